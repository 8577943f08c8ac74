import type { ResourceDefinition } from '../../platform/http/resource.server.ts';
import { collageResource } from './collage.resource.server.ts';

/** The collage tool's resources (BLD-21). Listed in `src/app/resources.server.ts`. */
export const collageResources: ResourceDefinition[] = [collageResource];
