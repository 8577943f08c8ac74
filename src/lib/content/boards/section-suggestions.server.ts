import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { removeDuplicateSuggestions } from './board.ts';
import { boardInterests } from './board-interests.repository.server.ts';
import { listSectionRows } from './sections.repository.server.ts';

/**
 * BRD-08: section names to suggest for a board: its pins' interests, named in the request's
 * language, minus the sections it has.
 */
export async function sectionSuggestions(db: Kysely<Database>, boardId: string): Promise<string[]> {
	const [interests, sections] = await Promise.all([
		boardInterests(db, boardId, 20),
		listSectionRows(db, boardId),
	]);
	return removeDuplicateSuggestions(
		interests.map((i) => i.name),
		sections.map((s) => s.title),
	).slice(0, 10);
}
