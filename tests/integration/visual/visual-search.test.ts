import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillImageFeatures } from '~/lib/discovery/visual/backfill-features.server.ts';
import { hammingDistance } from '~/lib/discovery/visual/visual-distance.ts';
import { ingestImage } from '~/lib/platform/media/media.service.server.ts';
import { mediaStore } from '~/lib/platform/media/media-store.server.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';
import {
	cropped,
	FOREST,
	recoloured,
	SUNSET,
	sceneImage,
} from '../../unit/visual/visual-fixtures.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let owner: U;
let stranger: U;
/** Ids of the test's pins, by role. */
const pins = {} as Record<
	'nearDuplicate' | 'other' | 'query' | 'recoloured' | 'save' | 'secretCopy' | 'topHalf',
	string
>;

/** Stores `bytes` through the real pipeline and pins it on `board`. */
async function pinImage(board: { id: string; owner_id: string }, bytes: Buffer, title: string) {
	const stored = await ingestImage(t.db, mediaStore(), { ownerId: board.owner_id, bytes });
	return (await makePin(t.db, board, { media_id: stored.id, title })).id;
}

beforeAll(async () => {
	t = await createTestDb();
	owner = await makeUser(t.db);
	stranger = await makeUser(t.db);
	const board = await makeBoard(t.db, owner);
	const secret = await makeBoard(t.db, owner, { privacy: 'secret' });
	const sunset = await sceneImage(SUNSET, 400, 600);
	pins.query = await pinImage(board, sunset, 'Sunset');
	pins.other = await pinImage(board, await sceneImage(FOREST, 400, 600), 'Forest');
	pins.recoloured = await pinImage(
		board,
		await sceneImage(recoloured(SUNSET), 400, 600),
		'Recoloured',
	);
	pins.nearDuplicate = await pinImage(board, await sceneImage(SUNSET, 300, 450, 'jpeg'), 'Copy');
	pins.topHalf = await pinImage(board, await cropped(sunset, { x: 0, y: 0, w: 1, h: 0.5 }), 'Top');
	// The closest picture of all, but on a secret board: only its owner may find it.
	pins.secretCopy = await pinImage(secret, await sceneImage(SUNSET, 400, 600, 'jpeg'), 'Secret');
	// A save of the query's own picture is the same picture, never a result.
	const saver = await makeBoard(t.db, stranger);
	const media = await t.db
		.selectFrom('pins')
		.select('media_id')
		.where('id', '=', pins.query)
		.executeTakeFirstOrThrow();
	pins.save = (
		await makePin(t.db, saver, { media_id: media.media_id, origin_pin_id: pins.query })
	).id;
});
afterAll(async () => {
	await t?.destroy();
});

const search = (options: Record<string, unknown>, viewer: U | null = null) =>
	callResource(t.db, 'VisualLiveSearchResource', 'get', options, viewer ? viewerOf(viewer) : null);

