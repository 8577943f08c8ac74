import type { AstroCookies } from 'astro';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollage } from '~/lib/content/collage/collage.service.server.ts';
import { collageDescription } from '~/lib/content/collage/collage-credits.ts';
import { loadCollagePage } from '~/lib/content/collage/collage-page.server.ts';
import { assignGroup } from '~/lib/growth/experiments/assignment.ts';
import { isEnabledGroup } from '~/lib/growth/experiments/experiment-groups.ts';
import { experimentGroup } from '~/lib/growth/experiments/experiments.server.ts';
import { COLLAGE_CREATION_EXPERIMENT, findExperiment } from '~/lib/growth/experiments/registry.ts';
import { newId } from '~/lib/platform/db/ids.ts';
import type { StoredVariants } from '~/lib/platform/media/image-sizes.ts';
import { ingestImage } from '~/lib/platform/media/media.service.server.ts';
import { type MediaStore, mediaStore } from '~/lib/platform/media/media-store.server.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let ana: U; // pins a red and green picture on a public board
let ben: U; // pins a blue picture on a public board and a secret one
let cat: U; // makes collages
let catBoard: { id: string; owner_id: string };
let anaPin: { id: string };
let benPin: { id: string };
let benSecretPin: { id: string };
let catUpload: string;
let benUpload: string;

/** A solid picture, or one whose left half is `color` and right half `right`. */
async function picture(width: number, height: number, color: string, right?: string) {
	const base = sharp({ create: { width, height, channels: 3, background: color } });
	if (!right) return base.png().toBuffer();
	const half = await sharp({
		create: { width: width / 2, height, channels: 3, background: right },
	})
		.png()
		.toBuffer();
	return base
		.composite([{ input: half, left: width / 2, top: 0 }])
		.png()
		.toBuffer();
}

async function stored(ownerId: string | null, bytes: Buffer) {
	return (await ingestImage(t.db, mediaStore(), { ownerId, bytes })).id;
}

/** A user whose id puts them in the collage experiment's `enabled` group, or not. */
async function userInExperiment(enabled: boolean) {
	const spec = findExperiment(COLLAGE_CREATION_EXPERIMENT)!;
	for (;;) {
		const id = newId();
		if (isEnabledGroup(assignGroup(spec, `user:${id}`)) === enabled) return makeUser(t.db, { id });
	}
}

const collage = (options: Record<string, unknown>, user: U | null = cat) =>
	callResource(t.db, 'CollageResource', 'create', options, user ? viewerOf(user) : null);

const whole = { x: 0, y: 0, w: 1, h: 1 };
const item = (source: Record<string, string>, extra: Record<string, unknown> = {}) => ({
	source,
	crop: whole,
	x: 0,
	y: 0,
	scale: 0.5,
	z: 0,
	...extra,
});

/** What a refused call must leave alone: rows of pins, media and colour buckets. */
async function counts() {
	const n = async (table: 'pins' | 'media' | 'media_color_buckets') =>
		Number(
			(
				await t.db
					.selectFrom(table)
					.select((eb) => eb.fn.countAll().as('n'))
					.executeTakeFirstOrThrow()
			).n,
		);
	return {
		pins: await n('pins'),
		media: await n('media'),
		buckets: await n('media_color_buckets'),
	};
}

async function pixelAt(bytes: Uint8Array, x: number, y: number) {
	const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
	const i = (y * info.width + x) * info.channels;
	return [data[i]!, data[i + 1]!, data[i + 2]!];
}

const near = (actual: number[], expected: number[]) =>
	actual.every((v, i) => Math.abs(v - expected[i]!) <= 12);

beforeAll(async () => {
	t = await createTestDb();
	ana = await makeUser(t.db, { username: `ana_${testDialect()}` });
	ben = await makeUser(t.db, { username: `ben_${testDialect()}` });
	cat = await makeUser(t.db);
	const anaBoard = await makeBoard(t.db, ana);
	const benBoard = await makeBoard(t.db, ben);
	const benSecret = await makeBoard(t.db, ben, { privacy: 'secret' });
	catBoard = await makeBoard(t.db, cat);
	anaPin = await makePin(t.db, anaBoard, {
		media_id: await stored(ana.id, await picture(400, 600, '#ff0000', '#00ff00')),
	});
	benPin = await makePin(t.db, benBoard, {
		media_id: await stored(ben.id, await picture(300, 300, '#0000ff')),
	});
	benSecretPin = await makePin(t.db, benSecret, {
		media_id: await stored(ben.id, await picture(300, 300, '#ffff00')),
	});
	catUpload = await stored(cat.id, await picture(200, 200, '#000000'));
	benUpload = await stored(ben.id, await picture(200, 200, '#00ffff'));
});

afterAll(async () => {
	await t.destroy();
});

