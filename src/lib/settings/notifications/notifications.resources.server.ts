import type { ResourceDefinition } from '../../http/resource.server.ts';

/** Resources of notification settings (EmailSettingsResource, UnsubEmailSettingsResource). Listed in `http/resources.server.ts`. */
export const notificationResources: ResourceDefinition[] = [];
