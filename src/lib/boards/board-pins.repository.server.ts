import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { excludeHiddenFor } from '../pins/pin-hides.server.ts';
import type { PinJoinedRow } from '../pins/pins.repository.server.ts';

/** The columns a pin card needs (those of `PinJoinedRow`, plus the board order), in one row per pin. */
export function selectCardRows(db: Kysely<Database>) {
	return db
		.selectFrom('pins as p')
		.innerJoin('boards as b', 'b.id', 'p.board_id')
		.innerJoin('users as u', 'u.id', 'p.pinner_id')
		.innerJoin('users as o', 'o.id', 'b.owner_id')
		.innerJoin('media as m', 'm.id', 'p.media_id')
		.select([
			'p.id',
			'p.title',
			'p.description',
			'p.link',
			'p.domain',
			'p.alt_text',
			'p.dominant_color',
			'p.created_at',
			'p.repin_count',
			'p.comment_count',
			'p.favorite_count',
			'p.done_count',
			'p.is_hidden',
			'p.section_id',
			'p.origin_pin_id',
			// Aliased to an `_id` name so SQLite's 64-bit value comes back as an exact string.
			'p.board_sort as board_sort_id',
			'b.id as board_id',
			'b.name as board_name',
			'b.slug as board_slug',
			'b.privacy as board_privacy',
			'b.is_archived as board_is_archived',
			'b.is_collaborative as board_is_collaborative',
			'b.owner_id as board_owner_id',
			'o.username as board_owner_username',
			'u.id as pinner_id',
			'u.username as pinner_username',
			'u.first_name as pinner_first_name',
			'u.last_name as pinner_last_name',
			'm.storage_key as media_storage_key',
			'm.variants as media_variants',
			'm.placeholder as media_placeholder',
		]);
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
		/** Leave out the pins this viewer hid from their feeds. */
		viewerId?: string | null;
	},
): Promise<(PinJoinedRow & { board_sort_id: string })[]> {
	let q = selectCardRows(db)
		.where('p.board_id', '=', options.boardId)
		.orderBy('p.board_sort', 'desc')
		.limit(options.limit);
	if (options.sectionId === null) q = q.where('p.section_id', 'is', null);
	else if (options.sectionId !== undefined) q = q.where('p.section_id', '=', options.sectionId);
	if (options.beforeSort) q = q.where('p.board_sort', '<', options.beforeSort);
	if (!options.includeHidden) q = q.where('p.is_hidden', '=', 0);
	if (options.viewerId) q = q.where(excludeHiddenFor(options.viewerId));
	return q.execute();
}