describe(`CollageResource create on ${testDialect()}`, () => {
	it('BLD-21 draws the 1000×1500 collage from the stored originals and pins it with credits', async () => {
		const res = await collage({
			board_id: catBoard.id,
			title: 'My collage',
			description: 'Reds and blues',
			items: [
				// The whole red-and-green picture, top-left, half the board wide (500×750).
				item({ pin_id: anaPin.id }, { z: 0 }),
				// Only the green right half of the same picture, bottom-left.
				item(
					{ pin_id: anaPin.id },
					{ crop: { x: 0.5, y: 0, w: 0.5, h: 1 }, y: 0.55, scale: 0.2, z: 1 },
				),
				// Blue, right, over nothing.
				item({ pin_id: benPin.id }, { x: 0.6, y: 0.1, scale: 0.3, z: 2 }),
				// The viewer's own black upload, on top of the red (drawn last by z).
				item({ media_id: catUpload }, { x: 0.1, y: 0.1, scale: 0.1, z: 3 }),
			],
		});
		expect(res.status).toBe(200);
		const pin = res.r.data;
		expect(pin.title).toBe('My collage');
		expect(pin.pinner.id).toBe(cat.id);
		expect(pin.board.id).toBe(catBoard.id);
		expect(pin.description).toBe(
			`Reds and blues\n\nMade from Pins by @${ana.username}, @${ben.username}\n/pin/${anaPin.id}/ /pin/${benPin.id}/`,
		);

		const row = await t.db
			.selectFrom('pins')
			.innerJoin('media', 'media.id', 'pins.media_id')
			.select([
				'media.owner_id',
				'media.width',
				'media.height',
				'media.storage_key',
				'media.variants',
			])
			.where('pins.id', '=', pin.id)
			.executeTakeFirstOrThrow();
		expect(row).toMatchObject({ owner_id: cat.id, width: 1000, height: 1500 });
		const variants = JSON.parse(row.variants) as StoredVariants;
		const file = await mediaStore().get(`${row.storage_key}/${variants.orig.file}`);
		const meta = await sharp(file!.body).metadata();
		expect([meta.width, meta.height]).toEqual([1000, 1500]);
		const px = (x: number, y: number) => pixelAt(file!.body, x, y);
		expect(near(await px(50, 400), [255, 0, 0])).toBe(true); // left half of Ana's picture
		expect(near(await px(450, 400), [0, 255, 0])).toBe(true); // its right half
		expect(near(await px(150, 200), [0, 0, 0])).toBe(true); // the upload, on top of it
		expect(near(await px(50, 1000), [0, 255, 0])).toBe(true); // the cut-out: green only
		expect(near(await px(700, 300), [0, 0, 255])).toBe(true); // Ben's blue
		expect(near(await px(900, 1400), [255, 255, 255])).toBe(true); // the empty board
	});

	it('BLD-21 a cut-out hanging off the board is cut at its edge', async () => {
		const res = await collage({
			board_id: catBoard.id,
			title: '',
			items: [item({ pin_id: benPin.id }, { x: -0.5, y: 0.9, scale: 2 })],
		});
		expect(res.status).toBe(200);
		expect(res.r.data.description).toBe(`Made from Pins by @${ben.username}\n/pin/${benPin.id}/`);
	});

	it('BLD-21 a source Pin the viewer may not read is NotFound, and nothing is stored', async () => {
		const before = await counts();
		for (const source of [
			{ pin_id: benSecretPin.id },
			{ pin_id: newId() },
			{ media_id: benUpload },
		]) {
			const res = await collage({
				board_id: catBoard.id,
				title: 'Leak',
				items: [item({ pin_id: anaPin.id }), item(source)],
			});
			expect(res.status).toBe(404);
			expect(res.r.error.code).toBe('NotFound');
		}
		expect(await counts()).toEqual(before);
		// Ben, a member of his secret board, may use its pin.
		const benBoard = await makeBoard(t.db, ben);
		const own = await collage(
			{ board_id: benBoard.id, title: 'Mine', items: [item({ pin_id: benSecretPin.id })] },
			ben,
		);
		expect(own.status).toBe(200);
	});

	it('BLD-21 refuses more than 20 cut-outs, cut-outs outside their picture and boards not writable', async () => {
		const before = await counts();
		const many = await collage({
			board_id: catBoard.id,
			title: 'Too many',
			items: Array.from({ length: 21 }, () => item({ pin_id: benPin.id })),
		});
		expect([many.status, many.r.error.code]).toEqual([400, 'CollageTooManyItems']);
		for (const crop of [
			{ x: 0.6, y: 0, w: 0.6, h: 1 },
			{ x: -0.1, y: 0, w: 0.5, h: 0.5 },
			{ x: 0, y: 0, w: 0.01, h: 1 },
			{ x: 0, y: 0.5, w: 1, h: 1.5 },
		]) {
			const res = await collage({
				board_id: catBoard.id,
				title: 'Bad crop',
				items: [item({ pin_id: benPin.id }, { crop })],
			});
			expect([res.status, res.r.error.code]).toEqual([400, 'CollageCropInvalid']);
		}
		const anaBoard = await makeBoard(t.db, ana);
		const foreign = await collage({
			board_id: anaBoard.id,
			title: 'Not mine',
			items: [item({ pin_id: benPin.id })],
		});
		expect([foreign.status, foreign.r.error.code]).toEqual([403, 'BoardNotWritable']);
		const long = await collage({
			board_id: catBoard.id,
			title: 'Long',
			description: 'x'.repeat(201),
			items: [item({ pin_id: benPin.id })],
		});
		expect([long.status, long.r.error.code]).toEqual([400, 'PinTextInvalid']);
		const signedOut = await collage(
			{ board_id: catBoard.id, title: 'x', items: [item({ pin_id: benPin.id })] },
			null,
		);
		expect([signedOut.status, signedOut.r.error.code]).toEqual([401, 'AuthenticationRequired']);
		expect(await counts()).toEqual(before);
	});

	it('BLD-21 a refusal writes no file to the media store', async () => {
		const puts: string[] = [];
		const real = mediaStore();
		const recording: MediaStore = {
			put: (key, body, type) => {
				puts.push(key);
				return real.put(key, body, type);
			},
			get: (key) => real.get(key),
			delete: (key) => real.delete(key),
		};
		await expect(
			createCollage(t.db, recording, viewerOf(cat), {
				board_id: catBoard.id,
				title: 'Leak',
				items: [item({ pin_id: benSecretPin.id }) as never],
			}),
		).rejects.toMatchObject({ code: 'NotFound' });
		expect(puts).toEqual([]);
		const id = await createCollage(t.db, recording, viewerOf(cat), {
			board_id: catBoard.id,
			title: 'Fine',
			items: [item({ pin_id: benPin.id }) as never],
		});
		expect(id).toBeTruthy();
		expect(puts.length).toBeGreaterThan(0);
	});
});

