import { z } from 'zod';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { idOption, pageOptions, sentBookmark } from './collab-options.ts';
import { boardEntriesPage } from './invite-lists.service.server.ts';
import { removeEntry } from './invites.service.server.ts';

/**
 * `BoardCollaboratorResource` (COL-06, BRD-06): a board's accepted collaborators.
 * - get `{board_id}`: keyset pages of accepted entries, for anyone who can read the board.
 * - delete `{board_id, user_id?}`: the owner removes `user_id`, or a collaborator leaves
 *   (no `user_id`); counts follow in the same transaction (`not_invited`).
 */
export const boardCollaboratorResource = defineResource({
	name: 'BoardCollaboratorResource',
	get: action({
		auth: 'required',
		options: z.object({ board_id: idOption, ...pageOptions }),
		async run({ db, viewer }, options) {
			const page = await boardEntriesPage(db, viewer.id, options.board_id, 'accepted', {
				bookmark: sentBookmark(options),
				pageSize: options.page_size,
			});
			return { data: page.data, bookmark: page.bookmark };
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
