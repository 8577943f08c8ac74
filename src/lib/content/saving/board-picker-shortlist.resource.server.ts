import { z } from 'zod';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { boardShortlist } from './board-shortlist.server.ts';

/**
 * `BoardPickerBoardsShortlistResource get` (BRD-12, API-80): `{ boards_shortlist, recent_boards }`
 * for the board picker; see `boardShortlist`. `query` narrows the boards by name.
 */
export const boardPickerShortlistResource = defineResource({
	name: 'BoardPickerBoardsShortlistResource',
	get: action({
		auth: 'required',
		options: z.object({
			/** Part of a board name (case-insensitive). */
			query: z.string().max(50).optional(),
			/** Accepted for the original client; the shortlist does not depend on the pin. */
			pin_id: z.string().max(20).optional(),
		}),
		async run({ db, viewer }, options) {
			return { data: await boardShortlist(db, viewer.id, options.query) };
		},
	}),
});
