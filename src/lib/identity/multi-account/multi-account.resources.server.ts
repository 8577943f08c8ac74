import type { ResourceDefinition } from '../../platform/http/resource.server.ts';

/** Resources of multi-account switching and linked businesses. Listed in `http/resources.server.ts`. */
export const multiAccountResources: ResourceDefinition[] = [];