describe(`VisualLiveSearchResource (SRC-06) on ${testDialect()}`, () => {
	it('stores features at upload: a histogram, a hash and colour buckets', async () => {
		const row = await t.db
			.selectFrom('pins as p')
			.innerJoin('media as m', 'm.id', 'p.media_id')
			.select(['m.id', 'm.color_histogram', 'm.dhash'])
			.where('p.id', '=', pins.query)
			.executeTakeFirstOrThrow();
		expect(row.color_histogram).toMatch(/^[0-9a-f]{128}$/);
		expect(row.dhash).toMatch(/^[0-9a-f]{16}$/);
		const buckets = await t.db
			.selectFrom('media_color_buckets')
			.select('bucket')
			.where('media_id', '=', row.id)
			.execute();
		expect(buckets.length).toBeGreaterThanOrEqual(1);
	});

	it('ranks the near-duplicate first and the recoloured picture below it; secret pins stay out', async () => {
		const res = await search({ pin_id: pins.query });
		expect(res.status).toBe(200);
		const ids: string[] = res.r.data.results.map((p: { id: string }) => p.id);
		expect(res.r.data.pin_id).toBe(pins.query);
		expect(ids[0]).toBe(pins.nearDuplicate);
		expect(ids).not.toContain(pins.secretCopy);
		expect(ids).not.toContain(pins.query);
		expect(ids).not.toContain(pins.save);
		const distance = (id: string) =>
			res.r.data.results.find((p: { id: string }) => p.id === id)?.visual_distance ?? 1;
		expect(distance(pins.nearDuplicate)).toBeLessThan(0.1);
		expect(distance(pins.recoloured)).toBeGreaterThan(distance(pins.nearDuplicate) * 4);
		// Results carry card fields but never name an original.
		expect(res.r.data.results[0]).toMatchObject({
			id: pins.nearDuplicate,
			images: expect.any(Object),
		});
		expect(res.r.data.results[0]).not.toHaveProperty('originPinId');
		// A stranger signed in sees the same; the owner also finds the secret copy.
		const strangerIds = (await search({ pin_id: pins.query }, stranger)).r.data.results.map(
			(p: { id: string }) => p.id,
		);
		expect(strangerIds).not.toContain(pins.secretCopy);
		const ownerIds = (await search({ pin_id: pins.query }, owner)).r.data.results.map(
			(p: { id: string }) => p.id,
		);
		expect(ownerIds.slice(0, 2).sort()).toEqual([pins.nearDuplicate, pins.secretCopy].sort());
	});

	it('searches by a crop of the picture, measured from the stored image', async () => {
		const top = { x: 0, y: 0, w: 1, h: 0.5 };
		const res = await search({ pin_id: pins.query, crop: top });
		expect(res.status).toBe(200);
		expect(res.r.data.crop).toEqual(top);
		expect(res.r.data.results[0].id).toBe(pins.topHalf);
		// The same crop as text.
		const text = await search({ pin_id: pins.query, crop: '0,0,1,0.5', page_size: 2 });
		expect(text.r.data.results.map((p: { id: string }) => p.id)[0]).toBe(pins.topHalf);
		expect(text.r.data.results).toHaveLength(2);
	});

	it('refuses bad crops and options, and answers 404 for pins the viewer may not see', async () => {
		for (const crop of [{ x: 0.8, y: 0, w: 0.5, h: 1 }, { x: 0, y: 0, w: 0.01, h: 1 }, 'nope']) {
			const res = await search({ pin_id: pins.query, crop });
			expect(res.status).toBe(400);
			expect(res.r.error.code).toBe('VisualCropInvalid');
		}
		expect(
			(await search({ pin_id: pins.query, crop: { x: 0, y: 0, w: 1, h: 1, z: 1 } })).status,
		).toBe(400);
		expect((await search({ pin_id: pins.query, colour: 'red' })).status).toBe(400);
		expect((await search({ pin_id: pins.secretCopy })).status).toBe(404);
		expect((await search({ pin_id: pins.secretCopy }, stranger)).status).toBe(404);
		expect((await search({ pin_id: pins.secretCopy }, owner)).status).toBe(200);
		expect((await search({ pin_id: '999999999' })).status).toBe(404);
	});

	it('backfills images stored before features existed, from their stored files', async () => {
		const mediaId = (
			await t.db
				.selectFrom('pins')
				.select('media_id')
				.where('id', '=', pins.other)
				.executeTakeFirstOrThrow()
		).media_id;
		const before = await t.db
			.selectFrom('media')
			.select(['color_histogram', 'dhash'])
			.where('id', '=', mediaId)
			.executeTakeFirstOrThrow();
		await t.db
			.updateTable('media')
			.set({ color_histogram: null, dhash: null })
			.where('id', '=', mediaId)
			.execute();
		await t.db.deleteFrom('media_color_buckets').where('media_id', '=', mediaId).execute();
		const report = await backfillImageFeatures(t.db, mediaStore(), { batchSize: 2 });
		expect(report.updated).toBeGreaterThanOrEqual(1);
		const after = await t.db
			.selectFrom('media')
			.select(['color_histogram', 'dhash'])
			.where('id', '=', mediaId)
			.executeTakeFirstOrThrow();
		expect(after.color_histogram).toMatch(/^[0-9a-f]{128}$/);
		// Measured from the stored (re-encoded) original: close to what the upload measured.
		expect(hammingDistance(after.dhash!, before.dhash!)).toBeLessThanOrEqual(4);
		const buckets = await t.db
			.selectFrom('media_color_buckets')
			.select('bucket')
			.where('media_id', '=', mediaId)
			.execute();
		expect(buckets.length).toBeGreaterThanOrEqual(1);
	});
});
