import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import { countAll } from '~/lib/platform/db/sql.server.ts';
import type { ErrorCode } from '~/lib/platform/http/errors.ts';
import { LocalMediaStore } from '~/lib/platform/media/local-media-store.server.ts';
import { handleUpload } from '~/lib/platform/media/upload.server.ts';
import { makeUser, viewerOf } from '../helpers/builders.ts';
import {
	firstHalf,
	gifFrameBeyondScreen,
	gifWithHtmlComment,
	jpegBomb,
	jpegWithHtmlComment,
	POLYGLOT_PAYLOAD,
	pngBomb,
	pngWithEditedHeader,
	pngWithHtmlText,
	webpBomb,
	webpCanvasMismatch,
} from '../helpers/hostile-images.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';
import { fileBlob, uploadRequest } from '../helpers/upload-request.ts';
import {
	animatedGif,
	gifHeaderBomb,
	gifScriptPolyglot,
	jpegHeaderBomb,
	jpegImage,
	jpegWithZip,
	pngHeaderBomb,
	pngWithAlpha,
	pngWithHtml,
	solidPng,
	svgImage,
	textFile,
	truncatedJpeg,
	webpHeaderBomb,
	webpImage,
} from '../unit/media/image-fixtures.ts';

/**
 * Hostile uploads through the real upload handler (multipart parsing, sniffing, sharp, a real
 * media folder, a real database): each is refused in under 100 ms with the catalogue error, and
 * leaves no media row, no colour bucket, no file and no temporary file. Files that are valid
 * images carrying a payload in their metadata are accepted, and what is stored is always our
 * re-encode, never the uploaded bytes.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'corkboard-hostile-'));
const mediaDir = path.join(dataDir, 'media');
const store = new LocalMediaStore(mediaDir);
let t: TestDb;
let viewer: Viewer;
/** Milliseconds of each refusal, printed with UPLOAD_TIMINGS=1 (docs/security/ssrf-and-uploads.md). */
const timings: [string, number][] = [];

beforeAll(async () => {
	t = await createTestDb();
	viewer = viewerOf(await makeUser(t.db));
	// Warm-up: the first upload loads sharp's decoders and the multipart parser.
	const res = await upload(await uploadRequest(fileBlob(await jpegImage(64, 48), 'image/jpeg')));
	expect(res.status).toBe(200);
});

afterAll(async () => {
	if (process.env.UPLOAD_TIMINGS) {
		console.info(
			timings.map(([name, ms]) => `${ms.toFixed(2).padStart(7)} ms  ${name}`).join('\n'),
		);
	}
	await t?.destroy();
	fs.rmSync(dataDir, { recursive: true, force: true });
});

function upload(request: Request): Promise<Response> {
	return handleUpload({ request, viewer, requestId: 'test', db: t.db, store });
}

/** Everything an upload could leave behind: rows, files (temporary ones too), libvips temp files. */
async function storageState() {
	const count = async (table: 'media' | 'media_color_buckets') =>
		Number((await t.db.selectFrom(table).select(countAll().as('n')).executeTakeFirstOrThrow()).n);
	return {
		media: await count('media'),
		buckets: await count('media_color_buckets'),
		files: fs.existsSync(mediaDir)
			? fs.readdirSync(mediaDir, { recursive: true }).map(String).sort()
			: [],
		vipsTemp: fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('vips-')),
	};
}

interface Failure {
	status: string;
	code: number;
	error: {
		code: string;
		http_status: number;
		message: string;
		message_detail: string;
		extra_data?: Record<string, unknown>;
	};
}

type Hostile = [
	name: string,
	build: () => Buffer | Promise<Buffer>,
	declared: { type: string; name: string },
	status: number,
	code: ErrorCode,
	/** Set when the header check refuses it before any decoding: the size the file claims. */
	claimed?: [width: number, height: number],
];

