import type { ResourceDefinition } from '../../platform/http/resource.server.ts';
import { storyPinFontsResource } from './story-fonts.resource.server.ts';

/** Story pins (BLD-18). Listed in `src/app/resources.server.ts`. */
export const storiesResources: ResourceDefinition[] = [storyPinFontsResource];
