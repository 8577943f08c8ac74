import { authResources } from '../lib/auth/auth.resources.server.ts';
import { boardsResources } from '../lib/boards/boards.resources.server.ts';
import { collaboratorsResources } from '../lib/collaborators/collaborators.resources.server.ts';
import { experimentsResources } from '../lib/experiments/experiments.resources.server.ts';
import { feedResources } from '../lib/feed/feed.resources.server.ts';
import type { ResourceDefinition } from '../lib/http/resource.server.ts';
import { interestsResources } from '../lib/interests/interests.resources.server.ts';
import { multiAccountResources } from '../lib/multi-account/multi-account.resources.server.ts';
import { pinsResources } from '../lib/pins/pins.resources.server.ts';
import { profilesResources } from '../lib/profiles/profiles.resources.server.ts';
import { relatedResources } from '../lib/related/related.resources.server.ts';
import { savingResources } from '../lib/saving/saving.resources.server.ts';
import { searchResources } from '../lib/search/search.resources.server.ts';
import { notificationResources } from '../lib/settings/notifications/notifications.resources.server.ts';
import { settingsResources } from '../lib/settings/settings.resources.server.ts';
import { telemetryResources } from '../lib/telemetry/telemetry.resources.server.ts';
import { usersResources } from '../lib/users/users.resources.server.ts';

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
