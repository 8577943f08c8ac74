import type { ResourceDefinition } from '../../platform/http/resource.server.ts';
import { baseSearchResource, searchTabResource } from './search.resource.server.ts';
import { advancedTypeaheadResource } from './typeahead.resource.server.ts';

/** The resources of search, registered in `src/app/resources.server.ts`. */
export const searchResources: ResourceDefinition[] = [
	baseSearchResource,
	searchTabResource,
	advancedTypeaheadResource,
];
