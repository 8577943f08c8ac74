import type { ResourceDefinition } from '../http/resource.server.ts';

/** Saving pins (RepinResource, board picker shortlist, quick saves). Listed in `http/resources.server.ts`. */
export const savingResources: ResourceDefinition[] = [];
