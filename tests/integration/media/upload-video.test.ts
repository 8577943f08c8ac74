import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import { countAll } from '~/lib/platform/db/sql.server.ts';
import { LocalMediaStore } from '~/lib/platform/media/local-media-store.server.ts';
import { serveVideoFile } from '~/lib/platform/media/video/serve-video.server.ts';
import {
	handleCaptionsUpload,
	handleVideoUpload,
} from '~/lib/platform/media/video/upload-video.server.ts';
import { VIDEO_MAX_BYTES } from '~/lib/platform/media/video/video-format.ts';
import type { VideoUpload } from '~/lib/platform/media/video/video-upload.ts';
import { makeBoard, makeMedia, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { makeSampleVideos } from '../../helpers/sample-videos.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';
import { jpegImage } from '../../unit/media/image-fixtures.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'corkboard-video-'));
const dir = path.join(root, 'media');
const tmpDir = path.join(root, 'tmp');
const store = new LocalMediaStore(dir);
let samples: ReturnType<typeof makeSampleVideos>;

let t: TestDb;
let viewer: Viewer;
let other: Viewer;

beforeAll(async () => {
	t = await createTestDb();
	samples = makeSampleVideos(path.join(root, 'samples'));
	viewer = viewerOf(await makeUser(t.db));
	other = viewerOf(await makeUser(t.db));
}, 60_000);
afterAll(async () => {
	await t?.destroy();
	fs.rmSync(root, { recursive: true, force: true });
});

function videoRequest(body: BodyInit | null, type = 'video/mp4', length?: number): Request {
	const headers: Record<string, string> = { 'content-type': type };
	if (length !== undefined) headers['content-length'] = String(length);
	return new Request('http://localhost/upload-video/', {
		method: 'POST',
		headers,
		body,
		...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
	} as RequestInit);
}

function upload(request: Request, who: Viewer | null = viewer, maxBytes?: number) {
	return handleVideoUpload({
		request,
		viewer: who,
		requestId: 'test',
		db: t.db,
		store,
		tmpDir,
		baseUrl: '/media',
		...(maxBytes ? { maxBytes } : {}),
	});
}

async function answer(res: Response) {
	const json = (await res.json()) as {
		resource_response: { data: VideoUpload | null; error?: { code: string; message: string } };
	};
	return json.resource_response;
}

async function counts() {
	const n = async (table: 'videos' | 'media') =>
		Number((await t.db.selectFrom(table).select(countAll().as('n')).executeTakeFirstOrThrow()).n);
	const files = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0;
	const temps = fs.existsSync(tmpDir) ? fs.readdirSync(tmpDir).length : 0;
	return { videos: await n('videos'), media: await n('media'), files, temps };
}

/** A body that yields `chunks` pieces of `size` bytes (the first a real video's start), counting reads. */
function countingStream(head: Uint8Array, size: number, chunks: number) {
	const state = { pulled: 0 };
	const stream = new ReadableStream<Uint8Array>({
		pull(controller) {
			if (state.pulled >= chunks) {
				controller.close();
				return;
			}
			const chunk = new Uint8Array(size);
			if (state.pulled === 0) chunk.set(head.subarray(0, size));
			state.pulled++;
			controller.enqueue(chunk);
		},
	});
	return { stream, state };
}

describe(`POST /upload-video/ on ${testDialect()}`, () => {
	let uploaded: VideoUpload;

	it('BLD-12 U-23 takes an MP4: size, length, 5 frames as media rows, the file stored', async () => {
		const res = await upload(videoRequest(fs.readFileSync(samples.mp4)));
		const r = await answer(res);
		expect(res.status, JSON.stringify(r.error)).toBe(200);
		const data = r.data!;
		uploaded = data;
		expect(data).toMatchObject({ width: 320, height: 240, format: 'mp4' });
		expect(data.duration_ms).toBeGreaterThanOrEqual(1900);
		expect(data.duration_ms).toBeLessThanOrEqual(2100);
		expect(data.frames).toHaveLength(5);
		expect(new Set(data.frames.map((f) => f.media_id)).size).toBe(5);
		expect(data.cover_media_id).toBe(data.frames[2]!.media_id);
		expect(data.frames[0]!.images['236x']).toMatchObject({ width: 236, height: 177 });
		expect(data.url).toMatch(/^\/media\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}\/video\.mp4$/);
		const file = path.join(dir, data.url.slice('/media/'.length));
		expect(fs.statSync(file).size).toBe(fs.statSync(samples.mp4).size);
		const row = await t.db
			.selectFrom('videos')
			.selectAll()
			.where('id', '=', data.id)
			.executeTakeFirstOrThrow();
		expect(row.owner_id).toBe(viewer.id);
		expect(JSON.parse(row.frame_media_ids)).toEqual(data.frames.map((f) => f.media_id));
		const owners = await t.db
			.selectFrom('media')
			.select('owner_id')
			.where(
				'id',
				'in',
				data.frames.map((f) => f.media_id),
			)
			.execute();
		expect(owners.every((o) => o.owner_id === viewer.id)).toBe(true);
		expect((await counts()).temps).toBe(0);
	}, 60_000);

	it('BLD-12 takes a WebM', async () => {
		const res = await upload(videoRequest(fs.readFileSync(samples.webm), 'video/webm'));
		const r = await answer(res);
		expect(res.status, JSON.stringify(r.error)).toBe(200);
		expect(r.data).toMatchObject({ width: 320, height: 240, format: 'webm' });
		expect(r.data!.frames).toHaveLength(5);
	}, 60_000);

	it('BLD-12 refuses a declared length over 209,715,200 bytes before reading the body', async () => {
		const before = await counts();
		const { stream, state } = countingStream(fs.readFileSync(samples.mp4), 64 * 1024, 10);
		const res = await upload(videoRequest(stream, 'video/mp4', VIDEO_MAX_BYTES + 1));
		expect(res.status).toBe(413);
		const r = await answer(res);
		expect(r.error?.code).toBe('VideoTooLarge');
		expect(r.error?.message).toMatch(/200 MB/);
		expect(state.pulled).toBeLessThanOrEqual(1);
		expect(await counts()).toEqual(before);
	});

	it('BLD-12 stops reading a streamed body as soon as it passes the limit, keeping nothing', async () => {
		const before = await counts();
		// 1,000 chunks of 64 KiB (64 MB) against a 1 MB limit: refused after ~17 chunks.
		const { stream, state } = countingStream(fs.readFileSync(samples.mp4), 64 * 1024, 1000);
		const res = await upload(videoRequest(stream), viewer, 1024 * 1024);
		expect(res.status).toBe(413);
		expect((await answer(res)).error?.code).toBe('VideoTooLarge');
		expect(state.pulled).toBeLessThan(40);
		expect(await counts()).toEqual(before);
	});

	it('refuses what is not a video, a JPEG named .mp4, a WebM sent as MP4, a file with no picture', async () => {
		const before = await counts();
		const jpeg = await jpegImage(64, 64);
		const cases: [Request, number, string][] = [
			[
				videoRequest('hello, this is plain text and not a video at all, is it? no.'),
				415,
				'VideoUnsupported',
			],
			[videoRequest(new Uint8Array(jpeg)), 415, 'VideoUnsupported'],
			[videoRequest(fs.readFileSync(samples.webm), 'video/mp4'), 415, 'VideoUnsupported'],
			[videoRequest(fs.readFileSync(samples.mp4), 'image/jpeg'), 400, 'VideoRequired'],
			[videoRequest(new Uint8Array(0)), 400, 'VideoRequired'],
			[videoRequest(fs.readFileSync(samples.audioOnly)), 400, 'VideoCorrupt'],
		];
		for (const [request, status, code] of cases) {
			const res = await upload(request);
			const r = await answer(res);
			expect([res.status, r.error?.code]).toEqual([status, code]);
			expect(r.error?.message.length).toBeGreaterThan(10);
		}
		expect(await counts()).toEqual(before);
	}, 30_000);

	it('refuses a damaged MP4 (the right magic bytes, then garbage) and keeps nothing', async () => {
		const before = await counts();
		const real = fs.readFileSync(samples.mp4);
		const broken = Buffer.concat([real.subarray(0, 32), Buffer.alloc(4000, 0x41)]);
		const res = await upload(videoRequest(broken));
		expect([res.status, (await answer(res)).error?.code]).toEqual([400, 'VideoCorrupt']);
		expect(await counts()).toEqual(before);
	});

	it('refuses signed-out and limited-login callers', async () => {
		const body = fs.readFileSync(samples.mp4);
		expect((await upload(videoRequest(body), null)).status).toBe(401);
		const limited = { ...viewer, loginState: 2 as const };
		const res = await upload(videoRequest(body), limited);
		expect((await answer(res)).error?.code).toBe('LimitedLogin');
	});

	it('U-23 VideoCoverResource: the owner picks one of its frames; the pins of the video follow', async () => {
		const board = await makeBoard(t.db, { id: viewer.id });
		const pin = await makePin(t.db, board, {
			media_id: uploaded.cover_media_id!,
			video_id: uploaded.id,
			pin_type: 'video',
		});
		const pick = uploaded.frames[4]!.media_id;
		const ok = await callResource(
			t.db,
			'VideoCoverResource',
			'update',
			{ video_id: uploaded.id, media_id: pick },
			viewer,
		);
		expect(ok.status).toBe(200);
		expect(ok.r.data.cover_media_id).toBe(pick);
		const pinRow = await t.db
			.selectFrom('pins')
			.select('media_id')
			.where('id', '=', pin.id)
			.executeTakeFirstOrThrow();
		expect(pinRow.media_id).toBe(pick);

		// Another picture of the owner is not a frame of the video.
		const ownPicture = await makeMedia(t.db, { owner_id: viewer.id });
		const notFrame = await callResource(
			t.db,
			'VideoCoverResource',
			'update',
			{ video_id: uploaded.id, media_id: ownPicture.id },
			viewer,
		);
		expect([notFrame.status, notFrame.r.error.code]).toEqual([400, 'VideoCoverInvalid']);
		// Someone else's video does not exist for them.
		const foreign = await callResource(
			t.db,
			'VideoCoverResource',
			'update',
			{ video_id: uploaded.id, media_id: uploaded.frames[0]!.media_id },
			other,
		);
		expect([foreign.status, foreign.r.error.code]).toEqual([404, 'NotFound']);
		const row = await t.db
			.selectFrom('videos')
			.select('cover_media_id')
			.where('id', '=', uploaded.id)
			.executeTakeFirstOrThrow();
		expect(row.cover_media_id).toBe(pick);
	});

	it('serves the video with Range requests (206), HEAD, 416 and immutable caching', async () => {
		const key = uploaded.url.slice('/media/'.length);
		const size = fs.statSync(samples.mp4).size;
		const whole = (await serveVideoFile(store, key, new Request('http://x/')))!;
		expect(whole.status).toBe(200);
		expect(whole.headers.get('content-type')).toBe('video/mp4');
		expect(whole.headers.get('accept-ranges')).toBe('bytes');
		expect(whole.headers.get('cache-control')).toMatch(/immutable/);
		expect((await whole.arrayBuffer()).byteLength).toBe(size);

		const part = (await serveVideoFile(
			store,
			key,
			new Request('http://x/', { headers: { range: 'bytes=100-199' } }),
		))!;
		expect(part.status).toBe(206);
		expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
		const bytes = new Uint8Array(await part.arrayBuffer());
		expect(bytes).toEqual(new Uint8Array(fs.readFileSync(samples.mp4).subarray(100, 200)));

		const tail = (await serveVideoFile(
			store,
			key,
			new Request('http://x/', { headers: { range: 'bytes=-10' } }),
		))!;
		expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
		expect((await tail.arrayBuffer()).byteLength).toBe(10);

		const open = (await serveVideoFile(
			store,
			key,
			new Request('http://x/', { headers: { range: `bytes=${size - 5}-` } }),
		))!;
		expect((await open.arrayBuffer()).byteLength).toBe(5);

		const beyond = (await serveVideoFile(
			store,
			key,
			new Request('http://x/', { headers: { range: `bytes=${size}-` } }),
		))!;
		expect(beyond.status).toBe(416);
		expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);

		const cached = (await serveVideoFile(
			store,
			key,
			new Request('http://x/', { headers: { 'if-none-match': whole.headers.get('etag')! } }),
		))!;
		expect(cached.status).toBe(304);

		expect(await serveVideoFile(store, '../../etc/passwd', new Request('http://x/'))).toBeNull();
		expect(
			await serveVideoFile(
				store,
				key.replace(/[0-9a-f]{32}/, '0'.repeat(32)),
				new Request('http://x/'),
			),
		).toBeNull();
	});

	it('takes WebVTT captions from the owner only, and refuses other text', async () => {
		const vtt = 'WEBVTT\n\n00:00.000 --> 00:01.500\nHello there\n';
		const send = (text: string, who: Viewer) =>
			handleCaptionsUpload({
				request: new Request('http://localhost/', {
					method: 'POST',
					headers: { 'content-type': 'text/vtt' },
					body: text,
				}),
				viewer: who,
				requestId: 't',
				db: t.db,
				store,
				baseUrl: '/media',
				videoId: uploaded.id,
			});
		const res = await send(vtt, viewer);
		const r = await answer(res);
		expect(res.status).toBe(200);
		expect(r.data!.captions_url).toMatch(/\/captions\.vtt$/);
		const key = r.data!.captions_url!.slice('/media/'.length);
		const served = (await serveVideoFile(store, key, new Request('http://x/')))!;
		expect(served.headers.get('content-type')).toMatch(/^text\/vtt/);
		expect(await served.text()).toBe(vtt);

		expect(
			(await answer(await send('1\n00:00:00,000 --> 00:00:01,000\nSRT\n', viewer))).error?.code,
		).toBe('CaptionsInvalid');
		expect((await answer(await send(vtt, other))).error?.code).toBe('NotFound');
	});
});
