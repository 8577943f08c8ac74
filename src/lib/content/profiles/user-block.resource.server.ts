import { z } from 'zod';
import { blockUser, unblockUser } from '../../identity/users/user-relations.service.server.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';

const options = z.object({ user_id: z.string().min(1).max(24) });

/**
 * `UserBlockResource` (ACC-22): create blocks `user_id` (and removes the follows both ways),
 * delete unblocks; both idempotent; answer `{ user_id, blocked_by_me, explicitly_followed_by_me }`.
 */
export const userBlockResource = defineResource({
	name: 'UserBlockResource',
	create: action({
		auth: 'required',
		options,
		async run({ db, viewer }, { user_id }) {
			return { data: await blockUser(db, viewer.id, user_id) };
		},
	}),
	delete: action({
		auth: 'required',
		options,
		async run({ db, viewer }, { user_id }) {
			return { data: await unblockUser(db, viewer.id, user_id) };
		},
	}),
});