const PNG = { type: 'image/png', name: 'picture.png' };
const JPEG = { type: 'image/jpeg', name: 'photo.jpg' };
const WEBP = { type: 'image/webp', name: 'picture.webp' };
const GIF = { type: 'image/gif', name: 'animation.gif' };

const HOSTILE: Hostile[] = [
	// Decompression bombs: valid images whose pixels would not fit in memory.
	[
		'a valid 20000×20000 one-colour PNG',
		() => pngBomb(20_000, 20_000),
		PNG,
		400,
		'ImageTooManyPixels',
		[20_000, 20_000],
	],
	[
		'a valid 10000×10000 JPEG',
		() => jpegBomb(10_000, 10_000),
		JPEG,
		400,
		'ImageTooManyPixels',
		[10_000, 10_000],
	],
	[
		'a valid 16383×16383 WebP of 32 bytes',
		() => webpBomb(16_383, 16_383),
		WEBP,
		400,
		'ImageTooManyPixels',
		[16_383, 16_383],
	],
	[
		'a GIF frame of 60000×60000 in an 8×8 screen',
		() => gifFrameBeyondScreen(60_000, 60_000),
		GIF,
		400,
		'ImageTooManyPixels',
		[60_000, 60_000],
	],
	[
		'a WebP canvas of 100×100 around a 16383×16383 frame',
		webpCanvasMismatch,
		WEBP,
		400,
		'ImageCorrupt',
	],
	// Headers claiming enormous (or impossible) dimensions.
	[
		'a 16×16 PNG whose IHDR says 60000×60000',
		() => pngWithEditedHeader(60_000, 60_000),
		PNG,
		400,
		'ImageTooManyPixels',
		[60_000, 60_000],
	],
	[
		'a JPEG whose frame says 65000×65000',
		() => jpegHeaderBomb(),
		JPEG,
		400,
		'ImageTooManyPixels',
		[65_000, 65_000],
	],
	[
		'a GIF whose screen says 65535×65535',
		gifHeaderBomb,
		GIF,
		400,
		'ImageTooManyPixels',
		[65_535, 65_535],
	],
	[
		'a WebP whose canvas says 16384×16384',
		webpHeaderBomb,
		WEBP,
		400,
		'ImageTooManyPixels',
		[16_384, 16_384],
	],
	[
		'a PNG claiming 7000×7000 with no pixel data',
		() => pngHeaderBomb(7000, 7000),
		PNG,
		400,
		'ImageCorrupt',
	],
	[
		'a JPEG claiming 7000×7000 with 16×16 of data',
		() => jpegHeaderBomb(7000, 7000),
		JPEG,
		400,
		'ImageCorrupt',
	],
	// Polyglots: two files in one.
	['GIF89a/* followed by script', () => gifScriptPolyglot, GIF, 400, 'ImageCorrupt'],
	['a JPEG with a ZIP appended', jpegWithZip, JPEG, 415, 'ImageUnsupported'],
	['a PNG followed by an HTML page', pngWithHtml, PNG, 415, 'ImageUnsupported'],
	// SVG, under its own name and under another.
	['an SVG', () => svgImage, { type: 'image/svg+xml', name: 'logo.svg' }, 415, 'ImageUnsupported'],
	['an SVG labelled image/png', () => svgImage, PNG, 415, 'ImageUnsupported'],
	// Truncated files.
	['the first half of a JPEG', truncatedJpeg, JPEG, 400, 'ImageCorrupt'],
	[
		'the first half of a PNG',
		async () => firstHalf(await pngWithAlpha()),
		PNG,
		400,
		'ImageCorrupt',
	],
	['the first half of a WebP', async () => firstHalf(await webpImage()), WEBP, 400, 'ImageCorrupt'],
	['the first half of a GIF', async () => firstHalf(await animatedGif()), GIF, 400, 'ImageCorrupt'],
	// Mislabelled non-images.
	[
		'an HTML page labelled image/png',
		() => Buffer.from(`<!doctype html><html><script>${POLYGLOT_PAYLOAD}</script></html>`),
		PNG,
		415,
		'ImageUnsupported',
	],
	['a text file labelled image/jpeg', () => textFile, JPEG, 415, 'ImageUnsupported'],
	['an empty file', () => Buffer.alloc(0), JPEG, 400, 'ImageRequired'],
];

