import {
	both,
	joinRequestFixture,
	ownershipOfferFixture,
	secretBoardFixture,
	strangerFixture,
} from '../fixtures.ts';
import { denied, FORBIDDEN, NOT_FOUND, OK } from '../outcomes.ts';
import { secretSignedIn } from '../presets.ts';
import type { Row } from '../row.ts';
import { resource } from '../row-kinds.ts';

/**
 * Collaborators of a secret board (COL-01..06): the owner invites, approves, removes and offers
 * ownership; a collaborator may leave and answer an offer made to them; nobody else learns the
 * board exists, and nobody joins a secret board without the owner's invite.
 */
export const COLLABORATOR_ROWS: Row[] = [
	resource('BoardInviteResource.get', {
		does: "the secret board's accepted collaborators",
		options: ({ w }) => ({ board_id: w.secret.board.id, status: 'accepted' }),
		expect: secretSignedIn({ owner: OK, collaborator: OK }),
	}),
	resource('BoardInviteResource.create', {
		does: 'invite a new account to a secret board',
		fixture: both(secretBoardFixture, strangerFixture),
		options: ({ fx }) => ({ board_id: fx.board!, username: fx.username! }),
		expect: secretSignedIn({ owner: OK, collaborator: FORBIDDEN }),
	}),
	resource('BoardInviteResource.update', {
		does: 'accept an invite to a secret board that was never sent to them',
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ board_id: fx.board! }),
		// The owner has no invite to answer; the collaborator's accepted entry answers as it is.
		expect: secretSignedIn({ owner: NOT_FOUND, collaborator: OK }),
	}),
	resource('BoardInviteResource.delete', {
		does: 'cancel the collaborator of a secret board (their own entry, for the collaborator)',
		fixture: secretBoardFixture,
		options: ({ w, fx }) => ({ board_id: fx.board!, user_id: w.users.collaborator.id }),
		expect: secretSignedIn({ owner: OK, collaborator: OK }),
	}),
	resource('BoardJoinRequestResource.create', {
		does: 'ask to join a secret board',
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ board_id: fx.board! }),
		// The collaborator's accepted entry is kept as it is (COL-03).
		expect: secretSignedIn({ owner: denied(400, 'CollaboratorIsOwner'), collaborator: OK }),
	}),
	resource('BoardJoinRequestResource.update', {
		does: "approve someone's request to join a secret board",
		fixture: joinRequestFixture,
		options: ({ fx }) => ({ board_id: fx.board!, user_id: fx.joiner! }),
		expect: secretSignedIn({ owner: OK, collaborator: FORBIDDEN }),
	}),
	resource('BoardJoinRequestResource.delete', {
		does: "deny someone's request to join a secret board",
		fixture: joinRequestFixture,
		options: ({ fx }) => ({ board_id: fx.board!, user_id: fx.joiner! }),
		expect: secretSignedIn({ owner: OK, collaborator: FORBIDDEN }),
	}),
	resource('BoardCollaboratorResource.get', {
		does: "the secret board's collaborators",
		options: ({ w }) => ({ board_id: w.secret.board.id }),
		expect: secretSignedIn({ owner: OK, collaborator: OK }),
	}),
	resource('BoardCollaboratorResource.delete', {
		does: 'remove another collaborator (the limited account) from a secret board',
		fixture: secretBoardFixture,
		options: ({ w, fx }) => ({ board_id: fx.board!, user_id: w.users.limited.id }),
		expect: secretSignedIn({ owner: OK, collaborator: FORBIDDEN }),
	}),
	resource('BoardOwnershipTransferResource.get', {
		does: 'the ownership offer state of the secret board',
		options: ({ w }) => ({ board_id: w.secret.board.id }),
		expect: secretSignedIn({ owner: OK, collaborator: OK }),
	}),
	resource('BoardOwnershipTransferResource.create', {
		does: 'offer a secret board to its collaborator',
		fixture: secretBoardFixture,
		options: ({ w, fx }) => ({ board_id: fx.board!, user_id: w.users.collaborator.id }),
		expect: secretSignedIn({ owner: OK, collaborator: FORBIDDEN }),
	}),
	resource('BoardOwnershipTransferResource.update', {
		does: 'accept the ownership of a secret board offered to the collaborator',
		fixture: ownershipOfferFixture,
		options: ({ fx }) => ({ board_id: fx.board! }),
		expect: secretSignedIn({ owner: NOT_FOUND, collaborator: OK }),
	}),
	resource('BoardOwnershipTransferResource.delete', {
		does: 'cancel (owner) or decline (collaborator) an ownership offer of a secret board',
		fixture: ownershipOfferFixture,
		options: ({ fx }) => ({ board_id: fx.board! }),
		expect: secretSignedIn({ owner: OK, collaborator: OK }),
	}),
];
