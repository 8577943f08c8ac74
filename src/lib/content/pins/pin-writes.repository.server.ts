import type { Transaction } from 'kysely';
import { personLiveSql } from '../../platform/access/person-visibility.server.ts';
import type { Database, Db, NewPinRow } from '../../platform/db/database.ts';
import { langOfLocale, searchTerms } from '../../platform/text/search-terms.ts';
import {
	countBoardPins,
	countBy,
	countRepins,
	countSectionPins,
	countUserPins,
} from './counters.repository.server.ts';

/**
 * The board fields access and counts need; undefined (not found) also when its owner's
 * account is deactivated or suspended (SET-12: such boards are not found, as on board pages).
 */
export async function findBoardForPin(db: Db, boardId: string) {
	return db
		.selectFrom('boards as b')
		.innerJoin('users as o', 'o.id', 'b.owner_id')
		.select(['b.id', 'b.owner_id', 'b.privacy', 'b.is_archived', 'b.is_collaborative'])
		.where('b.id', '=', boardId)
		.where(personLiveSql('o'))
		.executeTakeFirst();
}

/** The section's board, or undefined when there is no such section. */
export async function findSectionBoardId(db: Db, sectionId: string): Promise<string | undefined> {
	const row = await db
		.selectFrom('board_sections')
		.select('board_id')
		.where('id', '=', sectionId)
		.executeTakeFirst();
	return row?.board_id;
}

/** A media row if `ownerId` uploaded it. */
export async function findOwnMedia(db: Db, mediaId: string, ownerId: string) {
	return db
		.selectFrom('media')
		.select(['id', 'dominant_color'])
		.where('id', '=', mediaId)
		.where('owner_id', '=', ownerId)
		.executeTakeFirst();
}

/**
 * The stored pin row with what reading it depends on, in one query: its board's access fields
 * and the person-rule columns of the board owner (`owner_*`) and the pinner (`pinner_*`).
 */
export async function findPinWithPeople(db: Db, pinId: string) {
	return db
		.selectFrom('pins as p')
		.innerJoin('boards as b', 'b.id', 'p.board_id')
		.innerJoin('users as o', 'o.id', 'b.owner_id')
		.innerJoin('users as u', 'u.id', 'p.pinner_id')
		.selectAll('p')
		.select([
			'b.owner_id as board_owner_id',
			'b.privacy as board_privacy',
			'b.is_archived as board_is_archived',
			'o.status as owner_status',
			'o.is_private as owner_is_private',
			'o.owner_user_id as owner_owner_user_id',
			'u.status as pinner_status',
			'u.is_private as pinner_is_private',
			'u.owner_user_id as pinner_owner_user_id',
		])
		.where('p.id', '=', pinId)
		.executeTakeFirst();
}

/**
 * Inserts a pin with its search terms (`platform/text/search-terms.ts`), in `row.lang`: a save
 * passes its original's; left out, it is the pinner's interface language (`users.locale`).
 * Every pin is written here, so the search index always has its terms.
 */
export async function insertPinRow(trx: Db, row: NewPinRow): Promise<void> {
	const lang = row.lang !== undefined ? row.lang : await pinnerLang(trx, row.pinner_id);
	await trx
		.insertInto('pins')
		.values({ ...row, lang, ...pinTerms({ ...row, lang }) })
		.execute();
}

async function pinnerLang(db: Db, pinnerId: string): Promise<string | null> {
	const pinner = await db
		.selectFrom('users')
		.select('locale')
		.where('id', '=', pinnerId)
		.executeTakeFirst();
	return langOfLocale(pinner?.locale);
}

/** A pin's search terms (`title_terms`, `text_terms`) from its text and language. */
function pinTerms(pin: {
	title: string;
	description: string;
	alt_text: string;
	lang: string | null;
}): { title_terms: string; text_terms: string } {
	return {
		title_terms: searchTerms(pin.title, pin.lang),
		text_terms: searchTerms(`${pin.description} ${pin.alt_text}`, pin.lang),
	};
}

