import { z } from 'zod';
import { blockingActionsOf } from '~/lib/content/boards/blocking-actions.server.ts';
import { answerFor } from '~/lib/content/boards/board.resource.server.ts';
import { requireReadableBoard } from '~/lib/content/boards/boards.service.server.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/**
 * `GET /v3/boards/{id}/` (API-60, BRD-03): the board (BRD-01 fields) plus
 * `blocking_actions` (BRD-04). `fields=board.id,board.blocking_actions` picks fields; unknown
 * names are ignored; without `fields` every field comes. Unreadable boards are 404.
 */
export const GET = restRoute({
	auth: 'optional',
	input: z.object({ fields: z.string().max(2000).optional() }),
	async run(ctx, input) {
		const found = await requireReadableBoard(ctx.db, ctx.viewer, ctx.params.id ?? '');
		const wanted = input.fields
			? new Set(input.fields.split(',').map((f) => f.trim().replace(/^board\./, '')))
			: null;
		const all: Record<string, unknown> = {
			...(wanted && [...wanted].every((f) => f === 'id' || f === 'blocking_actions')
				? { id: found.board.id }
				: await answerFor(ctx, found)),
			// Members see the progress of bulk moves; others get an empty list.
			blocking_actions:
				found.access.role === 'none' ? [] : await blockingActionsOf(ctx.db, found.board.id),
		};
		if (!wanted) return { data: all };
		return {
			data: Object.fromEntries([...wanted].filter((f) => f in all).map((f) => [f, all[f]])),
		};
	},
});
