import { z } from 'zod';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { readableProfile } from './profile-access.server.ts';
import { profileBoards } from './profile-boards.service.server.ts';

/**
 * `ProfileBoardsResource` get `{username | user_id}` (BRD-15): the boards on a profile for the
 * viewer, each with `onProfile` and `profileGroup` (`public`, `private`, `archived`); strangers
 * get public boards only. Up to 250 boards, in the owner's order (archived last).
 */
export const profileBoardsResource = defineResource({
	name: 'ProfileBoardsResource',
	get: action({
		auth: 'optional',
		options: z.object({
			username: z.string().max(30).optional(),
			user_id: z.string().max(24).optional(),
		}),
		async run({ db, readerId: viewerId }, o) {
			// A limited login reads like a signed-out visitor (LIM), as boards do.
			const { user, access } = await readableProfile(db, o, viewerId);
			if (access.hidden) return { data: [] };
			return { data: await profileBoards(db, user, viewerId) };
		},
	}),
});
