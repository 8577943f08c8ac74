import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { PinDetail } from '../pins/pin.ts';
import { parseStoryData, type StoryData } from './story-data.ts';
import { type StoryView, storyView } from './story-view.server.ts';

/**
 * A story pin's pages and what showing them needs, for its closeup; null for any other pin
 * (and for a story whose stored data no longer reads, which then shows as its cover picture),
 * without a query.
 */
export async function storyOfPin(
	db: Kysely<Database>,
	pin: Pick<PinDetail, 'id' | 'pinType' | 'storyJson'>,
): Promise<{ data: StoryData; view: StoryView } | null> {
	if (pin.pinType !== 'story') return null;
	const data = parseStoryData(pin.storyJson);
	if (!data || data.pages.length === 0) return null;
	return { data, view: await storyView(db, pin.id, data) };
}