describe(`hostile uploads on ${testDialect()}`, () => {
	it.each(HOSTILE)(
		'refuses %s in under 100 ms, storing nothing',
		async (name, build, declared, status, code, claimed) => {
			const bytes = await build();
			const request = await uploadRequest(fileBlob(bytes, declared.type), declared.name);
			const before = await storageState();

			const started = performance.now();
			const res = await upload(request);
			const ms = performance.now() - started;
			timings.push([name, ms]);

			const body = (await res.json()) as { resource_response: Failure };
			expect(res.status).toBe(status);
			expect(body.resource_response).toMatchObject({
				status: 'failure',
				error: { code, http_status: status },
			});
			expect(body.resource_response.error.message).not.toBe('');
			if (claimed) {
				// Refused from the header alone: the decoder's own pixel limit never had to act.
				const [width, height] = claimed;
				expect(body.resource_response.error.extra_data).toMatchObject({ width, height });
			}
			expect(ms).toBeLessThan(100);
			expect(await storageState()).toEqual(before);
		},
	);

	it('has a case for every kind of hostile file', () => {
		expect(HOSTILE.length).toBeGreaterThanOrEqual(20);
	});
});

/** Uploads `bytes`; returns every stored variant file's bytes and the answer's data. */
async function uploadAccepted(bytes: Buffer, declared: { type: string; name: string }) {
	const res = await upload(await uploadRequest(fileBlob(bytes, declared.type), declared.name));
	const body = (await res.json()) as {
		resource_response: { data: { images: Record<string, { url: string }> } | null };
	};
	expect(res.status).toBe(200);
	const images = Object.values(body.resource_response.data!.images);
	const files = images.map(({ url }) =>
		fs.readFileSync(path.join(mediaDir, url.slice('/media/'.length))),
	);
	return { files, urls: images.map((i) => i.url) };
}

describe(`what is stored is always our re-encode, on ${testDialect()}`, () => {
	it.each([
		['a JPEG with an HTML comment segment', jpegWithHtmlComment, JPEG],
		['a PNG with an HTML tEXt chunk', pngWithHtmlText, PNG],
		['a GIF with an HTML comment extension', gifWithHtmlComment, GIF],
	] as const)(
		'accepts %s, and no stored file holds the payload',
		async (_name, build, declared) => {
			const bytes = await build();
			expect(bytes.includes(POLYGLOT_PAYLOAD)).toBe(true);
			const { files } = await uploadAccepted(bytes, declared);
			for (const file of files) {
				expect(file.equals(bytes)).toBe(false);
				expect(file.includes(POLYGLOT_PAYLOAD)).toBe(false);
				expect(file.includes('<script')).toBe(false);
				expect((await sharp(file).metadata()).format).toBe('jpeg');
			}
		},
	);

	it('sniffs a PNG named photo.jpg and sent as image/jpeg, and stores a re-encode', async () => {
		const png = await solidPng('#336699', 300, 200);
		const { files, urls } = await uploadAccepted(png, JPEG);
		expect(urls.every((url) => url.endsWith('.jpg'))).toBe(true);
		for (const file of files) expect((await sharp(file).metadata()).format).toBe('jpeg');
	});

	it('accepts the bomb builders at a sane size: the refusals above are about size alone', async () => {
		for (const [bytes, declared] of [
			[await pngBomb(640, 480), PNG],
			[jpegBomb(640, 480), JPEG],
			[webpBomb(640, 480), WEBP],
		] as const) {
			const { files } = await uploadAccepted(bytes, declared);
			const orig = await sharp(files.at(-1)).metadata();
			expect([orig.width, orig.height]).toEqual([640, 480]);
		}
	});
});
