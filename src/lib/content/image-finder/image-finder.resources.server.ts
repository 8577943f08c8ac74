import type { ResourceDefinition } from '../../platform/http/resource.server.ts';
import { imageFinderResource, webImageResource } from './image-finder.resource.server.ts';

/** The pin builder's image finder (BLD-19). Listed in `src/app/resources.server.ts`. */
export const imageFinderResources: ResourceDefinition[] = [imageFinderResource, webImageResource];
