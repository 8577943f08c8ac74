import type { CollaboratorStatusName } from './collaborator-status.ts';

/**
 * The shapes collaboration answers carry (server answers and the islands that read them). Plain
 * types, no I/O: safe to import from islands.
 */

/** A person as invites show them: public fields only (never an email address). */
export interface InviteUser {
	id: string;
	username: string;
	full_name: string;
	image_medium_url: string | null;
}

/** COL-01: a collaborator invite (also a join request or an accepted collaborator's entry). */
export interface BoardInvite {
	/** `{boardId}-{userId}`. */
	id: string;
	board: {
		id: string;
		name: string;
		url: string;
		/** BRD-02 numeric code. */
		privacy: number;
		owner: Omit<InviteUser, 'image_medium_url'>;
	};
	invited_user: InviteUser;
	/** Who invited them; null for a join request (the user asked). */
	invited_by_user: Omit<InviteUser, 'image_medium_url'> | null;
	/** COL-02 name; see `collaborator-status.ts`. */
	status: CollaboratorStatusName;
	/** COL-04: what collaborators may do. */
	access: string[];
	is_join_request: boolean;
	created_at: string;
}

/** What a removed entry answers (COL-02). */
export interface RemovedInvite {
	id: string;
	board: { id: string };
	invited_user: { id: string };
	status: 'not_invited';
}

export interface OwnershipTransferState {
	board_id: string;
	owner_id: string;
	/** The board's address (it changes when the owner does). */
	url: string;
	/** The collaborator the board is offered to; null when no transfer is pending. */
	pending_owner_id: string | null;
	pending_ownership_transfer: boolean;
}

/** What the viewer learns about a board's ownership: the offer only when it involves them. */
export interface ViewerOwnershipState extends OwnershipTransferState {
	viewer_id: string;
	viewer_role: 'owner' | 'collaborator' | 'none';
}
