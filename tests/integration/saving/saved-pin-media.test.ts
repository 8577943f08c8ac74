import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteDraft } from '~/lib/content/drafts/delete-draft.server.ts';
import { pinForApi } from '~/lib/content/pins/get-pin.operation.server.ts';
import { loadPinPage } from '~/lib/content/pins/pin-page.server.ts';
import { storyOfPin } from '~/lib/content/stories/story-closeup.server.ts';
import { closeAccount } from '~/lib/identity/account/close-account.service.server.ts';
import { hashPassword } from '~/lib/identity/auth/password.server.ts';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import { newId } from '~/lib/platform/db/ids.ts';
import { LocalMediaStore } from '~/lib/platform/media/local-media-store.server.ts';
import { ingestImage, type StoredImage } from '~/lib/platform/media/media.service.server.ts';
import { newStorageKey } from '~/lib/platform/media/media-store.server.ts';
import { serveVideoFile } from '~/lib/platform/media/video/serve-video.server.ts';
import { serveMedia } from '~/pages/media/[...key].ts';
import { makeBoard, makePin, makeUser, makeVideo, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';
import { item } from '../drafts/draft-world.ts';

/**
 * A save (PIN-10) shares its original's pictures and videos. Deleting the original, deleting
 * the drafts it was published from, or closing its pinner's account must leave the save whole:
 * its rows, and its files still served from `/media/…`.
 */

const PASSWORD = 'correct horse battery';

let t: TestDb;
let dir: string;
let store: LocalMediaStore;
type U = Awaited<ReturnType<typeof makeUser>>;
let ada: U; // publishes the originals, then deletes them and their drafts
let bob: U; // saves them
let adaV: Viewer;
let bobV: Viewer;
let adaBoard: Awaited<ReturnType<typeof makeBoard>>;
let bobBoard: Awaited<ReturnType<typeof makeBoard>>;

const call = (
	v: Viewer,
	name: string,
	action: 'get' | 'create' | 'update' | 'delete',
	options: object,
) => callResource(t.db, name, action, options as Record<string, unknown>, v);

/** A real upload of `owner`'s: a media row and its 9 files in the test store. */
async function upload(owner: { id: string }): Promise<StoredImage> {
	const bytes = await sharp({
		create: { width: 40, height: 60, channels: 3, background: '#336699' },
	})
		.jpeg()
		.toBuffer();
	return ingestImage(t.db, store, { ownerId: owner.id, bytes });
}

/** An uploaded video of `owner`'s: two frames (the first its cover), its row and its file. */
async function uploadVideo(owner: { id: string }) {
	const frames = [await upload(owner), await upload(owner)];
	const id = newId();
	const key = newStorageKey();
	await store.put(`${key}/video.mp4`, new Uint8Array([0, 0, 0, 24]), 'video/mp4');
	await makeVideo(
		t.db,
		owner.id,
		frames.map((f) => f.id),
		{ id, storage_key: key },
	);
	return { id, key, frames };
}

/** The HTTP status `/media/{key}` answers for a picture's 236x file. */
async function pictureStatus(image: StoredImage): Promise<number> {
	const key = `${image.storageKey}/${image.variants['236x'].file}`;
	return (await serveMedia(store, key, new Request(`http://localhost/media/${key}`))).status;
}
/** The HTTP status `/media/{key}` answers for a video's file (404 when gone). */
async function videoStatus(video: { key: string }): Promise<number> {
	const key = `${video.key}/video.mp4`;
	const res = await serveVideoFile(store, key, new Request(`http://localhost/media/${key}`));
	return res?.status ?? 404;
}
async function rowsLeft(table: 'media' | 'videos', ids: string[]): Promise<string[]> {
	const rows = await t.db.selectFrom(table).select('id').where('id', 'in', ids).execute();
	return rows.map((r) => r.id).sort();
}

/** A draft of `v`'s with these fields and items; answers its id. */
async function draft(
	v: Viewer,
	fields: Record<string, unknown>,
	items?: Record<string, unknown>[],
	create: Record<string, unknown> = {},
): Promise<string> {
	const made = await call(v, 'PinDraftResource', 'create', create);
	const upd = await call(v, 'PinDraftResource', 'update', {
		id: made.r.data.id,
		fields,
		...(items ? { items } : {}),
	});
	expect(upd.status, JSON.stringify(upd.r.error)).toBe(200);
	return made.r.data.id as string;
}
async function publish(v: Viewer, draftId: string): Promise<string> {
	const res = await call(v, 'PinDraftPublishResource', 'create', { id: draftId });
	expect(res.status, JSON.stringify(res.r.error)).toBe(200);
	return res.r.data.pin.id as string;
}
async function save(pinId: string): Promise<string> {
	const res = await call(bobV, 'RepinResource', 'create', {
		pin_id: pinId,
		board_id: bobBoard.id,
	});
	expect(res.status, JSON.stringify(res.r.error)).toBe(200);
	return res.r.data.id as string;
}
async function deleteOriginal(v: Viewer, pinId: string): Promise<void> {
	const res = await call(v, 'PinResource', 'delete', { id: pinId });
	expect(res.status, JSON.stringify(res.r.error)).toBe(200);
}

/** A story of two pages: a picture, then a video. */
const storyOf = (pictureId: string, videoId: string) => ({
	pages: [
		{ blocks: [{ type: 'image', mediaId: pictureId }] },
		{ blocks: [{ type: 'video', videoId }] },
	],
});

beforeAll(async () => {
	t = await createTestDb();
	dir = fs.mkdtempSync(path.join(os.tmpdir(), 'corkboard-saved-media-'));
	store = new LocalMediaStore(dir);
	ada = await makeUser(t.db);
	bob = await makeUser(t.db);
	adaV = viewerOf(ada);
	bobV = viewerOf(bob);
	adaBoard = await makeBoard(t.db, ada, { name: 'Soups' });
	bobBoard = await makeBoard(t.db, bob, { name: 'Dinner' });
});
afterAll(async () => {
	await t?.destroy();
	if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe(`what saves show outlives their original on ${testDialect()}`, () => {
	it('PIN-10 BLD-05: deleting the original carousel and its draft leaves the saved copy whole', async () => {
		const pictures = [await upload(ada), await upload(ada)];
		const draftId = await draft(
			adaV,
			{ board_id: adaBoard.id },
			pictures.map((p, i) =>
				item(p.id, {
					pin_tags:
						i === 1 ? [{ x: 0.5, y: 0.5, link: 'https://shop.example/pot', status: 'new' }] : [],
				}),
			),
		);
		const original = await publish(adaV, draftId);
		const copy = await save(original);

		await deleteOriginal(adaV, original);
		await deleteDraft(t.db, adaV, draftId, store);

		const ids = pictures.map((p) => p.id);
		expect(await rowsLeft('media', ids)).toEqual([...ids].sort());
		for (const p of pictures) expect(await pictureStatus(p)).toBe(200);
		const answer = await pinForApi(t.db, null, copy);
		expect(answer.pin_type).toBe('carousel');
		expect(answer.carousel_data?.carousel_slots.map((s) => s.media_id)).toEqual(ids);
		expect(answer.pin_tags.map((tag) => [tag.slot, tag.link])).toEqual([
			[1, 'https://shop.example/pot'],
		]);
	});

	it('PIN-10 PIN-17: deleting the original story and its draft leaves the saved copy its pages; once the save goes too, they go', async () => {
		const picture = await upload(ada);
		const video = await uploadVideo(ada);
		const story = storyOf(picture.id, video.id);
		const draftId = await draft(adaV, { story_data: story }, undefined, { type: 'story' });
		const cover = await upload(ada);
		const original = await makePin(t.db, adaBoard, {
			media_id: cover.id,
			pin_type: 'story',
			story_data: JSON.stringify(story),
		});
		const copy = await save(original.id);

		await deleteOriginal(adaV, original.id);
		await deleteDraft(t.db, adaV, draftId, store);

		expect(await rowsLeft('media', [picture.id])).toEqual([picture.id]);
		expect(await rowsLeft('videos', [video.id])).toEqual([video.id]);
		expect(await pictureStatus(picture)).toBe(200);
		expect(await videoStatus(video)).toBe(200);
		const page = await loadPinPage(t.db, null, copy, new URL('http://localhost/pin/1/'));
		if (page.kind !== 'ok') throw new Error(page.kind);
		const played = await storyOfPin(t.db, page.data.pin);
		expect(Object.keys(played?.view.images ?? {})).toEqual([picture.id]);
		expect(Object.keys(played?.view.videos ?? {})).toEqual([video.id]);

		// Only the save kept them: once it is gone, deleting the last draft naming them removes them.
		const laterDraftId = await draft(adaV, { story_data: story }, undefined, { type: 'story' });
		const unsave = await call(bobV, 'RepinResource', 'delete', { pin_id: copy });
		expect(unsave.status, JSON.stringify(unsave.r.error)).toBe(200);
		await deleteDraft(t.db, adaV, laterDraftId, store);
		expect(await rowsLeft('media', [picture.id, ...video.frames.map((f) => f.id)])).toEqual([]);
		expect(await rowsLeft('videos', [video.id])).toEqual([]);
		expect(await pictureStatus(picture)).toBe(404);
		expect(await videoStatus(video)).toBe(404);
	});

	it("PIN-10: deleting the original video pin and its draft leaves the saved copy's video and cover", async () => {
		const video = await uploadVideo(ada);
		const draftId = await draft(adaV, { board_id: adaBoard.id }, [
			item(null, { video_id: video.id }),
		]);
		const original = await publish(adaV, draftId);
		const copy = await save(original);

		await deleteOriginal(adaV, original);
		await deleteDraft(t.db, adaV, draftId, store);

		expect(await rowsLeft('videos', [video.id])).toEqual([video.id]);
		expect(await videoStatus(video)).toBe(200);
		expect(await pictureStatus(video.frames[0]!)).toBe(200);
		const page = await loadPinPage(t.db, null, copy, new URL('http://localhost/pin/1/'));
		if (page.kind !== 'ok') throw new Error(page.kind);
		expect(page.data.video?.id).toBe(video.id);
	});

	it("SET-12 PIN-10: closing the original pinner's account keeps the pictures its saves show", async () => {
		const eve = await makeUser(t.db, { password_hash: await hashPassword(PASSWORD) });
		const eveV = viewerOf(eve);
		const eveBoard = await makeBoard(t.db, eve, { name: 'Eve' });
		const slots = [await upload(eve), await upload(eve)];
		const carousel = await publish(
			eveV,
			await draft(
				eveV,
				{ board_id: eveBoard.id },
				slots.map((s) => item(s.id)),
			),
		);
		const page = await upload(eve);
		const video = await uploadVideo(eve);
		const cover = await upload(eve);
		const story = await makePin(t.db, eveBoard, {
			media_id: cover.id,
			pin_type: 'story',
			story_data: JSON.stringify(storyOf(page.id, video.id)),
		});
		const unsaved = await upload(eve);
		await makePin(t.db, eveBoard, { media_id: unsaved.id });
		const carouselCopy = await save(carousel);
		const storyCopy = await save(story.id);

		const closed = await closeAccount(t.db, eve.id, { password: PASSWORD }, { store });
		await closed.files;

		const kept = [...slots, page, cover];
		expect(
			await rowsLeft(
				'media',
				kept.map((m) => m.id),
			),
		).toEqual(kept.map((m) => m.id).sort());
		for (const m of kept) expect(await pictureStatus(m)).toBe(200);
		expect(await rowsLeft('media', [unsaved.id])).toEqual([]);
		expect(await pictureStatus(unsaved)).toBe(404);
		expect(await videoStatus(video)).toBe(200);
		const answer = await pinForApi(t.db, null, carouselCopy);
		expect(answer.carousel_data?.carousel_slots.map((s) => s.media_id)).toEqual(
			slots.map((s) => s.id),
		);
		const closeup = await loadPinPage(t.db, null, storyCopy, new URL('http://localhost/pin/1/'));
		if (closeup.kind !== 'ok') throw new Error(closeup.kind);
		const played = await storyOfPin(t.db, closeup.data.pin);
		expect(Object.keys(played?.view.images ?? {})).toEqual([page.id]);
	});
});
