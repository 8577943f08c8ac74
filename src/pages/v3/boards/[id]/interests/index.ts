import { z } from 'zod';
import { boardInterests } from '~/lib/content/boards/board-interests.server.ts';
import { requireReadableBoard } from '~/lib/content/boards/boards.service.server.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/** `GET /v3/boards/{id}/interests/` (BRD-11, U-13): interest objects `{id, name, url, image}`. */
export const GET = restRoute({
	auth: 'optional',
	input: z.object({}),
	async run({ db, viewer, params }) {
		const found = await requireReadableBoard(db, viewer, params.id ?? '');
		return { data: await boardInterests(db, found.board.id) };
	},
});
