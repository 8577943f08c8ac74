import type { ResourceDefinition } from '../../platform/http/resource.server.ts';
import { userReauthResource } from './reauth/user-reauth.resource.server.ts';
import { userRegisterResource } from './user-register.resource.server.ts';

/** Resources of sign-up and re-authentication. Listed in `src/app/resources.server.ts`. */
export const authResources: ResourceDefinition[] = [userRegisterResource, userReauthResource];
