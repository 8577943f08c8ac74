import type { ResourceDefinition } from '../../platform/http/resource.server.ts';
import { userHomefeedResource } from './homefeed.resource.server.ts';

/** The home feed's resources. Listed in `src/app/resources.server.ts`. */
export const feedResources: ResourceDefinition[] = [userHomefeedResource];
