import type { ResourceDefinition } from '../../platform/http/resource.server.ts';
import {
	pinDraftPublishResource,
	pinDraftResource,
	pinDraftsResource,
} from './drafts.resource.server.ts';

/** Pin drafts and publishing. Listed in `src/app/resources.server.ts`. */
export const draftsResources: ResourceDefinition[] = [
	pinDraftResource,
	pinDraftsResource,
	pinDraftPublishResource,
];
