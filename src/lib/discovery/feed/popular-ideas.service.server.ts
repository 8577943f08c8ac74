import type { Kysely } from 'kysely';
import type { Pin } from '../../content/pins/pin.ts';
import { pinRowToPin } from '../../content/pins/pin-row.server.ts';
import type { Database } from '../../platform/db/database.ts';
import { discoveryPinRows } from './homefeed.repository.server.ts';
import { rankPage } from './homefeed-ranking.ts';

/**
 * The first `limit` pins of the home feed's public phases, ranked as the feed ranks a page:
 * public originals saved at least once (newest first), then never-saved ones when those run
 * short. The suggestions of empty pages (`search/suggested-pins.service.server.ts`). Filtered by
 * the feed's discovery rule for `readerId` (hides, blocks, their own and their follows' pins
 * left out; null: signed out).
 */
export async function popularIdeas(
	db: Kysely<Database>,
	readerId: string | null,
	limit: number,
): Promise<Pin[]> {
	const rows = await discoveryPinRows(db, {
		phase: 'p',
		viewerId: readerId,
		beforeId: null,
		limit,
	});
	if (rows.length < limit) {
		const more = await discoveryPinRows(db, {
			phase: 'r',
			viewerId: readerId,
			beforeId: null,
			limit: limit - rows.length,
		});
		rows.push(...more);
	}
	return rankPage(rows.map(pinRowToPin));
}
