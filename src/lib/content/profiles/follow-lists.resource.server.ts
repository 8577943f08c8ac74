import { z } from 'zod';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { MAX_PAGE_SIZE } from '../pins/pins.service.server.ts';
import { followListPage } from './follow-list.service.server.ts';
import { readableProfile } from './profile-access.server.ts';

const options = z.object({
	username: z.string().max(30).optional(),
	user_id: z.string().max(24).optional(),
	page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
	bookmarks: z.array(z.string().max(500)).max(5).optional(),
	bookmark: z.string().max(500).optional(),
});

function listResource(name: 'UserFollowersResource' | 'UserFollowingResource') {
	const direction = name === 'UserFollowersResource' ? 'followers' : 'following';
	return defineResource({
		name,
		get: action({
			auth: 'optional',
			options,
			async run({ db, readerId: viewerId }, o) {
				// A limited login reads like a signed-out visitor (LIM), as the profile page does.
				const { user, access } = await readableProfile(db, o, viewerId);
				// A block either way: the lists are empty for the other side.
				if (access.hidden === 'blocked') return { data: [], bookmark: '-end-' };
				return followListPage(db, {
					userId: user.id,
					direction,
					viewerId,
					bookmark: o.bookmark ?? o.bookmarks?.[0],
					pageSize: o.page_size,
				});
			},
		}),
	});
}

/**
 * `UserFollowersResource` / `UserFollowingResource` get `{username | user_id, page_size?,
 * bookmark?}`: a user's followers, or the people they follow, as `{data: [user], bookmark}`.
 * Private profiles answer `ProfilePrivate` to others.
 */
export const userFollowersResource = listResource('UserFollowersResource');
export const userFollowingResource = listResource('UserFollowingResource');
