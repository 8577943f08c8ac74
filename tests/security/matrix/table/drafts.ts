import { secretBoardFixture } from '../fixtures.ts';
import { NOT_FOUND, OK } from '../outcomes.ts';
import { secretSignedIn, signedIn } from '../presets.ts';
import type { Row } from '../row.ts';
import { resource } from '../row-kinds.ts';
import { ownerDraftFixture } from './draft-fixture.ts';

/**
 * Pin drafts (`src/lib/content/drafts`): a draft is its owner's alone. Every other actor, the
 * secret board's collaborator and the owner's linked business included, meets a draft that does
 * not exist (404, never 403). Creating a draft on the secret board follows the board's rule
 * (members may add pins). Each draft is a fresh one of the owner, on a fresh secret board, with
 * a picture of the owner and canary texts, ready to publish (`draft-fixture.ts`).
 */

const ownerOnly = secretSignedIn({ owner: OK, collaborator: NOT_FOUND });

export const DRAFT_ROWS: Row[] = [
	resource('PinDraftResource.get', {
		does: "get the owner's draft for the secret board",
		fixture: ownerDraftFixture,
		options: ({ fx }) => ({ id: fx.draft! }),
		expect: ownerOnly,
	}),
	resource('PinDraftResource.create', {
		does: 'start a draft for a secret board',
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ board_id: fx.board! }),
		expect: secretSignedIn({ owner: OK, collaborator: OK }),
	}),
	resource('PinDraftResource.update', {
		does: "change the owner's draft for the secret board",
		fixture: ownerDraftFixture,
		options: ({ fx }) => ({ id: fx.draft!, fields: { alt_text: 'Changed' } }),
		expect: ownerOnly,
	}),
	resource('PinDraftResource.delete', {
		does: "delete the owner's draft for the secret board",
		fixture: ownerDraftFixture,
		options: ({ fx }) => ({ id: fx.draft! }),
		expect: ownerOnly,
	}),
	resource('PinDraftsResource.get', {
		does: "the actor's own drafts",
		options: () => ({}),
		expect: signedIn(OK),
	}),
	resource('PinDraftPublishResource.create', {
		does: "publish the owner's draft to the secret board",
		fixture: ownerDraftFixture,
		options: ({ fx }) => ({ id: fx.draft! }),
		expect: ownerOnly,
	}),
];
