import type { ResourceDefinition } from '../../../platform/http/resource.server.ts';
import { emailSettingsResource } from './email-settings.resource.server.ts';
import { unsubEmailSettingsResource } from './unsub-email-settings.resource.server.ts';

/** Resources of notification settings (SET-06). Listed in `src/app/resources.server.ts`. */
export const notificationResources: ResourceDefinition[] = [
	emailSettingsResource,
	unsubEmailSettingsResource,
];
