import type { ResourceDefinition } from '../../platform/http/resource.server.ts';
import { userSessionResource } from './user-session.resource.server.ts';

/**
 * Resources of sessions in a browser that holds several accounts: log in, log out, switch
 * (`UserSessionResource`). Listed in `src/app/resources.server.ts`.
 */
export const multiAccountResources: ResourceDefinition[] = [userSessionResource];
