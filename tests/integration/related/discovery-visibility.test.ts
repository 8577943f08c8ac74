import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPinForViewer } from '~/lib/content/pins/pins.service.server.ts';
import { relatedPinsPage } from '~/lib/discovery/related/related.service.server.ts';
import {
	productsPage,
	videoPinForViewer,
	videosPage,
} from '~/lib/discovery/shopping/shopping.service.server.ts';
import { saveMediaFeatures } from '~/lib/discovery/visual/visual.repository.server.ts';
import { visuallySimilarPins } from '~/lib/discovery/visual/visual-search.service.server.ts';
import { newId } from '~/lib/platform/db/ids.ts';
import { mediaStore } from '~/lib/platform/media/media-store.server.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * The discovery rule (`discoveryVisibleSql`) on every surface that uses it: related pins, visual
 * search, shopping, videos and the watch page. Two cases the pinner alone does not decide:
 * a collaborator's pin on a private profile's public board, and a pin whose board owner (not its
 * pinner) is in a block with the viewer. The home feed, interest feeds and sitemaps already
 * leave both out; these surfaces must agree.
 */

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let ada: U; // owner of the subject's board
let priv: U; // a private profile with a public board
let blocker: U; // owns a public board; blocks `viewer`
let collaborator: U; // a public profile pinning on `priv`'s and `blocker`'s boards
let viewer: U;
let interestId: string;
/** Ids by role. */
const p = {} as Record<'subject' | 'onPrivateBoard' | 'onBlockerBoard' | 'control', string>;
const kinds = {} as Record<
	'product' | 'video',
	Record<'onPrivateBoard' | 'onBlockerBoard' | 'control', string>
>;

/** One look for every pin of the test, so visual search ranks them all as equal. */
const FEATURES = { histogram: `ff${'00'.repeat(63)}`, dhash: '0f0f0f0f0f0f0f0f', buckets: [0] };
const product = JSON.stringify({
	product: { name: 'Lamp', offers: [{ price: '10.00', currency: 'USD', inStock: true }] },
});
const video = JSON.stringify({ video: { durationSeconds: 65 } });

async function mediaOf(pinId: string): Promise<string> {
	const row = await t.db
		.selectFrom('pins')
		.select('media_id')
		.where('id', '=', pinId)
		.executeTakeFirstOrThrow();
	return row.media_id;
}

beforeAll(async () => {
	t = await createTestDb();
	ada = await makeUser(t.db);
	priv = await makeUser(t.db, { is_private: 1 } as never);
	blocker = await makeUser(t.db);
	collaborator = await makeUser(t.db);
	viewer = await makeUser(t.db);
	interestId = newId();
	await t.db
		.insertInto('interests')
		.values({
			id: interestId,
			name: 'Lighting',
			slug: 'lighting',
			parent_id: null,
			is_category: 1,
			position: 0,
		})
		.execute();
	await t.db
		.insertInto('user_blocks')
		.values({ blocker_id: blocker.id, blocked_id: viewer.id, created_at: new Date().toISOString() })
		.execute();

	const adaBoard = await makeBoard(t.db, ada);
	const privBoard = await makeBoard(t.db, priv);
	const blockerBoard = await makeBoard(t.db, blocker);
	const otherBoard = await makeBoard(t.db, await makeUser(t.db));
	const byCollaborator = (board: typeof privBoard, extra: Record<string, unknown> = {}) =>
		makePin(t.db, board, { pinner_id: collaborator.id, title: 'Brass lamp', ...extra }).then(
			(r) => r.id,
		);

	p.subject = (await makePin(t.db, adaBoard, { title: 'Brass lamp' })).id;
	p.onPrivateBoard = await byCollaborator(privBoard);
	p.onBlockerBoard = await byCollaborator(blockerBoard);
	p.control = await byCollaborator(otherBoard);
	for (const [kind, json] of [
		['product', product],
		['video', video],
	] as const) {
		kinds[kind] = {
			onPrivateBoard: await byCollaborator(privBoard, { rich_metadata: json }),
			onBlockerBoard: await byCollaborator(blockerBoard, { rich_metadata: json }),
			control: await byCollaborator(otherBoard, { rich_metadata: json }),
		};
	}
	const all = [p.subject, p.onPrivateBoard, p.onBlockerBoard, p.control];
	await t.db
		.insertInto('pin_interests')
		.values(all.map((pin_id) => ({ pin_id, interest_id: interestId })))
		.execute();
	for (const id of all) await saveMediaFeatures(t.db, await mediaOf(id), FEATURES);
});
afterAll(async () => {
	await t?.destroy();
});

