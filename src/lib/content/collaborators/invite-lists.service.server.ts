import type { Kysely } from 'kysely';
import { personVisibleTo } from '../../platform/access/person-visibility.ts';
import { decodeBookmark, encodeBookmark } from '../../platform/db/bookmark.ts';
import type { Database } from '../../platform/db/database.ts';
import { loadCollabBoard, requireOwner } from './collab-board.server.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './collab-options.ts';
import type { BoardInvite } from './collaboration.ts';
import type { CollaboratorStatusName } from './collaborator-status.ts';
import { inviteRowToInvite } from './invite-model.server.ts';
import {
	type InviteRow,
	listBoardInviteRows,
	listInviteRowsForUser,
} from './invite-rows.repository.server.ts';

export interface InvitePage {
	data: BoardInvite[];
	/** Continues the list; null at the end. */
	bookmark: string | null;
}

/** One query per page: asks for one row more than the page to know whether a next page exists. */
async function page(
	load: (limit: number, before: string | undefined) => Promise<InviteRow[]>,
	key: (row: InviteRow) => string,
	options: { bookmark?: string | undefined; pageSize?: number | undefined },
	toInvite: (row: InviteRow) => BoardInvite = inviteRowToInvite,
): Promise<InvitePage> {
	const size = Math.min(Math.max(options.pageSize ?? DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
	const rows = await load(size + 1, decodeBookmark(options.bookmark)?.before);
	const more = rows.length > size;
	const shown = more ? rows.slice(0, size) : rows;
	const last = shown.at(-1);
	return {
		data: shown.map(toInvite),
		bookmark: more && last ? encodeBookmark({ before: key(last) }) : null,
	};
}

/** The viewer's pending invites (`new`), newest board first: what `/invited` lists. */
export function viewerInvitesPage(
	db: Kysely<Database>,
	viewerId: string,
	options: { bookmark?: string | undefined; pageSize?: number | undefined },
): Promise<InvitePage> {
	return page(
		(limit, before) => listInviteRowsForUser(db, viewerId, { limit, beforeBoardId: before }),
		(row) => row.board_id,
		options,
	);
}

const STORED: Record<Exclude<CollaboratorStatusName, 'not_invited'>, string> = {
	new: 'invited',
	join_requested: 'requested',
	accepted: 'accepted',
};

/**
 * A board's entries with one status. Accepted collaborators are listed to everyone who can read
 * the board (COL-06 shows them on the board anyway); pending invites and join requests only to
 * the owner. Deactivated and suspended members are left out (SET-12); a private profile is
 * listed by its name, without its picture, to anyone it is not visible to (SET-01).
 */
export async function boardEntriesPage(
	db: Kysely<Database>,
	viewerId: string,
	boardId: string,
	status: Exclude<CollaboratorStatusName, 'not_invited'>,
	options: { bookmark?: string | undefined; pageSize?: number | undefined },
): Promise<InvitePage> {
	const cb = await loadCollabBoard(db, boardId, viewerId);
	if (status === 'accepted') {
		if (!cb.access.read) requireOwner(cb, 'seeCollaborators');
	} else {
		requireOwner(cb, 'seePending');
	}
	return page(
		(limit, before) =>
			listBoardInviteRows(db, boardId, STORED[status], { limit, beforeUserId: before }),
		(row) => row.user_id,
		options,
		(row) => {
			const invite = inviteRowToInvite(row);
			const user = {
				id: row.user_id,
				status: row.user_status,
				is_private: row.user_is_private,
				owner_user_id: row.user_owner_user_id,
			};
			if (personVisibleTo(user, viewerId)) return invite;
			return { ...invite, invited_user: { ...invite.invited_user, image_medium_url: null } };
		},
	);
}
