import type { Kysely } from 'kysely';
import type { Pin } from '../../content/pins/pin.ts';
import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import { popularIdeas } from '../feed/popular-ideas.service.server.ts';
import { searchPage } from './search.service.server.ts';
import type { SearchPin } from './search.ts';

/**
 * Pins to suggest where a page would otherwise be one bare sentence: a search that found
 * nothing (no `text`) and a new, empty board (`text`: its name). Pins matching the text first
 * (one per original, as search shows them), then the home feed's popular ideas. Every pin passes
 * the discovery rule for this viewer (search's and the popular phase's), so nothing the viewer
 * may not see, nothing they hid, nobody in a block with them.
 */
export async function suggestedPins(
	db: Kysely<Database>,
	viewer: Viewer | null,
	options: { text?: string | undefined; limit: number },
): Promise<Pin[]> {
	const found: Pin[] = [];
	if (options.text?.trim()) {
		const page = await searchPage(db, {
			query: options.text,
			scope: 'pins',
			viewer,
			pageSize: options.limit,
		});
		for (const pin of page.results as SearchPin[]) found.push(pin);
	}
	if (found.length >= options.limit) return found;
	const seen = new Set(found.map((p) => p.id));
	const popular = await popularIdeas(db, readerIdOf(viewer), options.limit);
	for (const pin of popular) {
		if (found.length >= options.limit) break;
		if (!seen.has(pin.id)) found.push(pin);
	}
	return found;
}
