import { both, mediaFixture, secretBoardFixture } from '../fixtures.ts';
import { denied, OK } from '../outcomes.ts';
import { secretRead, secretSignedIn, signedIn } from '../presets.ts';
import type { Row } from '../row.ts';
import { resource } from '../row-kinds.ts';

/**
 * Pins, their marks and saving: every action aimed at a pin of a secret board. Members (owner,
 * collaborator) may read, react, favorite, save; only the pinner edits; owners and
 * collaborators remove pins (COL-04). Everyone else meets a pin that does not exist.
 */
const members = secretSignedIn({ owner: OK, collaborator: OK });

export const PIN_ROWS: Row[] = [
	resource('PinResource.get', {
		does: 'get the secret pin',
		options: ({ w }) => ({ id: w.secret.pin.id }),
		expect: secretRead(),
	}),
	resource('PinResource.create', {
		does: 'create a pin on a secret board, with an image of the actor',
		fixture: both(secretBoardFixture, mediaFixture),
		options: ({ fx }) => ({ board_id: fx.board!, media_id: fx.media!, title: 'New pin' }),
		expect: members,
	}),
	resource('PinResource.update', {
		does: "retitle the owner's pin on a secret board",
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ id: fx.pin!, title: 'Retitled' }),
		expect: secretSignedIn({ owner: OK, collaborator: denied(403, 'PinNotEditable') }),
	}),
	resource('PinResource.delete', {
		does: "delete the owner's pin on a secret board",
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ id: fx.pin! }),
		expect: members,
	}),
	resource('ReactionsResource.get', {
		does: 'list the reactions of the secret pin',
		options: ({ w }) => ({ pin_id: w.secret.pin.id }),
		expect: secretRead(),
	}),
	resource('ReactionsResource.create', {
		does: 'react to a pin of a secret board',
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ pin_id: fx.pin!, reaction_type: 1 }),
		expect: members,
	}),
	resource('ReactionsResource.delete', {
		does: 'remove a reaction from a pin of a secret board',
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ pin_id: fx.pin! }),
		expect: members,
	}),
	resource('PinFavoriteResource.create', {
		does: 'favorite a pin of a secret board',
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ pin_id: fx.pin! }),
		expect: members,
	}),
	resource('PinFavoriteResource.delete', {
		does: 'un-favorite a pin of a secret board',
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ pin_id: fx.pin! }),
		expect: members,
	}),
	resource('PinDoneResource.create', {
		does: 'mark a pin of a secret board done',
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ pin_id: fx.pin! }),
		expect: members,
	}),
	resource('PinDoneResource.delete', {
		does: 'unmark a pin of a secret board done',
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ pin_id: fx.pin! }),
		expect: members,
	}),
	resource('PinHideResource.create', {
		does: 'hide a pin of a secret board',
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ pin_id: fx.pin! }),
		expect: members,
	}),
	resource('PinHideResource.delete', {
		does: 'unhide a pin of a secret board',
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ pin_id: fx.pin! }),
		expect: members,
	}),
	resource('PinReportResource.create', {
		does: 'report a pin of a secret board',
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ pin_id: fx.pin!, reason: 'spam' }),
		expect: members,
	}),
	resource('RepinResource.get', {
		does: "the actor's own save of the secret pin",
		options: ({ w }) => ({ pin_id: w.secret.pin.id }),
		expect: members,
	}),
	resource('RepinResource.create', {
		does: 'save a public pin to a secret board',
		fixture: secretBoardFixture,
		options: ({ w, fx }) => ({ pin_id: w.public.pin.id, board_id: fx.board! }),
		expect: members,
	}),
	resource('RepinResource.delete', {
		does: "unsave the collaborator's pin on a secret board",
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ pin_id: fx.collaboratorPin! }),
		expect: secretSignedIn({
			owner: denied(404, 'NotSaved'),
			collaborator: denied(404, 'NotSaved'),
		}),
	}),
	resource('QuickSaveResource.create', {
		does: 'quick-save a pin of a secret board',
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ pin_id: fx.pin! }),
		expect: members,
	}),
	resource('BoardPickerBoardsShortlistResource.get', {
		does: "the actor's board picker (the secret board only for its members)",
		options: () => ({}),
		expect: signedIn(OK),
	}),
	resource('RelatedPinFeedResource.get', {
		does: 'More like this of the secret pin',
		options: ({ w }) => ({ pin_id: w.secret.pin.id }),
		expect: secretRead(),
	}),
	resource('VisualLiveSearchResource.get', {
		does: 'visual search from the secret pin',
		options: ({ w }) => ({ pin_id: w.secret.pin.id }),
		expect: secretRead(),
	}),
];
