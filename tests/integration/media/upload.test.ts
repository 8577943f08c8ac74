import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import { config } from '~/lib/platform/config/config.server.ts';
import { db } from '~/lib/platform/db/client.server.ts';
import { countAll } from '~/lib/platform/db/sql.server.ts';
import { IMAGE_SIZES } from '~/lib/platform/media/image-sizes.ts';
import { LocalMediaStore } from '~/lib/platform/media/local-media-store.server.ts';
import { handleUpload } from '~/lib/platform/media/upload.server.ts';
import { POST } from '~/pages/upload-image.ts';
import { makeUser, viewerOf } from '../../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';
import { fileBlob as blob, uploadRequest } from '../../helpers/upload-request.ts';
import { jpegImage, pngWithAlpha, svgImage, textFile } from '../../unit/media/image-fixtures.ts';

const DB_HANDLE = Symbol.for('corkboard.db');

// Before anything reads the configuration: the route's store must land in a temp folder.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'corkboard-upload-'));
process.env.DATA_DIR = dataDir;
const dir = path.join(dataDir, 'media');
const store = new LocalMediaStore(dir);

let t: TestDb;
let viewer: Viewer;

beforeAll(async () => {
	t = await createTestDb();
	fs.mkdirSync(dir, { recursive: true });
	const user = await makeUser(t.db);
	viewer = viewerOf(user);
});
afterAll(async () => {
	delete (globalThis as Record<symbol, unknown>)[DB_HANDLE];
	await t?.destroy();
	fs.rmSync(dataDir, { recursive: true, force: true });
});

function upload(request: Request, who: Viewer | null = viewer, limits = {}) {
	return handleUpload({ request, viewer: who, requestId: 'test', db: t.db, store, limits });
}

async function envelope(res: Response) {
	return (await res.json()) as {
		resource_response: {
			status: string;
			data: {
				id: string;
				images: Record<string, { url: string; width: number; height: number }>;
				dominant_color: string;
			} | null;
			error?: { code: string; http_status: number; message_detail: string };
		};
	};
}

async function mediaCount(): Promise<number> {
	const { n } = await t.db.selectFrom('media').select(countAll().as('n')).executeTakeFirstOrThrow();
	return Number(n);
}

