import type { Kysely } from 'kysely';
import { boardPrivacyName } from '../../platform/access/board-access.ts';
import { config } from '../../platform/config/config.server.ts';
import type { Database } from '../../platform/db/database.ts';
import type { ImageSize, StoredVariants } from '../../platform/media/image-sizes.ts';
import { compareIdsDesc, type ProfileBoard, profileGroupOf } from './profile.ts';
import {
	listBoardThumbRows,
	listProfileBoardRows,
	type ProfileBoardRow,
} from './profile-boards.repository.server.ts';

type CardImage = ProfileBoard['images'][number];

function cardImage(
	storageKey: string,
	variantsJson: string,
	color: string,
	size: ImageSize,
): CardImage | null {
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

function boardOfRow(
	row: ProfileBoardRow,
	ownerUsername: string,
	thumbs: { pin_id: string; storage_key: string; variants: string; dominant_color: string }[],
): ProfileBoard {
	// The cover: the chosen cover pin, else the newest pin; then the next newest as small tiles.
	const cover =
		row.cover_storage_key && row.cover_variants
			? cardImage(row.cover_storage_key, row.cover_variants, row.cover_color ?? '#efefef', '236x')
			: null;
	const rest = thumbs.filter((t) => t.pin_id !== row.cover_pin_id || !cover);
	const images: CardImage[] = [];
	if (cover) images.push(cover);
	for (const t of rest) {
		if (images.length >= 3) break;
		const size: ImageSize = images.length === 0 ? '236x' : '136x136';
		const img = cardImage(t.storage_key, t.variants, t.dominant_color, size);
		if (img) images.push(img);
	}
	return {
		id: row.id,
		name: row.name,
		url: `/${ownerUsername}/${row.slug}/`,
		description: row.description,
		pinCount: row.pin_count,
		sectionCount: row.section_count,
		followerCount: row.follower_count,
		privacy: boardPrivacyName(row),
		profileGroup: profileGroupOf(row),
		onProfile: true,
		isCollaborative: row.is_collaborative === 1,
		lastPinnedAt: row.last_pinned_at,
		images,
	};
}

/**
 * BRD-15: the boards on a profile for this viewer, in the owner's order, with cover images
 * (two queries for the whole grid). Strangers get public boards only.
 */
export async function profileBoards(
	db: Kysely<Database>,
	owner: { id: string; username: string },
	viewerId: string | null,
): Promise<ProfileBoard[]> {
	const rows = await listProfileBoardRows(db, owner.id, viewerId);
	const thumbRows = await listBoardThumbRows(
		db,
		rows.map((r) => r.id),
		3,
		viewerId,
	);
	const byBoard = new Map<string, typeof thumbRows>();
	thumbRows.sort((a, b) => compareIdsDesc(a.board_sort, b.board_sort));
	for (const t of thumbRows) {
		const list = byBoard.get(t.board_id) ?? [];
		list.push(t);
		byBoard.set(t.board_id, list);
	}
	return rows.map((row) => boardOfRow(row, owner.username, byBoard.get(row.id) ?? []));
}
