import { authResources } from '../auth/auth.resources.server.ts';
import { boardsResources } from '../boards/boards.resources.server.ts';
import { collaboratorsResources } from '../collaborators/collaborators.resources.server.ts';
import { userHomefeedResource } from '../feed/homefeed.resource.server.ts';
import { multiAccountResources } from '../multi-account/multi-account.resources.server.ts';
import { pinsResources } from '../pins/pins.resources.server.ts';
import { profilesResources } from '../profiles/profiles.resources.server.ts';
import { savingResources } from '../saving/saving.resources.server.ts';
import { notificationResources } from '../settings/notifications/notifications.resources.server.ts';
import { settingsResources } from '../settings/settings.resources.server.ts';
import { usersResources } from '../users/users.resources.server.ts';
import type { ResourceDefinition } from './resource.server.ts';

/** Every resource the gateway answers, by name. Each domain lists its own; add domains here. */
const all: ResourceDefinition[] = [
	userHomefeedResource,
	...pinsResources,
	...boardsResources,
	...savingResources,
	...collaboratorsResources,
	...profilesResources,
	...authResources,
	...multiAccountResources,
	...usersResources,
	...settingsResources,
	...notificationResources,
];

export const resources: ReadonlyMap<string, ResourceDefinition> = new Map(
	all.map((r) => [r.name, r]),
);
