import { z } from 'zod';
import { countCloseupView } from '~/lib/content/pins/pin-views.service.server.ts';
import { isId } from '~/lib/platform/db/ids.ts';
import { AppError } from '~/lib/platform/http/errors.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/**
 * `POST /v3/pins/{id}/closeup_view/`: the closeup's beacon. The page sends it once on load, so
 * rendering the closeup never writes (crawlers and the benchmark read pages for free); it adds
 * one `closeup` to the pin's statistics of the day (`/pin/{id}/analytics`), at most once a
 * minute per client address and pin (`counted: false` for a repeat).
 */
export const POST = restRoute({
	auth: 'optional',
	input: z.object({}),
	async run({ db, params, readerId, clientAddress }) {
		const id = params.id ?? '';
		if (!isId(id)) throw new AppError('NotFound', { detail: `No pin ${id.slice(0, 20)}.` });
		// Limited-login viewers read what the signed-out read (LIM-01).
		const counted = await countCloseupView(db, readerId, id, clientAddress);
		return { data: { pin_id: id, counted } };
	},
});
