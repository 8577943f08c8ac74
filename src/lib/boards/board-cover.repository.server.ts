import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * `boards as b` with its cover image selected (`cover_storage_key`, `cover_variants`,
 * `cover_color`). The cover shows only while it is a pin of this board that moderation has not
 * hidden: a stale cover (the pin moved or was deleted) or a hidden one shows no image. Every
 * list of boards with covers (profiles, search) starts here, so they agree on that rule.
 */
export function selectBoardsWithCover(db: Kysely<Database>) {
	return db
		.selectFrom('boards as b')
		.leftJoin('pins as cp', (join) =>
			join
				.onRef('cp.id', '=', 'b.cover_pin_id')
				.onRef('cp.board_id', '=', 'b.id')
				.on('cp.is_hidden', '=', 0),
		)
		.leftJoin('media as cm', 'cm.id', 'cp.media_id')
		.select([
			'cm.storage_key as cover_storage_key',
			'cm.variants as cover_variants',
			'cm.dominant_color as cover_color',
		]);
}
