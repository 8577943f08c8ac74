import { secretBoardFixture, twoSecretBoardsFixture } from '../fixtures.ts';
import { denied, FORBIDDEN, NOT_FOUND, OK } from '../outcomes.ts';
import { everyone, secretRead, secretSignedIn, signedIn } from '../presets.ts';
import type { Row } from '../row.ts';
import { resource } from '../row-kinds.ts';

/**
 * Boards and sections, aimed at a secret board (BRD, `board-access.ts`): members read; owners
 * and collaborators add, move and remove pins; only the owner edits, archives, merges, deletes
 * and manages sections. Everyone else meets a board that does not exist.
 */
const ownerOnly = secretSignedIn({ owner: OK, collaborator: FORBIDDEN });
const members = secretSignedIn({ owner: OK, collaborator: OK });

export const BOARD_ROWS: Row[] = [
	resource('BoardResource.get', {
		does: 'get the secret board',
		options: ({ w }) => ({ board_id: w.secret.board.id }),
		expect: secretRead(),
	}),
	resource('BoardResource.create', {
		does: 'create a secret board of their own',
		options: () => ({ name: 'My new board', privacy: 'secret' }),
		expect: signedIn(OK),
	}),
	resource('BoardResource.update', {
		does: 'change the description of a secret board',
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ board_id: fx.board!, description: 'Changed' }),
		expect: ownerOnly,
	}),
	resource('BoardResource.delete', {
		does: 'delete a secret board',
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ board_id: fx.board! }),
		expect: ownerOnly,
	}),
	resource('BoardsResource.get', {
		does: "list the owner's boards (the secret one for members only)",
		options: ({ w }) => ({ username: w.users.owner.username, privacy_filter: 'all' }),
		expect: everyone(OK),
	}),
	resource('BoardOrderResource.update', {
		does: "reorder the owner's boards, naming a secret board",
		fixture: secretBoardFixture,
		options: ({ w, fx }) => ({ board_ids: [fx.board!, w.public.board.id] }),
		// Only the owner's own boards may be named: the collaborator's too is "not yours".
		expect: secretSignedIn({ owner: OK, collaborator: NOT_FOUND }),
	}),
	resource('BoardArchiveResource.create', {
		does: 'archive a secret board',
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ board_id: fx.board! }),
		expect: ownerOnly,
	}),
	resource('BoardArchiveResource.delete', {
		does: 'unarchive a secret board',
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ board_id: fx.board! }),
		expect: ownerOnly,
	}),
	resource('BoardMergeResource.create', {
		does: 'merge a secret board into another secret board of the owner',
		fixture: twoSecretBoardsFixture,
		options: ({ fx }) => ({ source_board_id: fx.board!, target_board_id: fx.target! }),
		expect: ownerOnly,
	}),
	resource('BoardFollowResource.create', {
		does: 'follow a secret board',
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ board_id: fx.board! }),
		expect: secretSignedIn({ owner: denied(400, 'InvalidOptions'), collaborator: OK }),
	}),
	resource('BoardFollowResource.delete', {
		does: 'unfollow a secret board',
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ board_id: fx.board! }),
		expect: members,
	}),
	resource('BoardSensitivityScreenResource.delete', {
		does: "dismiss a secret board's sensitivity screen (a cookie; anyone who can read it)",
		options: ({ w }) => ({ board_id: w.secret.board.id }),
		expect: secretRead(),
		write: true,
	}),
	resource('BoardSectionResource.get', {
		does: 'get the section of the secret board',
		options: ({ w }) => ({ section_id: w.secret.section.id }),
		expect: secretRead(),
	}),
	resource('BoardSectionResource.create', {
		does: 'add a section to a secret board',
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ board_id: fx.board!, title: 'New section' }),
		expect: ownerOnly,
	}),
	resource('BoardSectionResource.update', {
		does: 'rename a section of a secret board',
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ section_id: fx.section!, title: 'Renamed section' }),
		expect: ownerOnly,
	}),
	resource('BoardSectionResource.delete', {
		does: 'delete a section of a secret board (and its pins)',
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ section_id: fx.section! }),
		expect: ownerOnly,
	}),
	resource('BoardSectionsResource.get', {
		does: 'list the sections of the secret board',
		options: ({ w }) => ({ board_id: w.secret.board.id }),
		expect: secretRead(),
	}),
	resource('BoardSectionsResource.update', {
		does: 'reorder the sections of a secret board',
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ board_id: fx.board!, section_ids: [fx.section!] }),
		expect: ownerOnly,
	}),
	resource('BoardSectionSuggestionsResource.get', {
		does: 'section name suggestions for the secret board',
		options: ({ w }) => ({ board_id: w.secret.board.id }),
		expect: ownerOnly,
	}),
	resource('BoardPinsMoveResource.create', {
		does: "move the owner's pin of a secret board into its section",
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ pin_ids: [fx.pin!], board_id: fx.board!, section_id: fx.section! }),
		expect: members,
	}),
	resource('BoardsFeedResource.get', {
		does: 'the pins of the secret board',
		options: ({ w }) => ({ board_id: w.secret.board.id }),
		expect: secretRead(),
	}),
];
