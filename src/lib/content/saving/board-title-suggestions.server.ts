import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { pickBoardTitleSuggestions } from './board-title-suggestions.ts';
import { readableSourcePin } from './save-pin.server.ts';
import { rootIdOf } from './saving.repository.server.ts';

/**
 * PIN-16: board names for saving the pin, from its interests (and the original's), their
 * categories, its board's name and its title, minus names of the viewer's own boards.
 * NotFound when the viewer cannot see the pin.
 */
export async function boardTitleSuggestions(
	db: Kysely<Database>,
	viewerId: string | null,
	pinId: string,
): Promise<string[]> {
	const pin = await readableSourcePin(db, viewerId, pinId);
	const pinIds = [...new Set([pin.id, rootIdOf(pin)])];
	const interests = await db
		.selectFrom('pin_interests as pi')
		.innerJoin('interests as i', 'i.id', 'pi.interest_id')
		.leftJoin('interests as parent', 'parent.id', 'i.parent_id')
		.select(['i.name', 'parent.name as parent_name'])
		.where('pi.pin_id', 'in', pinIds)
		.orderBy('i.is_category')
		.orderBy('i.position')
		.orderBy('i.id')
		.execute();
	const own =
		viewerId === null
			? []
			: await db.selectFrom('boards').select('name').where('owner_id', '=', viewerId).execute();
	return pickBoardTitleSuggestions({
		interestNames: interests.map((r) => r.name),
		categoryNames: interests.flatMap((r) => (r.parent_name ? [r.parent_name] : [])),
		boardName: pin.board_name,
		title: pin.title,
		existingBoardNames: own.map((r) => r.name),
	});
}
