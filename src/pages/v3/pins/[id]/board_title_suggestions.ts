import { z } from 'zod';
import { boardTitleSuggestions } from '~/lib/content/saving/board-title-suggestions.server.ts';
import { isId } from '~/lib/platform/db/ids.ts';
import { AppError } from '~/lib/platform/http/errors.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/**
 * `GET /v3/pins/{id}/board_title_suggestions/` (PIN-16, API-63, U-13): a list of strings, board
 * names for saving the pin (its interests, categories, board name and title), without names of
 * the viewer's own boards. 404 for a pin the viewer cannot see.
 */
export const GET = restRoute({
	auth: 'optional',
	input: z.object({}),
	async run({ db, params, readerId }) {
		const id = params.id ?? '';
		if (!isId(id)) throw new AppError('NotFound', { detail: `No pin ${id.slice(0, 20)}.` });
		// Limited-login viewers read what the signed-out read (LIM-01).
		return { data: await boardTitleSuggestions(db, readerId, id) };
	},
});
