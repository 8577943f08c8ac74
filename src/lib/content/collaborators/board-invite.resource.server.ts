import { z } from 'zod';
import errorsDetail from '~/messages/errors-detail/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { idOption, pageOptions, sentBookmark } from './collab-options.ts';
import { boardEntriesPage, viewerInvitesPage } from './invite-lists.service.server.ts';
import { acceptInvite, inviteCollaborator, removeEntry } from './invites.service.server.ts';

/**
 * `BoardInviteResource` (COL-01..04, BRD-06): collaborator invites.
 * - get `{}`: the viewer's pending invites (`new`), keyset pages; `{board_id, status?}`: that
 *   board's entries with a status (`new` by default; `join_requested` and `new` owner only,
 *   `accepted` for anyone who can read the board).
 * - create `{board_id, username | email}`: the owner invites (COL-03 keeps an existing entry).
 * - update `{board_id}`: the invited viewer accepts (`accepted`).
 * - delete `{board_id, user_id?}`: the viewer declines their invite, or the owner cancels
 *   `user_id`'s (`not_invited`).
 */
export const boardInviteResource = defineResource({
	name: 'BoardInviteResource',
	get: action({
		auth: 'required',
		options: z.object({
			board_id: idOption.optional(),
			status: z.enum(['new', 'join_requested', 'accepted']).optional(),
			...pageOptions,
		}),
		async run({ db, viewer }, options) {
			const paging = { bookmark: sentBookmark(options), pageSize: options.page_size };
			const page = options.board_id
				? await boardEntriesPage(db, viewer.id, options.board_id, options.status ?? 'new', paging)
				: await viewerInvitesPage(db, viewer.id, paging);
			return { data: page.data, bookmark: page.bookmark };
		},
	}),
	create: action({
		auth: 'required',
		options: z.object({
			board_id: idOption,
			/** The invitee's username (with or without `@`). */
			username: z.string().trim().min(1).max(60).optional(),
			/** The invitee's account email; an address with no account is refused. */
			email: z.email().max(254).optional(),
		}),
		async run({ db, viewer }, options) {
			const login = options.username ?? options.email;
			if (!login || (options.username && options.email)) {
				throw new AppError('InvalidOptions', { detail: errorsDetail().inviteUsernameOrEmail() });
			}
			return { data: await inviteCollaborator(db, viewer.id, options.board_id, login) };
		},
	}),
	update: action({
		auth: 'required',
		options: z.object({ board_id: idOption }),
		async run({ db, viewer }, options) {
			return { data: await acceptInvite(db, viewer.id, options.board_id) };
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
