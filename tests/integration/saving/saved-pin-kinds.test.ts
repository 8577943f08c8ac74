import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinForApi } from '~/lib/content/pins/get-pin.operation.server.ts';
import { copyPinKind } from '~/lib/content/pins/pin-copy.service.server.ts';
import { loadPinPage } from '~/lib/content/pins/pin-page.server.ts';
import { savePin } from '~/lib/content/saving/save-pin.server.ts';
import { storyOfPin } from '~/lib/content/stories/story-closeup.server.ts';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import { newId } from '~/lib/platform/db/ids.ts';
import { AppError } from '~/lib/platform/http/errors.ts';
import {
	makeBoard,
	makeMedia,
	makePin,
	makeUser,
	makeVideo,
	viewerOf,
} from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';
import { item } from '../drafts/draft-world.ts';

/**
 * A save (PIN-10) keeps its original's kind: a carousel's slots (BLD-05), a story's pages
 * (PIN-17), a video, product tags (BLD-08), on every save path. The pins are made the way the
 * builder makes them (a draft, published).
 */

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
type B = Awaited<ReturnType<typeof makeBoard>>;
let ada: U; // publishes the originals
let bob: U; // saves them
let carol: U; // saves bob's saves, quick-saves
let adaV: Viewer;
let adaBoard: B;
let bobBoard: B;
let carolBoard: B;
let carousel: string;
let carouselMedia: string[];
let story: string;
let video: string;
let videoId: string;
let tagged: string;

const url = new URL('http://localhost/pin/1/');
const call = (
	v: Viewer | null,
	name: string,
	action: 'get' | 'create' | 'update',
	options: object,
) => callResource(t.db, name, action, options as Record<string, unknown>, v);

/** Makes a draft of ada's with these fields and items and publishes it; answers the pin's id. */
async function published(
	fields: Record<string, unknown>,
	items: Record<string, unknown>[] | undefined,
	create: Record<string, unknown> = {},
): Promise<string> {
	const draft = await call(adaV, 'PinDraftResource', 'create', create);
	const upd = await call(adaV, 'PinDraftResource', 'update', {
		id: draft.r.data.id,
		fields: { board_id: adaBoard.id, ...fields },
		...(items ? { items } : {}),
	});
	expect(upd.status, JSON.stringify(upd.r.error)).toBe(200);
	const res = await call(adaV, 'PinDraftPublishResource', 'create', { id: draft.r.data.id });
	expect(res.status, JSON.stringify(res.r.error)).toBe(200);
	return res.r.data.pin.id as string;
}

async function saveTo(user: U, pinId: string, boardId: string): Promise<string> {
	const res = await call(viewerOf(user), 'RepinResource', 'create', {
		pin_id: pinId,
		board_id: boardId,
	});
	expect(res.status, JSON.stringify(res.r.error)).toBe(200);
	return res.r.data.id as string;
}

async function kindRow(id: string) {
	return t.db
		.selectFrom('pins')
		.select(['pin_type', 'story_data', 'video_id', 'media_id', 'origin_pin_id'])
		.where('id', '=', id)
		.executeTakeFirstOrThrow();
}
async function slotRows(id: string) {
	return t.db
		.selectFrom('pin_carousel_slots')
		.select(['position', 'media_id', 'title', 'description', 'link', 'alt_text'])
		.where('pin_id', '=', id)
		.orderBy('position')
		.execute();
}
async function tagRows(id: string) {
	const rows = await t.db
		.selectFrom('pin_tags')
		.select(['id', 'slot', 'x', 'y', 'link'])
		.where('pin_id', '=', id)
		.orderBy('slot')
		.orderBy('id')
		.execute();
	return rows.map((r) => ({ ...r, x: Number(r.x), y: Number(r.y) }));
}
const withoutIds = <T extends { id: string }>(rows: T[]) =>
	rows.map(({ id: _id, ...rest }) => rest);