type Who = 'signed out' | 'viewer' | 'collaborator' | 'priv';
const viewerFor = (who: Who) =>
	who === 'signed out' ? null : viewerOf({ viewer, collaborator, priv }[who]);

async function relatedIds(who: Who): Promise<string[]> {
	const v = viewerFor(who);
	const subject = await getPinForViewer(t.db, v, p.subject);
	const page = await relatedPinsPage(t.db, subject!, { readerId: v?.id ?? null, pageSize: 50 });
	return page.pins.map((x) => x.id);
}
async function visualIds(who: Who): Promise<string[]> {
	const found = await visuallySimilarPins(t.db, mediaStore(), viewerFor(who), p.subject);
	return found!.results.map((r) => r.pin.id);
}

describe(`discovery visibility across surfaces on ${testDialect()}`, () => {
	it("FED-11: related pins leave out pins on a private profile's board and on the board of someone in a block", async () => {
		const anon = await relatedIds('signed out');
		expect(anon).toContain(p.control);
		expect(anon).toContain(p.onBlockerBoard);
		expect(anon).not.toContain(p.onPrivateBoard);
		const blocked = await relatedIds('viewer');
		expect(blocked).toContain(p.control);
		expect(blocked).not.toContain(p.onPrivateBoard);
		expect(blocked).not.toContain(p.onBlockerBoard);
		// The private profile still sees the pins on its own board.
		expect(await relatedIds('priv')).toContain(p.onPrivateBoard);
	});

	it('SRC-06: visual search leaves them out the same way', async () => {
		const anon = await visualIds('signed out');
		expect(anon).toContain(p.control);
		expect(anon).not.toContain(p.onPrivateBoard);
		const blocked = await visualIds('viewer');
		expect(blocked).toContain(p.control);
		expect(blocked).not.toContain(p.onPrivateBoard);
		expect(blocked).not.toContain(p.onBlockerBoard);
	});

	it('RTE-10/RTE-11: shopping, videos and the watch page leave them out the same way', async () => {
		for (const who of ['signed out', 'viewer'] as const) {
			const v = viewerFor(who);
			const products = (await productsPage(t.db, { viewer: v })).items.map((i) => i.pin.id);
			const videos = (await videosPage(t.db, { viewer: v })).items.map((i) => i.pin.id);
			expect(products, who).toContain(kinds.product.control);
			expect(videos, who).toContain(kinds.video.control);
			expect(products, who).not.toContain(kinds.product.onPrivateBoard);
			expect(videos, who).not.toContain(kinds.video.onPrivateBoard);
			expect(await videoPinForViewer(t.db, v, kinds.video.onPrivateBoard), who).toBeNull();
		}
		const v = viewerFor('viewer');
		expect((await productsPage(t.db, { viewer: v })).items.map((i) => i.pin.id)).not.toContain(
			kinds.product.onBlockerBoard,
		);
		expect(await videoPinForViewer(t.db, v, kinds.video.onBlockerBoard)).toBeNull();
		// Signed out, the blocker's board is an ordinary public board.
		expect(await videoPinForViewer(t.db, null, kinds.video.onBlockerBoard)).not.toBeNull();
	});
});
