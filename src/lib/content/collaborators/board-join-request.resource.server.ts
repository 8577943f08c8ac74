import { z } from 'zod';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { idOption } from './collab-options.ts';
import { approveEntry, removeEntry, requestToJoin } from './invites.service.server.ts';

/**
 * `BoardJoinRequestResource` (COL-02, COL-05, BRD-06): asking to join a board.
 * - create `{board_id}`: a reader of a public board asks (`join_requested`).
 * - update `{board_id, user_id}`: the owner approves (`accepted`; an invite that is not a join
 *   request stays `new`).
 * - delete `{board_id, user_id?}`: the owner denies `user_id`'s request, or the viewer withdraws
 *   their own (the entry is removed: `not_invited`).
 */
export const boardJoinRequestResource = defineResource({
	name: 'BoardJoinRequestResource',
	create: action({
		auth: 'required',
		options: z.object({ board_id: idOption }),
		async run({ db, viewer }, options) {
			return { data: await requestToJoin(db, viewer.id, options.board_id) };
		},
	}),
	update: action({
		auth: 'required',
		options: z.object({ board_id: idOption, user_id: idOption }),
		async run({ db, viewer }, options) {
			return { data: await approveEntry(db, viewer.id, options.board_id, options.user_id) };
		},
	}),
	delete: action({
		auth: 'required',
		options: z.object({ board_id: idOption, user_id: idOption.optional() }),
		async run({ db, viewer }, options) {
			return {
				data: await removeEntry(db, viewer.id, options.board_id, options.user_id ?? viewer.id),
			};
		},
	}),
});
