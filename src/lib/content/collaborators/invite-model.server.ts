import { avatarUrl } from '../../identity/users/avatar.server.ts';
import { nameOf } from '../../identity/users/display-name.sql.server.ts';
import { fullName } from '../../identity/users/display-name.ts';
import { BOARD_PRIVACY_CODES, boardPrivacyName } from '../../platform/access/board-access.ts';
import { boardPath } from '../boards/board.ts';
import type { BoardInvite, RemovedInvite } from './collaboration.ts';
import { COLLABORATOR_ACCESS, collaboratorStatusName } from './collaborator-status.ts';
import type { InviteRow } from './invite-rows.repository.server.ts';

export function inviteRowToInvite(row: InviteRow): BoardInvite {
	const privacy =
		BOARD_PRIVACY_CODES[
			boardPrivacyName({
				privacy: row.board_privacy,
				is_archived: row.board_is_archived,
				is_collaborative: row.board_is_collaborative,
			})
		];
	return {
		id: `${row.board_id}-${row.user_id}`,
		board: {
			id: row.board_id,
			name: row.board_name,
			url: boardPath(row.owner_username, row.board_slug),
			privacy,
			owner: {
				id: row.owner_id,
				username: row.owner_username,
				full_name: fullName(nameOf(row, 'owner_')),
			},
		},
		invited_user: {
			id: row.user_id,
			username: row.user_username,
			full_name: fullName(nameOf(row, 'user_')),
			image_medium_url: avatarUrl(row.user_avatar_key, row.user_avatar_variants, '136x136'),
		},
		invited_by_user:
			row.inviter_id && row.inviter_username
				? {
						id: row.inviter_id,
						username: row.inviter_username,
						full_name: fullName(nameOf(row, 'inviter_')),
					}
				: null,
		status: collaboratorStatusName(row.status),
		access: [...COLLABORATOR_ACCESS],
		is_join_request: row.status === 'requested',
		created_at: row.created_at,
	};
}

/** What a deleted entry answers (COL-02: `not_invited`). */
export function removedInvite(boardId: string, userId: string): RemovedInvite {
	return {
		id: `${boardId}-${userId}`,
		board: { id: boardId },
		invited_user: { id: userId },
		status: 'not_invited',
	};
}