beforeAll(async () => {
	t = await createTestDb();
	ada = await makeUser(t.db);
	bob = await makeUser(t.db);
	carol = await makeUser(t.db);
	adaV = viewerOf(ada);
	adaBoard = await makeBoard(t.db, ada, { name: 'Soups' });
	bobBoard = await makeBoard(t.db, bob, { name: 'Dinner' });
	carolBoard = await makeBoard(t.db, carol, { name: 'Later' });
	const media = async () => (await makeMedia(t.db, { owner_id: ada.id })).id;

	carouselMedia = [await media(), await media(), await media()];
	carousel = await published(
		{ website_link: 'https://example.com/all' },
		carouselMedia.map((m, i) =>
			item(m, {
				title: `Card ${i + 1}`,
				link: i === 1 ? 'https://example.com/two' : null,
				pin_tags:
					i === 0 || i === 2
						? [{ x: 0.25 + i / 10, y: 0.5, link: `https://shop.example/${i}`, status: 'new' }]
						: [],
			}),
		),
	);
	story = await published(
		{
			story_data: {
				pages: [
					{ blocks: [{ type: 'heading', text: 'Soup in three steps' }] },
					{ blocks: [{ type: 'paragraph', text: 'Chop, simmer, blend.' }] },
				],
			},
		},
		undefined,
		{ type: 'story' },
	);
	const frames = [await media(), await media()];
	videoId = newId();
	await makeVideo(t.db, ada.id, frames, { id: videoId, cover_media_id: frames[1]! });
	video = await published({}, [item(null, { video_id: videoId })]);
	tagged = await published({}, [
		item(await media(), {
			pin_tags: [{ x: 0.3, y: 0.6, link: 'https://shop.example/bowl', status: 'new' }],
		}),
	]);
});
afterAll(async () => {
	await t?.destroy();
});

