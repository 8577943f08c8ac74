import type { ResourceDefinition } from '../../platform/http/resource.server.ts';
import { userResource } from './user.resource.server.ts';
import { userStateResource } from './user-state.resource.server.ts';

/** Resources of the viewer model and users (UserResource, UserStateResource). Listed in `src/app/resources.server.ts`. */
export const usersResources: ResourceDefinition[] = [userResource, userStateResource];
