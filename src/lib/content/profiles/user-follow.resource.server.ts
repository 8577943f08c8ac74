import { z } from 'zod';
import { followUser, unfollowUser } from '../../identity/users/user-relations.service.server.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';

const options = z.object({ user_id: z.string().min(1).max(24) });

/**
 * `UserFollowResource` (ACC-22): create follows `user_id`, delete unfollows; both idempotent and
 * answer `{ user_id, explicitly_followed_by_me, follower_count, following_count }` of the
 * followed user. Refused while a block stands either way (`FollowBlocked`).
 */
export const userFollowResource = defineResource({
	name: 'UserFollowResource',
	create: action({
		auth: 'required',
		options,
		async run({ db, viewer }, { user_id }) {
			return { data: await followUser(db, viewer.id, user_id) };
		},
	}),
	delete: action({
		auth: 'required',
		options,
		async run({ db, viewer }, { user_id }) {
			return { data: await unfollowUser(db, viewer.id, user_id) };
		},
	}),
});
