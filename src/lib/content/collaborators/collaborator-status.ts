import type { CollaboratorStatus } from '../../platform/access/board-access.ts';

/**
 * Collaborator statuses and the rules that move between them (COL-02, COL-03). Pure: the
 * service applies these to rows inside a transaction.
 *
 * The database stores three states in `board_collaborators.status`; answers use the spec's names:
 *
 * | database     | answers          | meaning                                                   |
 * |--------------|------------------|-----------------------------------------------------------|
 * | (no row)     | `not_invited`    | no invite, no request; what deleting an entry leaves       |
 * | `invited`    | `new`            | the owner invited this user; waiting for them to accept   |
 * | `requested`  | `join_requested` | the user asked to join; waiting for the owner to approve  |
 * | `accepted`   | `accepted`       | a collaborator: reads the board, adds and removes pins    |
 */

/** The database's three states; the access kernel reads them (`findCollaboratorStatus`). */
export type StoredCollaboratorStatus = CollaboratorStatus;
export type CollaboratorStatusName = 'not_invited' | 'new' | 'join_requested' | 'accepted';

/** COL-04: what collaborators may do on a board, as invites and boards carry it. */
export const COLLABORATOR_ACCESS = ['write', 'delete'] as const;

/** The spec's status name for a stored status (null: no row). */
export function collaboratorStatusName(stored: string | null | undefined): CollaboratorStatusName {
	if (stored === 'invited') return 'new';
	if (stored === 'requested') return 'join_requested';
	if (stored === 'accepted') return 'accepted';
	return 'not_invited';
}

/**
 * The owner adds (invites) a user. COL-03: an existing entry keeps its status (an accepted
 * collaborator stays accepted, a pending invite or join request stays pending); only a user
 * with no entry (`not_invited`) gets a new invite.
 */
export function statusAfterInvite(
	current: StoredCollaboratorStatus | null,
): StoredCollaboratorStatus {
	return current ?? 'invited';
}

/**
 * A signed-in reader asks to join. An existing entry keeps its status (an invited user should
 * accept the invite instead; a collaborator already is one).
 */
export function statusAfterJoinRequest(
	current: StoredCollaboratorStatus | null,
): StoredCollaboratorStatus {
	return current ?? 'requested';
}

/**
 * The invited user accepts their invite (COL-02: `accepted`). Null when there is nothing to
 * accept: no entry, or the entry is the user's own join request (only the owner approves it).
 */
export function statusAfterAccept(
	current: StoredCollaboratorStatus | null,
): StoredCollaboratorStatus | null {
	if (current === 'invited' || current === 'accepted') return 'accepted';
	return null;
}

/**
 * The owner approves an entry (COL-02): a join request becomes `accepted`; an invite that is not
 * a join request stays `new` (it still waits for the invitee, who alone may accept it). Null when
 * there is no entry.
 */
export function statusAfterApprove(
	current: StoredCollaboratorStatus | null,
): StoredCollaboratorStatus | null {
	if (current === 'requested') return 'accepted';
	return current;
}
