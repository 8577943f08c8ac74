import type { ResourceDefinition } from '../http/resource.server.ts';

/** Resources of settings, countries and locales, and the parental passcode. Listed in `http/resources.server.ts`. */
export const settingsResources: ResourceDefinition[] = [];
