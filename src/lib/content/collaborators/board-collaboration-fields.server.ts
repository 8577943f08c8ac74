import type { Kysely } from 'kysely';
import { avatarUrl } from '../../identity/users/avatar.server.ts';
import { fullName } from '../../identity/users/display-name.ts';
import { personVisibleTo } from '../../platform/access/person-visibility.ts';
import type { Database } from '../../platform/db/database.ts';
import type { InviteUser } from './collaboration.ts';
import { COLLABORATOR_ACCESS } from './collaborator-status.ts';
import { listEntryStatusesOf, listMembersWithAvatars } from './collaborators.repository.server.ts';

/** The board columns these fields are made from (any board row or model has them). */
export interface CollaborationBoardInput {
	id: string;
	owner_id: string;
	collaborator_count: number;
	is_collaborative: number;
	pending_owner_id: string | null;
}

/** COL-05, COL-06: what a board answer says about collaboration, for one viewer. */
export interface BoardCollaborationFields {
	collaborator_count: number;
	is_collaborative: boolean;
	/**
	 * Accepted collaborators, oldest first (at most `COLLABORATING_USERS_LIMIT`), without
	 * deactivated or suspended accounts; private profiles by name, without their picture.
	 */
	collaborating_users: InviteUser[];
	/** The viewer is an accepted collaborator (not the owner). */
	collaborated_by_me: boolean;
	/** The viewer asked to join and waits for the owner. */
	viewer_collaborator_join_requested: boolean;
	/** The viewer has a pending invite to this board. */
	viewer_collaborator_invited: boolean;
	/**
	 * An ownership transfer is pending. Only the owner and the collaborator it was offered to
	 * learn this; everyone else sees false.
	 */
	pending_ownership_transfer: boolean;
	/** COL-04: what collaborators may do on the board. */
	collaboratorPermissions: string[];
}

const COLLABORATING_USERS_LIMIT = 50;

/**
 * The collaboration fields of many boards for one viewer, in two queries whatever the number
 * of boards (no N+1): the viewer's own entries, and the boards' accepted collaborators.
 * The caller has already checked that the viewer may read each board.
 */
export async function boardCollaborationFields(
	db: Kysely<Database>,
	boards: readonly CollaborationBoardInput[],
	viewerId: string | null,
): Promise<Map<string, BoardCollaborationFields>> {
	const out = new Map<string, BoardCollaborationFields>();
	if (boards.length === 0) return out;
	const ids = boards.map((b) => b.id);
	const collaborative = boards.filter((b) => b.collaborator_count > 0).map((b) => b.id);
	const [mine, users] = await Promise.all([
		viewerId ? listEntryStatusesOf(db, viewerId, ids) : Promise.resolve([]),
		collaborative.length ? listMembersWithAvatars(db, collaborative) : Promise.resolve([]),
	]);
	const statusOf = new Map(mine.map((r) => [r.board_id, r.status]));
	const usersOf = new Map<string, InviteUser[]>();
	for (const u of users) {
		const list = usersOf.get(u.board_id) ?? [];
		if (list.length >= COLLABORATING_USERS_LIMIT) continue;
		list.push({
			id: u.id,
			username: u.username,
			full_name: fullName(u),
			// A private profile shows others its name only (SET-01).
			image_medium_url: personVisibleTo(u, viewerId)
				? avatarUrl(u.storage_key, u.variants, '136x136')
				: null,
		});
		usersOf.set(u.board_id, list);
	}
	for (const board of boards) {
		const status = statusOf.get(board.id) ?? null;
		const involved =
			viewerId !== null && (viewerId === board.owner_id || board.pending_owner_id === viewerId);
		out.set(board.id, {
			collaborator_count: board.collaborator_count,
			is_collaborative: board.is_collaborative === 1,
			collaborating_users: usersOf.get(board.id) ?? [],
			collaborated_by_me: status === 'accepted',
			viewer_collaborator_join_requested: status === 'requested',
			viewer_collaborator_invited: status === 'invited',
			pending_ownership_transfer: involved && board.pending_owner_id !== null,
			collaboratorPermissions: [...COLLABORATOR_ACCESS],
		});
	}
	return out;
}
