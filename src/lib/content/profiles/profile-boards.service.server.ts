import type { Kysely } from 'kysely';
import { boardPrivacyName } from '../../platform/access/board-access.ts';
import type { Database } from '../../platform/db/database.ts';
import { boardCardImages } from '../boards/board-cover-images.server.ts';
import { type ProfileBoard, profileGroupOf } from './profile.ts';
import { listProfileBoardRows, type ProfileBoardRow } from './profile-boards.repository.server.ts';

function boardOfRow(
	row: ProfileBoardRow,
	ownerUsername: string,
	images: ProfileBoard['images'],
): ProfileBoard {
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
	// The cover (cover pin, else the newest pin) and the next newest, for the whole grid at once.
	const images = await boardCardImages(db, rows, viewerId);
	return rows.map((row) => boardOfRow(row, owner.username, images.get(row.id) ?? []));
}