describe(`the collage page on ${testDialect()}`, () => {
	const page = (viewer: ReturnType<typeof viewerOf> | null, query = '') => ({
		locals: { viewer } as App.Locals,
		url: new URL(`http://localhost/collage-creation-tool${query}`),
		cookies: { get: () => undefined } as unknown as AstroCookies,
	});
	const load = (viewer: ReturnType<typeof viewerOf> | null, query = '') =>
		loadCollagePage(t.db, {
			viewer,
			inExperiment: isEnabledGroup(
				experimentGroup(page(viewer, query), COLLAGE_CREATION_EXPERIMENT),
			),
		});

	it('RTE-16 BLD-21 NAV-07 is the not-found page outside the collage experiment', async () => {
		const outside = viewerOf(await userInExperiment(false));
		expect(await load(outside)).toEqual({ kind: 'not-found' });
		const inside = await userInExperiment(true);
		const board = await makeBoard(t.db, inside, { name: 'Collages' });
		const ok = await load(viewerOf(inside));
		expect(ok).toEqual({
			kind: 'ok',
			data: { boards: [{ id: board.id, name: 'Collages', sections: [] }] },
		});
		// LOG-09: with experiments off nobody is in it.
		expect(await load(viewerOf(inside), '?disable_experiments')).toEqual({ kind: 'not-found' });
	});

	it('RTE-16 sends signed-out and limited-login visitors to log in', async () => {
		const login = { kind: 'redirect', to: '/login?next=%2Fcollage-creation-tool', status: 302 };
		expect(await load(null)).toEqual(login);
		expect(await load(viewerOf(cat, { loginState: 2 }))).toEqual(login);
	});
});

describe('collageDescription', () => {
	it('BLD-21 names each person and Pin once and always fits 500 characters', () => {
		expect(collageDescription('', [])).toBe('');
		expect(
			collageDescription('Hi', [
				{ pinId: '1', username: 'ana' },
				{ pinId: '2', username: 'ben' },
				{ pinId: '1', username: 'ana' },
			]),
		).toBe('Hi\n\nMade from Pins by @ana, @ben\n/pin/1/ /pin/2/');
		const many = Array.from({ length: 20 }, (_, i) => ({
			pinId: `12345678901234567${i}`,
			username: `a_rather_long_username_num_${i}`.slice(0, 30),
		}));
		const text = collageDescription('y'.repeat(200), many);
		expect(Array.from(text).length).toBeLessThanOrEqual(500);
		expect(text).toMatch(/Made from Pins by @a_rather_long_username_num_0, .* and \d+ more/);
	});
});
