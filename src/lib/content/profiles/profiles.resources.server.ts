import type { ResourceDefinition } from '../../platform/http/resource.server.ts';
import { userFollowersResource, userFollowingResource } from './follow-lists.resource.server.ts';
import { profileBoardsResource } from './profile-boards.resource.server.ts';
import { profilePinsResource } from './profile-pins.resource.server.ts';
import { userBlockResource } from './user-block.resource.server.ts';
import { userFollowResource } from './user-follow.resource.server.ts';

/** Profiles (user follows, blocks, profile boards and pins). Listed in `src/app/resources.server.ts`. */
export const profilesResources: ResourceDefinition[] = [
	userFollowResource,
	userBlockResource,
	userFollowersResource,
	userFollowingResource,
	profilePinsResource,
	profileBoardsResource,
];
