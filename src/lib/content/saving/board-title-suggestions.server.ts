import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { interestName } from '../pins/interest-name.ts';
import { pickBoardTitleSuggestions } from './board-title-suggestions.ts';
import { readableSourcePin } from './save-pin.server.ts';
import {
	listInterestNamesOfPins,
	listOwnBoardNames,
	rootIdOf,
} from './saving.repository.server.ts';

/**
 * PIN-16: board names for saving the pin, from its interests (and the original's), their
 * categories (both named in the request's language), its board's name and its title, minus names of the viewer's own boards.
 * NotFound when the viewer cannot see the pin.
 */
export async function boardTitleSuggestions(
	db: Kysely<Database>,
	viewerId: string | null,
	pinId: string,
): Promise<string[]> {
	const pin = await readableSourcePin(db, viewerId, pinId);
	const pinIds = [...new Set([pin.id, rootIdOf(pin)])];
	const interests = await listInterestNamesOfPins(db, pinIds);
	const own = viewerId === null ? [] : await listOwnBoardNames(db, viewerId);
	return pickBoardTitleSuggestions({
		// Interest names in the viewer's language: a suggestion is a name they would give a board.
		interestNames: interests.map((r) => interestName(r)),
		categoryNames: interests.flatMap((r) =>
			r.parent_name !== null && r.parent_slug !== null
				? [interestName({ slug: r.parent_slug, name: r.parent_name })]
				: [],
		),
		boardName: pin.board_name,
		title: pin.title,
		existingBoardNames: own,
	});
}
