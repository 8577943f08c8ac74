import { nameOf } from '../../identity/users/display-name.sql.server.ts';
import { displayName } from '../../identity/users/display-name.ts';
import { type BoardAccessInput, boardPrivacyName } from '../../platform/access/board-access.ts';
import type { BoardSectionRow } from '../../platform/db/database.ts';
import { type Board, type BoardSection, boardPath, sectionPath } from './board.ts';
import type { BoardJoinedRow } from './boards.repository.server.ts';

/** Row → domain board: the one place that reads board rows. */
export function boardRowToBoard(row: BoardJoinedRow): Board {
	const fullName = displayName(nameOf(row, 'owner_'));
	return {
		id: row.id,
		name: row.name,
		slug: row.slug,
		description: row.description,
		privacy: row.privacy === 'secret' ? 'secret' : 'public',
		privacyName: boardPrivacyName(row),
		isArchived: row.is_archived === 1,
		archivedAt: row.archived_at,
		isCollaborative: row.is_collaborative === 1,
		coverPinId: row.cover_pin_id,
		pinCount: Math.max(0, row.pin_count),
		sectionCount: Math.max(0, row.section_count),
		followerCount: Math.max(0, row.follower_count),
		collaboratorCount: Math.max(0, row.collaborator_count),
		createdAt: row.created_at,
		lastPinnedAt: row.last_pinned_at,
		sensitivityReason: row.sensitivity_reason,
		pendingOwnerId: row.pending_owner_id,
		position: row.position,
		owner: {
			id: row.owner_id,
			username: row.owner_username,
			fullName,
			url: `/${row.owner_username}/`,
		},
		url: boardPath(row.owner_username, row.slug),
	};
}

/** A board row (of `boards`, or a join naming its columns so) as the access rules read it. */
export function boardStateOfRow(row: {
	owner_id: string;
	privacy: string;
	is_archived: number;
}): BoardAccessInput {
	return { ownerId: row.owner_id, privacy: row.privacy, isArchived: row.is_archived === 1 };
}

export function sectionRowToSection(
	row: BoardSectionRow,
	board: Pick<Board, 'owner' | 'slug'>,
): BoardSection {
	return {
		id: row.id,
		boardId: row.board_id,
		title: row.title,
		slug: row.slug,
		position: row.position,
		pinCount: Math.max(0, row.pin_count),
		url: sectionPath(board.owner.username, board.slug, row.slug),
	};
}
