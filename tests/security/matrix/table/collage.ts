import sharp from 'sharp';
import { ingestImage } from '~/lib/platform/media/media.service.server.ts';
import { mediaStore } from '~/lib/platform/media/media-store.server.ts';
import { makeBoard } from '../../../helpers/builders.ts';
import type { Actor } from '../actors.ts';
import { secretBoardFixture } from '../fixtures.ts';
import { OK, PAGE_404 } from '../outcomes.ts';
import { secretSignedIn, signedInPage } from '../presets.ts';
import type { Fixture, Row } from '../row.ts';
import { resource, route } from '../row-kinds.ts';
import type { World } from '../world.ts';

/**
 * The collage tool (BLD-21): `CollageResource` create draws cut-outs of Pins the caller may
 * read onto a board they may add to, so it is aimed at the secret board twice: as the target
 * board, and as the home of the source Pin (on the caller's own board). Members may do both;
 * everyone else meets a board or Pin that does not exist. The page is for people in the
 * collage experiment; with experiments off (`?disable_experiments`, LOG-09) nobody is, so
 * every signed-in actor gets the 404 page (who is in it depends on random ids; the e2e test
 * and `tests/integration/collage` cover the way in).
 */

/** A secret board fixture whose owner's pin has a real stored picture (the collage reads it). */
async function secretBoardWithPicture(w: World): Promise<Fixture> {
	const fx = await secretBoardFixture(w);
	const bytes = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#3a7' } })
		.png()
		.toBuffer();
	const image = await ingestImage(w.db, mediaStore(), { ownerId: w.users.owner.id, bytes });
	await w.db.updateTable('pins').set({ media_id: image.id }).where('id', '=', fx.pin!).execute();
	return fx;
}

/** The above, and a board of the actor's own to pin the collage to (anonymous: the owner's). */
async function ownBoardAndSecretSource(w: World, actor: Actor): Promise<Fixture> {
	const fx = await secretBoardWithPicture(w);
	const user = actor === 'anonymous' ? w.users.owner : w.users[actor];
	const board = await makeBoard(w.db, user);
	return { ...fx, ownBoard: board.id };
}

const item = (pinId: string) => ({
	source: { pin_id: pinId },
	crop: { x: 0, y: 0, w: 1, h: 0.5 },
	x: 0.1,
	y: 0.1,
	scale: 0.5,
	z: 0,
});

export const COLLAGE_ROWS: Row[] = [
	resource('CollageResource.create', {
		does: 'publish a collage of a secret pin to its secret board',
		fixture: secretBoardWithPicture,
		options: ({ fx }) => ({ board_id: fx.board!, title: 'Collage', items: [item(fx.pin!)] }),
		expect: secretSignedIn({ owner: OK, collaborator: OK }),
	}),
	resource('CollageResource.create', {
		does: "publish a collage of a secret pin to the caller's own board",
		fixture: ownBoardAndSecretSource,
		options: ({ fx }) => ({ board_id: fx.ownBoard!, title: 'Collage', items: [item(fx.pin!)] }),
		expect: secretSignedIn({ owner: OK, collaborator: OK }),
	}),
	route('GET /collage-creation-tool', {
		does: 'the collage tool, with experiments off',
		path: () => '/collage-creation-tool?disable_experiments',
		expect: signedInPage(PAGE_404),
	}),
];
