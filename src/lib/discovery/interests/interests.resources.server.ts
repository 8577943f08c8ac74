import type { ResourceDefinition } from '../../platform/http/resource.server.ts';
import {
	interestFollowingResource,
	updateFollowedInterestsResource,
} from './followed-interests.resource.server.ts';
import { interestResource } from './interest.resource.server.ts';
import { interestFollowResource } from './interest-follow.resource.server.ts';

/** Interests (FED-07/08). Listed in `src/app/resources.server.ts`. */
export const interestsResources: ResourceDefinition[] = [
	interestResource,
	interestFollowResource,
	interestFollowingResource,
	updateFollowedInterestsResource,
];
