import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPinPage } from '~/lib/content/pins/pin-page.server.ts';
import { videoNode } from '~/lib/discovery/shopping/discovery-jsonld.ts';
import { videoPinForViewer, videosPage } from '~/lib/discovery/shopping/shopping.service.server.ts';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import {
	makeBoard,
	makeMedia,
	makePin,
	makeUser,
	makeVideo,
	viewerOf,
} from '../../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
let pinner: Viewer;
let stranger: Viewer;
let videoId: string;
let frames: string[];
let publicPin: string;
let secretPin: string;
let richPin: string;

const url = new URL('http://localhost/pin/1/');

beforeAll(async () => {
	t = await createTestDb();
	const user = await makeUser(t.db);
	pinner = viewerOf(user);
	stranger = viewerOf(await makeUser(t.db));
	frames = [];
	for (let i = 0; i < 5; i++) frames.push((await makeMedia(t.db, { owner_id: user.id })).id);
	videoId = (
		await makeVideo(t.db, user.id, frames, {
			format: 'webm',
			duration_ms: 65_400,
			bytes: 123_456,
			cover_media_id: frames[2]!,
			captions_key: 'ef/01/ef0123456789abcdef0123456789abcd/captions.vtt',
			created_at: '2026-11-28T01:00:00.000Z',
		})
	).id;
	const board = await makeBoard(t.db, user);
	const secret = await makeBoard(t.db, user, { privacy: 'secret' });
	const rich = await makePin(t.db, board, {
		rich_metadata: JSON.stringify({ video: { durationSeconds: 42 } }),
	});
	richPin = rich.id;
	const video = { media_id: frames[2]!, video_id: videoId, pin_type: 'video' };
	publicPin = (await makePin(t.db, board, { ...video, title: 'A video pin' })).id;
	secretPin = (await makePin(t.db, secret, { ...video, title: 'A secret video pin' })).id;
	await makePin(t.db, board, { title: 'A plain picture' });
});
afterAll(async () => {
	await t?.destroy();
});

describe(`video pins on ${testDialect()}`, () => {
	it('the closeup of a video pin plays its file, with the captions and a VideoObject in its JSON-LD', async () => {
		const load = await loadPinPage(t.db, null, publicPin, url);
		if (load.kind !== 'ok') throw new Error(load.kind);
		expect(load.data.video).toMatchObject({
			url: '/media/ab/cd/abcd0123456789abcdef0123456789ab/video.webm',
			contentType: 'video/webm',
			captionsUrl: '/media/ef/01/ef0123456789abcdef0123456789abcd/captions.vtt',
			width: 640,
			height: 360,
			durationMs: 65_400,
		});
		const graph = load.data.seo.jsonLd['@graph'] as Record<string, unknown>[];
		const node = graph.find((n) => n['@type'] === 'VideoObject')!;
		expect(node).toMatchObject({
			name: 'A video pin',
			duration: 'PT1M5S',
			contentUrl: 'http://localhost/media/ab/cd/abcd0123456789abcdef0123456789ab/video.webm',
			uploadDate: '2026-11-28T01:00:00.000Z',
			width: 640,
			height: 360,
		});
		expect(String(node.thumbnailUrl)).toMatch(/^http:\/\/localhost\/media\//);
		expect(graph.some((n) => n['@type'] === 'ImageObject')).toBe(true);
		// Signed out nobody gets the cover frames to choose from.
		expect(load.data.videoCover).toBeNull();
	});

	it('U-23 the pinner gets the 5 frames and the cover for the editor; others do not', async () => {
		const own = await loadPinPage(t.db, pinner, publicPin, url);
		if (own.kind !== 'ok') throw new Error(own.kind);
		expect(own.data.videoCover?.frames.map((f) => f.media_id)).toEqual(frames);
		expect(own.data.videoCover?.cover_media_id).toBe(frames[2]);
		const other = await loadPinPage(t.db, stranger, publicPin, url);
		if (other.kind !== 'ok') throw new Error(other.kind);
		expect(other.data.videoCover).toBeNull();
		expect(other.data.video?.id).toBe(videoId);
	});

	it('a picture pin has no video', async () => {
		const load = await loadPinPage(t.db, null, richPin, url);
		if (load.kind !== 'ok') throw new Error(load.kind);
		expect(load.data.video).toBeNull();
	});

	it('RTE-10 /videos lists uploaded video pins beside rich-metadata ones, never a secret one', async () => {
		const page = await videosPage(t.db, { viewer: null });
		const ids = page.items.map((i) => i.pin.id);
		expect(ids).toEqual([publicPin, richPin]);
		expect(page.items[0]!.video?.url).toMatch(/video\.webm$/);
		expect(page.items[0]!.durationSeconds).toBe(65);
		expect(page.items[1]!.video).toBeNull();
		const other = await videosPage(t.db, { viewer: stranger });
		expect(other.items.map((i) => i.pin.id)).toEqual([publicPin, richPin]);
	});

	it('RTE-10 /tv/{pin_id} finds the uploaded video; its VideoObject names the file', async () => {
		const item = await videoPinForViewer(t.db, null, publicPin);
		expect(item?.video?.id).toBe(videoId);
		const node = videoNode(item!, (p) => `https://corkboard.test${p}`);
		expect(node).toMatchObject({
			'@type': 'VideoObject',
			contentUrl: 'https://corkboard.test/media/ab/cd/abcd0123456789abcdef0123456789ab/video.webm',
			duration: 'PT1M5S',
			url: `https://corkboard.test/tv/${publicPin}/`,
		});
		expect(await videoPinForViewer(t.db, null, secretPin)).toBeNull();
		expect(await videoPinForViewer(t.db, stranger, secretPin)).toBeNull();
	});
});
