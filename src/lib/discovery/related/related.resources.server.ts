import type { ResourceDefinition } from '../../platform/http/resource.server.ts';
import { visualLiveSearchResource } from '../visual/visual-live-search.resource.server.ts';
import { relatedPinFeedResource } from './related-pin-feed.resource.server.ts';

/**
 * Discovery by likeness: related pins (FED-11) and visual search (SRC-06). Listed in
 * `src/app/resources.server.ts`.
 */
export const relatedResources: ResourceDefinition[] = [
	relatedPinFeedResource,
	visualLiveSearchResource,
];
