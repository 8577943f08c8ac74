import type { Kysely } from 'kysely';
import { BOARD_PRIVACY_CODES, boardPrivacyName } from '../../platform/access/board-access.ts';
import { config } from '../../platform/config/config.server.ts';
import type { Database } from '../../platform/db/database.ts';
import type { StoredVariants } from '../../platform/media/image-sizes.ts';
import {
	listSectionsOfBoards,
	listWritableBoards,
	SHORTLIST_LIMIT,
	type WritableBoardRow,
} from './board-shortlist.repository.server.ts';
import { type BoardShortlist, type PickerBoard, RECENT_BOARDS } from './board-shortlist.ts';

function thumbnail(row: WritableBoardRow): string | null {
	if (!row.media_storage_key || !row.media_variants) return null;
	const variants = JSON.parse(row.media_variants) as StoredVariants;
	const small = variants['60x60'] ?? variants['236x'];
	return small ? `${config().MEDIA_BASE_URL}/${row.media_storage_key}/${small.file}` : null;
}

/**
 * BRD-12: the board picker's boards for `viewerId` (`query` narrows by name, case-insensitive),
 * with their sections, in two queries.
 */
export async function boardShortlist(
	db: Kysely<Database>,
	viewerId: string,
	query?: string,
): Promise<BoardShortlist> {
	const rows = await listWritableBoards(db, viewerId, { query, limit: SHORTLIST_LIMIT });
	const sections = await listSectionsOfBoards(
		db,
		rows.filter((r) => r.section_count > 0).map((r) => r.id),
	);
	const byBoard = new Map<string, PickerBoard['sections']>();
	const boards = rows.map((row): PickerBoard => {
		const url = `/${row.owner_username}/${row.slug}/`;
		const own: PickerBoard['sections'] = [];
		byBoard.set(row.id, own);
		return {
			id: row.id,
			name: row.name,
			url,
			privacy: BOARD_PRIVACY_CODES[boardPrivacyName(row)],
			is_collaborative: row.is_collaborative === 1,
			role: row.owner_id === viewerId ? 'owner' : 'collaborator',
			owner: { id: row.owner_id, username: row.owner_username },
			pin_count: row.pin_count,
			section_count: row.section_count,
			last_pinned_at: row.last_pinned_at,
			image_thumbnail_url: thumbnail(row),
			sections: own,
		};
	});
	const urls = new Map(boards.map((b) => [b.id, b.url]));
	for (const s of sections) {
		byBoard
			.get(s.board_id)
			?.push({ id: s.id, title: s.title, url: `${urls.get(s.board_id)}${s.slug}/` });
	}
	return {
		boards_shortlist: boards,
		recent_boards: boards.filter((b) => b.last_pinned_at !== null).slice(0, RECENT_BOARDS),
	};
}
