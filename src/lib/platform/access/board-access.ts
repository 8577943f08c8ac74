/**
 * Who may do what with a board: the one rule every surface (pages, resources, feeds, search,
 * counts, sitemaps, JSON-LD, notifications) follows.
 *
 * - Public, live boards and their pins are readable by everyone.
 * - Secret and archived boards, and their pins, are readable only by the owner and accepted
 *   collaborators. Everyone else gets "not found", never "forbidden", so existence does not leak.
 * - The owner and accepted collaborators add and remove pins (COL-04: access `write`, `delete`);
 *   nobody saves into an archived board until it is unarchived.
 * - Only the owner edits the board (name, privacy, sections order, cover, archive), manages
 *   collaborators' invites, and deletes it.
 */

export type CollaboratorStatus = 'invited' | 'requested' | 'accepted';

/** A stored `board_collaborators.status`, tolerating unknown text as "no entry" (null). */
export function parseCollaboratorStatus(
	value: string | null | undefined,
): CollaboratorStatus | null {
	return value === 'invited' || value === 'requested' || value === 'accepted' ? value : null;
}

/**
 * The board fields these rules read, in the domain's shape: a pin's `board` is one as it is, a
 * `Board` with `ownerId: board.owner.id`, and a repository maps its row (`boardStateOfRow` in
 * `content/boards/board-row.server.ts`), so no caller rebuilds the rule on its own fields.
 */
export interface BoardAccessInput {
	ownerId: string;
	/** `public` or `secret`. */
	privacy: string;
	isArchived: boolean;
}

type BoardRole = 'owner' | 'collaborator' | 'none';

export interface BoardAccess {
	role: BoardRole;
	/** See the board and its pins. */
	read: boolean;
	/** Save (add) pins to it, and move pins within it. */
	write: boolean;
	/** Remove any pin from it (collaborators too, COL-04). */
	removePins: boolean;
	/** Rename, describe, change privacy, cover, sections, archive, merge. */
	edit: boolean;
	/** Delete the board. */
	delete: boolean;
}

/** The role of `viewerId` on a board, given their collaborator row's status (or null). */
function boardRole(
	board: Pick<BoardAccessInput, 'ownerId'>,
	viewerId: string | null,
	collaboratorStatus: string | null,
): BoardRole {
	if (viewerId === null) return 'none';
	if (viewerId === board.ownerId) return 'owner';
	return collaboratorStatus === 'accepted' ? 'collaborator' : 'none';
}

export function boardAccess(
	board: BoardAccessInput,
	viewerId: string | null,
	collaboratorStatus: string | null,
): BoardAccess {
	const role = boardRole(board, viewerId, collaboratorStatus);
	const member = role !== 'none';
	return {
		role,
		read: member || isBoardPublic(board),
		write: member && !board.isArchived,
		removePins: member,
		edit: role === 'owner',
		delete: role === 'owner',
	};
}

/**
 * Whether strangers may see the board: public and live (not archived). Whether its owner is
 * visible to all is the person rule's to add (`person-visibility.ts`).
 */
export function isBoardPublic(board: Pick<BoardAccessInput, 'privacy' | 'isArchived'>): boolean {
	return board.privacy === 'public' && !board.isArchived;
}

/** BRD-02: the spec's privacy names and numbers. */
export const BOARD_PRIVACY_CODES = { NONE: 0, ARCHIVED: 1, GROUP: 2, SECRET: 3 } as const;
export type BoardPrivacyName = keyof typeof BOARD_PRIVACY_CODES;

/** BRD-02: the privacy name of a board as answers carry it. */
export function boardPrivacyName(board: {
	privacy: string;
	is_archived: number;
	is_collaborative: number;
}): BoardPrivacyName {
	if (board.is_archived === 1) return 'ARCHIVED';
	if (board.privacy === 'secret') return 'SECRET';
	if (board.is_collaborative === 1) return 'GROUP';
	return 'NONE';
}

/**
 * Reads a privacy option: `public`/`secret` or the spec's names and numbers (BRD-02). `GROUP`
 * is a public board (collaborators come by invitation); `ARCHIVED` is not a privacy one sets
 * (archive is its own action), so it is refused here. Null when not understood.
 */
export function parseBoardPrivacy(value: string | number): 'public' | 'secret' | null {
	const v = String(value).trim().toUpperCase();
	if (v === 'PUBLIC' || v === 'NONE' || v === '0' || v === 'GROUP' || v === '2') return 'public';
	if (v === 'SECRET' || v === '3' || v === 'PROTECTED') return 'secret';
	return null;
}
