import type { Kysely } from 'kysely';
import { displayName } from '../../identity/users/display-name.ts';
import { BOARD_PRIVACY_CODES } from '../../platform/access/board-access.ts';
import { config } from '../../platform/config/config.server.ts';
import type { Database } from '../../platform/db/database.ts';
import { type StoredVariants, variantsToImages } from '../../platform/media/image-sizes.ts';
import { boardPath, sectionlessPinCount } from './board.ts';
import {
	coverMediaRows,
	findPreviousSlug,
	isFollowingBoard,
	listCollaboratingUsers,
} from './boards.repository.server.ts';
import type { BoardForViewer } from './boards.service.server.ts';
import { listSectionRows } from './sections.repository.server.ts';

/** COL-04: what the viewer may do with the pins of a board, as answers list it. */
function accessList(found: Pick<BoardForViewer, 'access'>): ('write' | 'delete')[] {
	const out: ('write' | 'delete')[] = [];
	if (found.access.write) out.push('write');
	if (found.access.removePins) out.push('delete');
	return out;
}

/** BRD-07: the screen shown over a sensitive board until this viewer dismisses it. */
function sensitivityScreen(reason: string | null, dismissed: boolean) {
	return reason ? { reason, show_warning: !dismissed } : { reason: null, show_warning: false };
}

/**
 * BRD-01: a board as the API answers it, for a viewer who may read it. Secret details
 * (collaborators, pending transfer, archive time) go only to members; `privacy` is the BRD-02
 * number and `privacy_name` its name.
 */
export async function boardAnswer(
	db: Kysely<Database>,
	found: BoardForViewer,
	viewerId: string | null,
	options: { sensitivityDismissed: boolean },
): Promise<Record<string, unknown>> {
	const { board, access } = found;
	const [sections, followed, collaborators, covers, oldSlug] = await Promise.all([
		listSectionRows(db, board.id),
		viewerId ? isFollowingBoard(db, viewerId, board.id) : Promise.resolve(false),
		listCollaboratingUsers(db, board.id),
		coverMediaRows(db, board.id, board.coverPinId, {
			readerId: viewerId,
			member: access.role !== 'none',
		}),
		findPreviousSlug(db, board.id, board.slug),
	]);
	const base = config().MEDIA_BASE_URL;
	const images = covers.map((c) =>
		variantsToImages(base, c.storage_key, JSON.parse(c.variants) as StoredVariants),
	);
	const cover = images[0];
	return {
		type: 'board',
		id: board.id,
		entityId: board.id,
		node_id: board.id,
		name: board.name,
		description: board.description,
		url: board.url,
		oldSlugUrl: oldSlug ? boardPath(board.owner.username, oldSlug) : null,
		privacy: BOARD_PRIVACY_CODES[board.privacyName],
		privacy_name: board.privacyName,
		is_secret: board.privacy === 'secret',
		is_archived: board.isArchived,
		pin_count: board.pinCount,
		pinCount: board.pinCount,
		sectionless_pin_count: sectionlessPinCount(
			board.pinCount,
			sections.map((s) => s.pin_count),
		),
		section_count: board.sectionCount,
		sectionCount: board.sectionCount,
		follower_count: board.followerCount,
		followed_by_me: followed,
		owner: { id: board.owner.id, username: board.owner.username, full_name: board.owner.fullName },
		collaborator_count: board.collaboratorCount,
		collaborating_users: collaborators.map((u) => ({
			id: u.id,
			username: u.username,
			full_name: displayName(u),
		})),
		collaborated_by_me: access.role === 'collaborator',
		is_collaborative: board.isCollaborative,
		access: accessList(found),
		collaboratorPermissions: access.role === 'collaborator' ? accessList(found) : [],
		viewer_collaborator_join_requested: found.collaboratorStatus === 'requested',
		// COL-05: a flag, and only for the two people the offer concerns.
		pending_ownership_transfer:
			board.pendingOwnerId !== null &&
			(access.role === 'owner' || viewerId === board.pendingOwnerId),
		sensitivity: board.sensitivityReason,
		sensitivity_screen: sensitivityScreen(board.sensitivityReason, options.sensitivityDismissed),
		archived_by_me_at: access.role === 'owner' ? board.archivedAt : null,
		cover_pin: covers[0] ? { id: covers[0].id } : null,
		cover_images: cover ? { '222x': cover['236x'], '474x': cover['474x'] } : {},
		images: { '170x': images.map((i) => i['170x']) },
		image_thumbnail_url: cover ? cover['236x'].url : null,
		has_fresh_more_ideas_tab: false,
		created_at: board.createdAt,
		board_order_modified_at: null,
		last_pinned_at: board.lastPinnedAt,
	};
}
