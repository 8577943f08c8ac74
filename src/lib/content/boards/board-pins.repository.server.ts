import type { Kysely } from 'kysely';
import { discoveryVisibleSql } from '../../platform/access/discovery-visibility.server.ts';
import { personContentVisibleSql } from '../../platform/access/person-visibility.server.ts';
import { excludeHiddenFor } from '../../platform/access/pin-hides.server.ts';
import type { Database } from '../../platform/db/database.ts';
import { type PinJoinedRow, selectPinRows } from '../pins/pins.repository.server.ts';

/**
 * The columns a pin card needs (`selectPinRows`), plus the board order as `board_sort_id` (the
 * keyset of board feeds).
 */
function selectCardRows(db: Kysely<Database>) {
	return selectPinRows(db).select('p.board_sort as board_sort_id');
}

/**
 * A page of a board's pins (or one section's, or the unorganized ones) in board order
 * (`board_sort`, newest first; moved pins get a fresh value so they come first, BRD-14), one
 * query per page. The caller has checked that the viewer may read the board.
 */
export async function listBoardPinRows(
	db: Kysely<Database>,
	options: {
		boardId: string;
		/** A section id; `null` for pins in no section; undefined for all of the board's pins. */
		sectionId?: string | null;
		beforeSort?: string | undefined;
		limit: number;
		/** Pins hidden by moderation show only to members of the board. */
		includeHidden: boolean;
		/** The reader: the pins they hid from their feeds are left out. */
		viewerId?: string | null;
		/** The reader owns the board or is an accepted collaborator (sees private members' pins). */
		member: boolean;
	},
): Promise<(PinJoinedRow & { board_sort_id: string })[]> {
	let q = selectCardRows(db)
		.where('p.board_id', '=', options.boardId)
		// A private profile's pins show only to the board's members; a deactivated or suspended
		// pinner's to nobody (`person-visibility.ts`, from the pinner join already there).
		.where(personContentVisibleSql('u', options.viewerId ?? null, options.member))
		.orderBy('p.board_sort', 'desc')
		.limit(options.limit);
	if (options.sectionId === null) q = q.where('p.section_id', 'is', null);
	else if (options.sectionId !== undefined) q = q.where('p.section_id', '=', options.sectionId);
	if (options.beforeSort) q = q.where('p.board_sort', '<', options.beforeSort);
	if (!options.includeHidden) q = q.where('p.is_hidden', '=', 0);
	if (options.viewerId) q = q.where(excludeHiddenFor(options.viewerId));
	return q.execute();
}

/** Where each of these pins is (board and section); ids with no pin are left out. */
export async function findPinPlaces(db: Kysely<Database>, pinIds: readonly string[]) {
	return db
		.selectFrom('pins')
		.select(['id', 'board_id', 'section_id'])
		.where('id', 'in', [...pinIds])
		.execute();
}

/**
 * BRD-11 "more ideas": card rows of public pins that share an interest with the board's pins
 * and are not on the board (nor the pins its pins were saved from or share media with), that the
 * discovery rule lets the reader see, newest first: up to `limit` rows below `beforeId`.
 */
export async function listSuggestedPinRows(
	db: Kysely<Database>,
	boardId: string,
	options: { viewerId: string | null; limit: number; beforeId?: string | undefined },
) {
	let q = selectCardRows(db)
		.where(discoveryVisibleSql(options.viewerId, { boards: 'public' }))
		.where('p.board_id', '<>', boardId)
		.where((eb) =>
			eb.exists(
				eb
					.selectFrom('pin_interests as spi')
					.select('spi.pin_id')
					.whereRef('spi.pin_id', '=', 'p.id')
					.where(
						'spi.interest_id',
						'in',
						eb
							.selectFrom('pin_interests as bpi')
							.innerJoin('pins as bp', 'bp.id', 'bpi.pin_id')
							.select('bpi.interest_id')
							.where('bp.board_id', '=', boardId),
					),
			),
		)
		.where((eb) =>
			eb.not(
				eb.exists(
					eb
						.selectFrom('pins as own')
						.select('own.id')
						.where('own.board_id', '=', boardId)
						.where((w) =>
							w.or([
								w('own.origin_pin_id', '=', w.ref('p.id')),
								w('own.media_id', '=', w.ref('p.media_id')),
							]),
						),
				),
			),
		)
		.orderBy('p.id', 'desc')
		.limit(options.limit);
	if (options.beforeId !== undefined) q = q.where('p.id', '<', options.beforeId);
	return q.execute();
}
