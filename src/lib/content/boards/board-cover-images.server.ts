import type { Kysely } from 'kysely';
import { config } from '../../platform/config/config.server.ts';
import type { Database } from '../../platform/db/database.ts';
import type { ImageSize, StoredVariants } from '../../platform/media/image-sizes.ts';
import type { BoardCoverImage } from './board.ts';
import { type BoardCoverColumns, listBoardThumbRows } from './board-cover.repository.server.ts';

/**
 * The images of board cards (profiles, board search): the cover (the chosen cover pin, else the
 * newest pin the reader may see), then the next newest as small tiles, at most three. One rule
 * for every list of board cards, so a board with pins never shows as an empty grey tile on one
 * and with its cover on another. The cover pin's rule is `withBoardCover`'s, the newest pins'
 * `listBoardThumbRows`' (both the access kernel's person rule).
 */

/** What a card needs of its board row: its id, its cover pin and that pin's image. */
export type BoardCardRow = BoardCoverColumns & { id: string; cover_pin_id: string | null };

const CARD_IMAGES = 3;

function cardImage(
	storageKey: string,
	variantsJson: string,
	color: string,
	size: ImageSize,
): BoardCoverImage | null {
	try {
		const v = (JSON.parse(variantsJson) as Partial<StoredVariants>)[size];
		if (!v) return null;
		return {
			url: `${config().MEDIA_BASE_URL}/${storageKey}/${v.file}`,
			width: v.width,
			height: v.height,
			color,
		};
	} catch {
		return null;
	}
}

/**
 * Card images of each board (by id), the first 236 px wide, the others 136 × 136: one query for
 * all the boards' newest pins (`listBoardThumbRows`: one small index range per board).
 */
export async function boardCardImages(
	db: Kysely<Database>,
	rows: readonly BoardCardRow[],
	readerId: string | null,
): Promise<Map<string, BoardCoverImage[]>> {
	const thumbRows = await listBoardThumbRows(
		db,
		rows.map((r) => r.id),
		CARD_IMAGES,
		readerId,
	);
	const byBoard = new Map<string, typeof thumbRows>();
	// Newest first: `board_sort` ids are time-ordered decimal strings, compared as numbers.
	thumbRows.sort((a, b) => {
		const [x, y] = [a.board_sort, b.board_sort];
		return x.length !== y.length ? y.length - x.length : x < y ? 1 : x > y ? -1 : 0;
	});
	for (const t of thumbRows) {
		const list = byBoard.get(t.board_id) ?? [];
		list.push(t);
		byBoard.set(t.board_id, list);
	}
	const result = new Map<string, BoardCoverImage[]>();
	for (const row of rows) {
		const cover =
			row.cover_storage_key && row.cover_variants
				? cardImage(row.cover_storage_key, row.cover_variants, row.cover_color ?? '#efefef', '236x')
				: null;
		const images: BoardCoverImage[] = cover ? [cover] : [];
		for (const t of byBoard.get(row.id) ?? []) {
			if (images.length >= CARD_IMAGES) break;
			if (cover && t.pin_id === row.cover_pin_id) continue;
			const size: ImageSize = images.length === 0 ? '236x' : '136x136';
			const img = cardImage(t.storage_key, t.variants, t.dominant_color, size);
			if (img) images.push(img);
		}
		result.set(row.id, images);
	}
	return result;
}