describe(`POST /upload-image/ on ${testDialect()}`, () => {
	it('answers every size with URLs under the media base and the dominant colour', async () => {
		const bytes = await jpegImage(736, 1104);
		const res = await upload(await uploadRequest(blob(bytes, 'image/jpeg')));
		expect(res.status).toBe(200);
		const body = await envelope(res);
		expect(body.resource_response.status).toBe('success');
		const data = body.resource_response.data!;
		expect(Object.keys(data.images).sort()).toEqual([...IMAGE_SIZES].sort());
		expect(data.images['236x']).toMatchObject({ width: 236, height: 354 });
		expect(data.images['60x60']).toMatchObject({ width: 60, height: 60 });
		expect(data.images.orig).toMatchObject({ width: 736, height: 1104 });
		expect(data.images['236x']!.url).toMatch(
			/^\/media\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}\/236x\.jpg$/,
		);
		expect(data.dominant_color).toMatch(/^#[0-9a-f]{6}$/);
		const row = await t.db
			.selectFrom('media')
			.selectAll()
			.where('id', '=', data.id)
			.executeTakeFirst();
		expect(row?.owner_id).toBe(viewer.id);
		const file = path.join(dir, data.images['236x']!.url.slice('/media/'.length));
		expect(fs.existsSync(file)).toBe(true);
	});

	it('trusts the bytes, not the declared type or name (a PNG sent as photo.jpg)', async () => {
		const png = blob(await pngWithAlpha(), 'image/jpeg');
		const body = await envelope(await upload(await uploadRequest(png, 'photo.jpg')));
		expect(body.resource_response.data!.images['236x']!.url).toMatch(/236x\.webp$/);
	});

	it('refuses signed-out callers with AuthenticationRequired', async () => {
		const res = await upload(await uploadRequest(blob(await jpegImage(50, 50))), null);
		expect(res.status).toBe(401);
		const body = await envelope(res);
		expect(body.resource_response.status).toBe('failure');
		expect(body.resource_response.error?.code).toBe('AuthenticationRequired');
	});

	it('refuses limited-login callers (an expired session, LIM-01) with LimitedLogin, storing nothing', async () => {
		const rows = await mediaCount();
		const limited = { ...viewer, loginState: 2 as const };
		const res = await upload(await uploadRequest(blob(await jpegImage(50, 50))), limited);
		expect(res.status).toBe(401);
		expect((await envelope(res)).resource_response.error?.code).toBe('LimitedLogin');
		expect(await mediaCount()).toBe(rows);
	});

	it('refuses bad uploads with catalogue errors, leaving nothing behind', async () => {
		const rows = await mediaCount();
		const files = fs.readdirSync(dir, { recursive: true }).length;
		const cases: [Request, number, string][] = [
			[await uploadRequest(null), 400, 'ImageRequired'],
			[await uploadRequest('not a file'), 400, 'ImageRequired'],
			[await uploadRequest(new Blob([])), 400, 'ImageRequired'],
			[await uploadRequest(blob(textFile, 'image/jpeg'), 'cat.jpg'), 415, 'ImageUnsupported'],
			[await uploadRequest(blob(svgImage, 'image/png'), 'logo.png'), 415, 'ImageUnsupported'],
			[
				new Request('http://localhost/upload-image/', {
					method: 'POST',
					headers: { 'content-type': 'application/json' },
					body: '{"img":"x"}',
				}),
				400,
				'ImageRequired',
			],
		];
		for (const [request, status, code] of cases) {
			const started = performance.now();
			const res = await upload(request);
			expect(performance.now() - started).toBeLessThan(100);
			expect(res.status).toBe(status);
			expect((await envelope(res)).resource_response.error?.code).toBe(code);
		}
		expect(await mediaCount()).toBe(rows);
		expect(fs.readdirSync(dir, { recursive: true }).length).toBe(files);
	});

	it('refuses a declared Content-Length over the limit before reading the body', async () => {
		const body = new ReadableStream<Uint8Array>({
			pull(controller) {
				controller.enqueue(new Uint8Array(1024));
			},
		});
		const request = new Request('http://localhost/upload-image/', {
			method: 'POST',
			headers: {
				'content-type': 'multipart/form-data; boundary=x',
				'content-length': String(30 * 1024 * 1024),
			},
			body,
			duplex: 'half',
		} as RequestInit);
		const res = await upload(request);
		expect(res.status).toBe(413);
		expect((await envelope(res)).resource_response.error?.code).toBe('ImageTooLarge');
		expect(request.bodyUsed).toBe(false);
	});

	it('counts the body while reading and stops past the limit, whatever Content-Length says', async () => {
		const big = blob(Buffer.alloc(300 * 1024, 1), 'image/jpeg');
		const request = await uploadRequest(big, 'big.jpg', 1000);
		const res = await upload(request, viewer, { maxBytes: 100 * 1024 });
		expect(res.status).toBe(413);
		expect((await envelope(res)).resource_response.error?.code).toBe('ImageTooLarge');
	});

	it('refuses a file over the limit that fits in the multipart allowance', async () => {
		const bytes = await jpegImage(200, 200);
		const res = await upload(await uploadRequest(blob(bytes)), viewer, {
			maxBytes: bytes.length - 1,
		});
		expect(res.status).toBe(413);
	});
});

describe(`the Astro route on ${testDialect()}`, () => {
	it('wires POST to the process-wide database and store', async () => {
		// The route reads the store from the configuration and the database the middleware puts in
		// `locals.db` (the process-wide one), as in production.
		(globalThis as Record<symbol, unknown>)[DB_HANDLE] = t;
		const context = {
			request: await uploadRequest(blob(await jpegImage(400, 300), 'image/jpeg')),
			locals: { viewer, db: db(), requestId: 'route-test', csrfToken: 'x' },
		} as unknown as APIContext;
		const res = await POST(context);
		expect(res.status).toBe(200);
		const data = (await envelope(res)).resource_response.data!;
		expect(data.images['236x']).toMatchObject({ width: 236, height: 177 });
		expect(config().mediaDir).toBe(dir);
		const file = path.join(dir, data.images['236x']!.url.slice('/media/'.length));
		expect(fs.existsSync(file)).toBe(true);

		const signedOut = await POST({
			request: await uploadRequest(blob(await jpegImage(40, 30))),
			locals: { viewer: null, db: db(), requestId: 'route-test', csrfToken: 'x' },
		} as unknown as APIContext);
		expect(signedOut.status).toBe(401);
	});
});
