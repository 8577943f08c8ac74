import { authResources } from '../auth/auth.resources.server.ts';
import { userHomefeedResource } from '../feed/homefeed.resource.server.ts';
import { multiAccountResources } from '../multi-account/multi-account.resources.server.ts';
import { pinResource } from '../pins/pin.resource.server.ts';
import { notificationResources } from '../settings/notifications/notifications.resources.server.ts';
import { settingsResources } from '../settings/settings.resources.server.ts';
import { usersResources } from '../users/users.resources.server.ts';
import type { ResourceDefinition } from './resource.server.ts';

/** Every resource the gateway answers, by name. Each domain lists its own; add domains here. */
const all: ResourceDefinition[] = [
	pinResource,
	userHomefeedResource,
	...authResources,
	...multiAccountResources,
	...usersResources,
	...settingsResources,
	...notificationResources,
];

export const resources: ReadonlyMap<string, ResourceDefinition> = new Map(
	all.map((r) => [r.name, r]),
);
