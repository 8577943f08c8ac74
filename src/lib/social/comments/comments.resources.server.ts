import type { ResourceDefinition } from '../../platform/http/resource.server.ts';
import {
	commentFeaturesResource,
	commentHiddenUserResource,
	mentionTypeaheadResource,
} from './comment-people.resource.server.ts';
import {
	commentFeedResource,
	commentRepliesResource,
	commentResource,
} from './comments.resource.server.ts';

/** The comments domain's resources (CMT-*), listed in `src/app/resources.server.ts`. */
export const commentsResources: ResourceDefinition[] = [
	commentFeedResource,
	commentRepliesResource,
	commentResource,
	commentHiddenUserResource,
	commentFeaturesResource,
	mentionTypeaheadResource,
];
