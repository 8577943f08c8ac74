import type { ResourceDefinition } from '../http/resource.server.ts';

/** Profiles (user follows, blocks, profile boards and pins). Listed in `http/resources.server.ts`. */
export const profilesResources: ResourceDefinition[] = [];
