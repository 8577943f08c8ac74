import type { ResourceDefinition } from '../http/resource.server.ts';

/** Board collaborators (invites, join requests, ownership transfer). Listed in `http/resources.server.ts`. */
export const collaboratorsResources: ResourceDefinition[] = [];
