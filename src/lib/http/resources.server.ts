import { authResources } from '../auth/auth.resources.server.ts';
import { boardsResources } from '../boards/boards.resources.server.ts';
import { collaboratorsResources } from '../collaborators/collaborators.resources.server.ts';
import { experimentsResources } from '../experiments/experiments.resources.server.ts';
import { feedResources } from '../feed/feed.resources.server.ts';
import { interestsResources } from '../interests/interests.resources.server.ts';
import { multiAccountResources } from '../multi-account/multi-account.resources.server.ts';
import { pinsResources } from '../pins/pins.resources.server.ts';
import { profilesResources } from '../profiles/profiles.resources.server.ts';
import { relatedResources } from '../related/related.resources.server.ts';
import { savingResources } from '../saving/saving.resources.server.ts';
import { searchResources } from '../search/search.resources.server.ts';
import { notificationResources } from '../settings/notifications/notifications.resources.server.ts';
import { settingsResources } from '../settings/settings.resources.server.ts';
import { telemetryResources } from '../telemetry/telemetry.resources.server.ts';
import { usersResources } from '../users/users.resources.server.ts';
import type { ResourceDefinition } from './resource.server.ts';

/** Every resource the gateway answers, by name. Each domain lists its own; add domains here. */
const all: ResourceDefinition[] = [
	...feedResources,
	...pinsResources,
	...boardsResources,
	...savingResources,
	...searchResources,
	...collaboratorsResources,
	...profilesResources,
	...authResources,
	...multiAccountResources,
	...usersResources,
	...settingsResources,
	...notificationResources,
	...relatedResources,
	...interestsResources,
	...telemetryResources,
	...experimentsResources,
];

export const resources: ReadonlyMap<string, ResourceDefinition> = new Map(
	all.map((r) => [r.name, r]),
);