/** Updates a pin; a change of its text writes its search terms again (`pinTerms`). */
export async function updatePinRow(
	trx: Db,
	pinId: string,
	changes: Partial<
		Pick<
			NewPinRow,
			| 'title'
			| 'description'
			| 'link'
			| 'domain'
			| 'alt_text'
			| 'board_id'
			| 'section_id'
			| 'board_sort'
			| 'updated_at'
		>
	>,
	/** Only while the pin is still here (a move checks the pin was not moved meanwhile). */
	from?: { boardId: string; sectionId: string | null },
): Promise<boolean> {
	let terms = {};
	if (
		changes.title !== undefined ||
		changes.description !== undefined ||
		changes.alt_text !== undefined
	) {
		// The terms are of the whole text: read what this change leaves as it was.
		const pin = await trx
			.selectFrom('pins')
			.select(['title', 'description', 'alt_text', 'lang'])
			.where('id', '=', pinId)
			.executeTakeFirst();
		if (pin) {
			terms = pinTerms({
				title: changes.title ?? pin.title,
				description: changes.description ?? pin.description,
				alt_text: changes.alt_text ?? pin.alt_text,
				lang: pin.lang,
			});
		}
	}
	let q = trx
		.updateTable('pins')
		.set({ ...changes, ...terms })
		.where('id', '=', pinId);
	if (from) {
		q = q
			.where('board_id', '=', from.boardId)
			.where('section_id', from.sectionId === null ? 'is' : '=', from.sectionId);
	}
	const result = await q.executeTakeFirst();
	return Number(result.numUpdatedRows) > 0;
}

/**
 * Deletes the pin row (its marks, stats and interests go with it). Answers the row as it was
 * when deleted (so counts follow where it really was, even if it moved meanwhile), or
 * undefined when it was gone.
 */
export async function deletePinRow(trx: Db, pinId: string) {
	const deleted = await trx
		.deleteFrom('pins')
		.where('id', '=', pinId)
		.returning(['board_id', 'section_id', 'pinner_id', 'origin_pin_id'])
		.executeTakeFirst();
	if (!deleted) return undefined;
	await trx
		.updateTable('boards')
		.set({ cover_pin_id: null })
		.where('cover_pin_id', '=', pinId)
		.execute();
	return deleted;
}

/**
 * Deletes pins and every count that counted them, in the caller's transaction: their boards'
 * and sections' `pin_count`, their pinners' `users.pin_count`, and the `repin_count` of the
 * pins they were saved from. Reactions, favorites, stats and the like go by cascade. A deleted
 * pin is gone from every feed at once because feeds read the `pins` table (BRD-09, PIN-15).
 * Answers how many were deleted.
 */
export async function deletePinsCounted(
	trx: Transaction<Database>,
	pinIds: readonly string[],
): Promise<number> {
	if (pinIds.length === 0) return 0;
	// Counted from the rows this statement deleted: a pin that a racing request deleted first
	// is not counted off twice (BRD-05).
	const rows = await trx
		.deleteFrom('pins')
		.where('id', 'in', [...pinIds])
		.returning(['id', 'board_id', 'section_id', 'pinner_id', 'origin_pin_id'])
		.execute();
	if (rows.length === 0) return 0;
	for (const [boardId, n] of countBy(rows, (r) => r.board_id))
		await countBoardPins(trx, boardId, -n);
	for (const [sectionId, n] of countBy(rows, (r) => r.section_id))
		await countSectionPins(trx, sectionId, -n);
	for (const [userId, n] of countBy(rows, (r) => r.pinner_id)) await countUserPins(trx, userId, -n);
	for (const [originId, n] of countBy(rows, (r) => r.origin_pin_id))
		await countRepins(trx, originId, -n);
	// A board whose cover pin went away falls back to its newest pins.
	await trx
		.updateTable('boards')
		.set({ cover_pin_id: null })
		.where(
			'cover_pin_id',
			'in',
			rows.map((r) => r.id),
		)
		.execute();
	return rows.length;
}

/** A carousel pin's pictures (slot 0 is the pin's own `media_id`), in the caller's transaction. */
export async function insertCarouselSlots(
	trx: Db,
	pinId: string,
	slots: readonly {
		mediaId: string;
		title: string;
		description: string;
		link: string | null;
		altText: string;
	}[],
): Promise<void> {
	if (slots.length === 0) return;
	await trx
		.insertInto('pin_carousel_slots')
		.values(
			slots.map((s, position) => ({
				pin_id: pinId,
				position,
				media_id: s.mediaId,
				title: s.title,
				description: s.description,
				link: s.link,
				alt_text: s.altText,
			})),
		)
		.execute();
}

/** A pin's product tags (BLD-08). */
export async function insertPinTags(
	trx: Db,
	rows: readonly {
		id: string;
		pin_id: string;
		slot: number;
		x: number;
		y: number;
		link: string;
		created_at: string;
	}[],
): Promise<void> {
	if (rows.length === 0) return;
	await trx
		.insertInto('pin_tags')
		.values([...rows])
		.execute();
}

/** Tags a new pin with interests (ids the caller checked exist). */
export async function insertPinInterests(
	trx: Db,
	pinId: string,
	interestIds: readonly string[],
): Promise<void> {
	if (interestIds.length === 0) return;
	await trx
		.insertInto('pin_interests')
		.values([...new Set(interestIds)].map((interest_id) => ({ pin_id: pinId, interest_id })))
		.execute();
}