describe(`saving keeps the pin's kind on ${testDialect()}`, () => {
	it('PIN-10 BLD-05: a saved carousel keeps its slots in order and its product tags; its closeup answer has carousel_data', async () => {
		const copy = await saveTo(bob, carousel, bobBoard.id);
		expect(await kindRow(copy)).toMatchObject({
			pin_type: 'carousel',
			media_id: carouselMedia[0],
			origin_pin_id: carousel,
		});
		const slots = await slotRows(copy);
		expect(slots.map((s) => s.media_id)).toEqual(carouselMedia);
		expect(slots).toEqual(await slotRows(carousel));
		const tags = await tagRows(copy);
		expect(tags).toHaveLength(2);
		expect(withoutIds(tags)).toEqual(withoutIds(await tagRows(carousel)));
		// New tag rows of the copy's own, not the original's.
		const originalTagIds = (await tagRows(carousel)).map((r) => r.id);
		for (const tag of tags) expect(originalTagIds).not.toContain(tag.id);

		// The API answers of the copy are built from the copy's own rows, and match the original's.
		const [answer, original] = [
			await pinForApi(t.db, null, copy),
			await pinForApi(t.db, null, carousel),
		];
		expect(answer.pin_type).toBe('carousel');
		expect(
			answer.carousel_data?.carousel_slots.map((s) => [s.position, s.media_id, s.link]),
		).toEqual([
			[0, carouselMedia[0], 'https://example.com/all'],
			[1, carouselMedia[1], 'https://example.com/two'],
			[2, carouselMedia[2], 'https://example.com/all'],
		]);
		expect(answer.carousel_data?.carousel_slots[0]?.id).toBe(`${copy}-0`);
		expect(withoutIds(answer.pin_tags)).toEqual(withoutIds(original.pin_tags));
		// Its closeup shows the carousel (`PinCarousel` takes the slots and tags).
		const page = await loadPinPage(t.db, null, copy, url);
		if (page.kind !== 'ok') throw new Error(page.kind);
		expect(page.data.pin.pinType).toBe('carousel');
		expect(page.data.pin.carouselSlots.map((s) => s.mediaId)).toEqual(carouselMedia);
		expect(page.data.pin.pinTags.map((tag) => tag.slot)).toEqual([0, 2]);
	});

	it('PIN-10 PIN-17: a saved story keeps pin_type and story_data; its closeup plays the story', async () => {
		const copy = await saveTo(bob, story, bobBoard.id);
		const [row, originalRow] = [await kindRow(copy), await kindRow(story)];
		expect(row.pin_type).toBe('story');
		expect(row.story_data).toBe(originalRow.story_data);
		expect(row.media_id).toBe(originalRow.media_id);
		const answer = await pinForApi(t.db, viewerOf(bob), copy);
		expect(answer.pin_type).toBe('story');
		expect(answer.story_pin_data).toEqual((await pinForApi(t.db, null, story)).story_pin_data);
		const page = await loadPinPage(t.db, null, copy, url);
		if (page.kind !== 'ok') throw new Error(page.kind);
		const played = await storyOfPin(t.db, page.data.pin);
		expect(played?.data.pages.map((p) => p.blocks[0]?.text)).toEqual([
			'Soup in three steps',
			'Chop, simmer, blend.',
		]);
	});

	it('PIN-10: a saved video pin keeps video_id; its closeup plays the video', async () => {
		const copy = await saveTo(bob, video, bobBoard.id);
		expect(await kindRow(copy)).toMatchObject({ pin_type: 'video', video_id: videoId });
		expect((await pinForApi(t.db, null, copy)).pin_type).toBe('video');
		const page = await loadPinPage(t.db, viewerOf(carol), copy, url);
		if (page.kind !== 'ok') throw new Error(page.kind);
		expect(page.data.video).toMatchObject({
			id: videoId,
			url: '/media/ab/cd/abcd0123456789abcdef0123456789ab/video.mp4',
		});
		// The video's cover editor is its uploader's alone, never the saver's.
		const own = await loadPinPage(t.db, viewerOf(bob), copy, url);
		if (own.kind !== 'ok') throw new Error(own.kind);
		expect(own.data.videoCover).toBeNull();
	});

	it('PIN-10 BLD-08: a saved single pin keeps its product tags and stays a single pin', async () => {
		const copy = await saveTo(bob, tagged, bobBoard.id);
		expect(await kindRow(copy)).toMatchObject({
			pin_type: 'single',
			story_data: null,
			video_id: null,
		});
		expect(await slotRows(copy)).toEqual([]);
		expect(withoutIds(await tagRows(copy))).toEqual([
			{ slot: 0, x: 0.3, y: 0.6, link: 'https://shop.example/bowl' },
		]);
		expect((await pinForApi(t.db, null, copy)).carousel_data).toBeNull();
	});

	it('PIN-10 PIN-11: every save path copies the kind: a save of a save, a quick save, the save form', async () => {
		// A save of bob's save points at the original and is a carousel with the same slots.
		const bobs = await t.db
			.selectFrom('pins')
			.select('id')
			.where('pinner_id', '=', bob.id)
			.where('origin_pin_id', '=', carousel)
			.executeTakeFirstOrThrow();
		const again = await saveTo(carol, bobs.id, carolBoard.id);
		expect(await kindRow(again)).toMatchObject({ pin_type: 'carousel', origin_pin_id: carousel });
		expect(await slotRows(again)).toEqual(await slotRows(carousel));
		expect(withoutIds(await tagRows(again))).toEqual(withoutIds(await tagRows(carousel)));

		// PIN-11 quick save (also the pending save a sign-up completes, `after-auth.ts`).
		const quick = await call(viewerOf(carol), 'QuickSaveResource', 'create', { pin_id: story });
		expect(quick.status, JSON.stringify(quick.r.error)).toBe(200);
		const quickRow = await kindRow(quick.r.data.id);
		expect(quickRow.pin_type).toBe('story');
		expect(quickRow.story_data).toBe((await kindRow(story)).story_data);

		// `/pin/{id}/repin/` (the save page without JavaScript) calls `savePin` itself.
		const other = await makeBoard(t.db, carol, { name: 'Videos' });
		const formSave = await savePin(t.db, viewerOf(carol), video, { boardId: other.id });
		expect(await kindRow(formSave.pinId)).toMatchObject({ pin_type: 'video', video_id: videoId });
	});

	it('PIN-10: a plain pin saved stays plain, with no slots or tags', async () => {
		const plain = await makePin(t.db, adaBoard);
		const copy = await saveTo(carol, plain.id, carolBoard.id);
		expect(await kindRow(copy)).toMatchObject({ pin_type: 'single', story_data: null });
		expect(await slotRows(copy)).toEqual([]);
		expect(await tagRows(copy)).toEqual([]);
	});

	it('copyPinKind refuses a source that is gone, so the save rolls back whole', async () => {
		const error = await t.db
			.transaction()
			.execute((trx) => copyPinKind(trx, newId(), carousel, new Date().toISOString()))
			.then(
				() => null,
				(e: unknown) => e,
			);
		expect(error).toBeInstanceOf(AppError);
		expect((error as AppError).code).toBe('NotFound');
	});
});
