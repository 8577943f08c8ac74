import type { ResourceDefinition } from '../../platform/http/resource.server.ts';
import { userReauthResource } from './reauth/user-reauth.resource.server.ts';
import { userRegisterResource } from './user-register.resource.server.ts';
import { userSessionResource } from './user-session.resource.server.ts';

/** Resources of sign-up, login, MFA, sessions and re-authentication. Listed in `http/resources.server.ts`. */
export const authResources: ResourceDefinition[] = [
	userSessionResource,
	userRegisterResource,
	userReauthResource,
];
