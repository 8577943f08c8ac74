import { z } from 'zod';
import { boardWithBlockingActionsForApi } from '~/lib/content/boards/get-board.operation.server.ts';
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
		return { data: await boardWithBlockingActionsForApi(ctx, ctx.params.id ?? '', input.fields) };
	},
});
