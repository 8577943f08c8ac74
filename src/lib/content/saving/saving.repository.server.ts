import { boardReadableBy } from '../../platform/access/board-visibility.server.ts';
import type { Db } from '../../platform/db/database.ts';
import { isId } from '../../platform/db/ids.ts';
import type { SavedInfoRow } from './saved-info.ts';

/**
 * A pin to save from, with what the access rule needs (its board) and what a save copies. The
 * root is the pin's `origin_pin_id` when that pin still exists, else the pin itself: a save
 * always points at the original, so saves of saves do not chain. Whether the viewer may read
 * it (`mayReadPin`: board access and the person rule for its board owner and pinner) is the
 * caller's to decide.
 */
export async function findSourcePin(db: Db, pinId: string) {
	return db
		.selectFrom('pins as p')
		.innerJoin('boards as b', 'b.id', 'p.board_id')
		.innerJoin('users as bo', 'bo.id', 'b.owner_id')
		.innerJoin('users as pu', 'pu.id', 'p.pinner_id')
		.leftJoin('pins as op', 'op.id', 'p.origin_pin_id')
		.select([
			'p.id',
			'p.pinner_id',
			'p.media_id',
			'p.title',
			'p.description',
			'p.link',
			'p.domain',
			'p.alt_text',
			'p.dominant_color',
			'p.rich_metadata',
			'p.lang',
			'p.is_hidden',
			'p.origin_pin_id',
			'op.id as root_id',
			'b.id as board_id',
			'b.name as board_name',
			'b.owner_id as board_owner_id',
			'b.privacy as board_privacy',
			'b.is_archived as board_is_archived',
			// The person rule's inputs (`person-visibility.ts`) for the board owner and the pinner.
			'bo.status as owner_status',
			'bo.is_private as owner_is_private',
			'bo.owner_user_id as owner_owner_user_id',
			'pu.status as pinner_status',
			'pu.is_private as pinner_is_private',
			'pu.owner_user_id as pinner_owner_user_id',
		])
		.where('p.id', '=', pinId)
		.executeTakeFirst();
}

export type SourcePin = NonNullable<Awaited<ReturnType<typeof findSourcePin>>>;

/** The id every save of `pin` points at (see `findSourcePin`). */
export function rootIdOf(pin: Pick<SourcePin, 'id' | 'root_id'>): string {
	return pin.root_id ?? pin.id;
}

/** Whether the board already holds `rootId` or a save of it (AlreadySaved). */
export async function boardHoldsPin(db: Db, boardId: string, rootId: string): Promise<boolean> {
	const row = await db
		.selectFrom('pins')
		.select('id')
		.where('board_id', '=', boardId)
		.where((eb) => eb.or([eb('id', '=', rootId), eb('origin_pin_id', '=', rootId)]))
		.limit(1)
		.executeTakeFirst();
	return row !== undefined;
}

/** Joins a pin (`p`) to what `toSavedInfo` needs. */
function selectSavedInfo(db: Db) {
	return db
		.selectFrom('pins as p')
		.innerJoin('boards as b', 'b.id', 'p.board_id')
		.innerJoin('users as o', 'o.id', 'b.owner_id')
		.leftJoin('board_sections as s', 's.id', 'p.section_id')
		.select([
			'p.id as pin_id',
			'b.id as board_id',
			'b.name as board_name',
			'b.slug as board_slug',
			'o.username as owner_username',
			's.id as section_id',
			's.title as section_title',
			's.slug as section_slug',
		]);
}

/** PIN-10: the viewer's latest save of the pin whose root is `rootId`, or undefined. */
export async function findLatestSave(
	db: Db,
	viewerId: string,
	rootId: string,
): Promise<SavedInfoRow | undefined> {
	// A save on a board the viewer can no longer read (removed as a collaborator) is not shown.
	return selectSavedInfo(db)
		.where('p.origin_pin_id', '=', rootId)
		.where('p.pinner_id', '=', viewerId)
		.where(boardReadableBy(viewerId))
		.orderBy('p.id', 'desc')
		.limit(1)
		.executeTakeFirst();
}

/** The saved-info row of one pin (a save just made). */
export async function findSavedInfoOfPin(db: Db, pinId: string): Promise<SavedInfoRow | undefined> {
	return selectSavedInfo(db).where('p.id', '=', pinId).executeTakeFirst();
}

/** Copies the source's interests to the new pin (board interests, BRD-11, follow its pins). */
export async function copyPinInterests(db: Db, fromPinId: string, toPinId: string): Promise<void> {
	const rows = await db
		.selectFrom('pin_interests')
		.select('interest_id')
		.where('pin_id', '=', fromPinId)
		.execute();
	if (rows.length === 0) return;
	await db
		.insertInto('pin_interests')
		.values(rows.map((r) => ({ pin_id: toPinId, interest_id: r.interest_id })))
		.execute();
}

/** PIN-11: the board in the user's `QUICK_SAVES_BOARD_ID` state, if it is still theirs and live. */
export async function findQuickSavesBoardId(db: Db, userId: string): Promise<string | undefined> {
	const state = await db
		.selectFrom('user_states')
		.select('value')
		.where('user_id', '=', userId)
		.where('state', '=', 'QUICK_SAVES_BOARD_ID')
		.executeTakeFirst();
	if (!state || !isId(state.value)) return undefined;
	const board = await db
		.selectFrom('boards')
		.select('id')
		.where('id', '=', state.value)
		.where('owner_id', '=', userId)
		.where('is_archived', '=', 0)
		.executeTakeFirst();
	return board?.id;
}

/**
 * The interests of these pins with their parent categories' names, categories first, then in
 * their own order (PIN-16 board name suggestions).
 */
export async function listInterestNamesOfPins(db: Db, pinIds: readonly string[]) {
	return db
		.selectFrom('pin_interests as pi')
		.innerJoin('interests as i', 'i.id', 'pi.interest_id')
		.leftJoin('interests as parent', 'parent.id', 'i.parent_id')
		.select(['i.name', 'i.slug', 'parent.name as parent_name', 'parent.slug as parent_slug'])
		.where('pi.pin_id', 'in', pinIds)
		.orderBy('i.is_category')
		.orderBy('i.position')
		.orderBy('i.id')
		.execute();
}

/** The names of a user's own boards. */
export async function listOwnBoardNames(db: Db, ownerId: string): Promise<string[]> {
	const rows = await db
		.selectFrom('boards')
		.select('name')
		.where('owner_id', '=', ownerId)
		.execute();
	return rows.map((r) => r.name);
}

/**
 * Which of `rootIds` the viewer has saved (PIN-10's rule, for many pins at once): the roots that
 * have a save by the viewer on a board the viewer can still read. One statement for a whole
 * grid of cards (`card-saves.server.ts`), never one per card.
 */
export async function listSavedRootIds(
	db: Db,
	viewerId: string,
	rootIds: readonly string[],
): Promise<string[]> {
	if (rootIds.length === 0) return [];
	const rows = await db
		.selectFrom('pins as p')
		.innerJoin('boards as b', 'b.id', 'p.board_id')
		.select('p.origin_pin_id')
		.distinct()
		.where('p.origin_pin_id', 'in', rootIds)
		.where('p.pinner_id', '=', viewerId)
		.where(boardReadableBy(viewerId))
		.execute();
	return rows.flatMap((r) => (r.origin_pin_id === null ? [] : [r.origin_pin_id]));
}
