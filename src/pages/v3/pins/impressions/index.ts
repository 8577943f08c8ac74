import { z } from 'zod';
import {
	countImpressions,
	IMPRESSION_BATCH_LIMIT,
} from '~/lib/content/pins/pin-impressions.service.server.ts';
import { isId } from '~/lib/platform/db/ids.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/**
 * `POST /v3/pins/impressions/` with `{ pin_ids: [...] }`: the cards a page showed (the header's
 * script reports cards at least half on screen, in batches). Adds one `impression` per visible
 * pin to the day's statistics (`/pin/{id}/analytics`); rendering a feed never writes.
 */
export const POST = restRoute({
	auth: 'optional',
	input: z.object({
		pin_ids: z
			.array(z.string().refine(isId, 'must be a pin id (digits)'))
			.max(IMPRESSION_BATCH_LIMIT),
	}),
	async run({ db, readerId, clientAddress }, input) {
		// Limited-login viewers see what the signed-out see (LIM-01).
		const counted = await countImpressions(db, readerId, input.pin_ids, clientAddress);
		return { data: { counted } };
	},
});
