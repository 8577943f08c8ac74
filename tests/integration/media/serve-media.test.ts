import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from '~/lib/platform/media/image-sizes.ts';
import { LocalMediaStore } from '~/lib/platform/media/local-media-store.server.ts';
import { ingestImage, type StoredImage } from '~/lib/platform/media/media.service.server.ts';
import { serveMedia } from '~/pages/media/[...key].ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';
import { jpegImage, pngWithAlpha } from '../../unit/media/image-fixtures.ts';

let t: TestDb;
let root: string;
let store: LocalMediaStore;
let jpeg: StoredImage;
let webp: StoredImage;

beforeAll(async () => {
	t = await createTestDb();
	root = fs.mkdtempSync(path.join(os.tmpdir(), 'corkboard-serve-'));
	store = new LocalMediaStore(path.join(root, 'media'));
	fs.mkdirSync(store.root, { recursive: true });
	fs.writeFileSync(path.join(root, 'secret.txt'), 'do not serve');
	jpeg = await ingestImage(t.db, store, { ownerId: null, bytes: await jpegImage(300, 450) });
	webp = await ingestImage(t.db, store, { ownerId: null, bytes: await pngWithAlpha() });
});
afterAll(async () => {
	await t?.destroy();
	if (root) fs.rmSync(root, { recursive: true, force: true });
});

function get(key: string | undefined, headers: Record<string, string> = {}, method = 'GET') {
	return serveMedia(store, key, new Request(`http://localhost/media/${key}`, { method, headers }));
}

describe(`GET /media/{key} on ${testDialect()}`, () => {
	it('serves every stored size with immutable caching, its type and an ETag', async () => {
		for (const size of IMAGE_SIZES) {
			const key = `${jpeg.storageKey}/${jpeg.variants[size].file}`;
			const res = await get(key);
			expect(res.status).toBe(200);
			expect(res.headers.get('content-type')).toBe('image/jpeg');
			expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
			expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
			const body = Buffer.from(await res.arrayBuffer());
			expect(body.equals(fs.readFileSync(path.join(store.root, key)))).toBe(true);
			expect(res.headers.get('content-length')).toBe(String(body.length));
		}
		const res = await get(`${webp.storageKey}/${webp.variants['236x'].file}`);
		expect(res.headers.get('content-type')).toBe('image/webp');
	});

	it('answers 304 to a matching If-None-Match and nothing to HEAD', async () => {
		const key = `${jpeg.storageKey}/236x.jpg`;
		const etag = (await get(key)).headers.get('etag')!;
		const again = await get(key, { 'if-none-match': `W/"nope", ${etag}` });
		expect(again.status).toBe(304);
		expect(again.headers.get('etag')).toBe(etag);
		expect(await again.text()).toBe('');
		expect((await get(key, { 'if-none-match': '"other"' })).status).toBe(200);
		const head = await get(key, {}, 'HEAD');
		expect(head.status).toBe(200);
		expect(await head.text()).toBe('');
	});

	it('answers 404 for anything that is not a stored variant, traversal included', async () => {
		const k = jpeg.storageKey;
		const keys = [
			undefined,
			'',
			`${k}/237x.jpg`,
			`${k}/236x.webp`,
			`${k}/236x.png`,
			`${k}/../../../../secret.txt`,
			`${k}/..%2f..%2f..%2fsecret.txt`,
			'../secret.txt',
			'../../etc/passwd',
			'/etc/passwd',
			`${k}`,
			`${k}/`,
			`${k.toUpperCase()}/236x.jpg`,
			`${k}/236x.jpg/..`,
			`00/00/0000${k.slice(10)}/236x.jpg`,
		];
		for (const key of keys) {
			const res = await get(key);
			expect(res.status, String(key)).toBe(404);
			expect(res.headers.get('cache-control')).toBe('no-store');
		}
	});

	it('keeps the local store inside its folder whatever it is asked', async () => {
		for (const key of [
			'../secret.txt',
			'/etc/passwd',
			'a/../../secret.txt',
			'a//b',
			'.hidden',
			'',
		]) {
			await expect(store.get(key)).rejects.toThrow('Unsafe media key');
			await expect(store.put(key, new Uint8Array(1), 'image/jpeg')).rejects.toThrow('Unsafe');
		}
		expect(fs.readFileSync(path.join(root, 'secret.txt'), 'utf8')).toBe('do not serve');
	});

	it('removes a deleted file and the folders it leaves empty', async () => {
		const stored = await ingestImage(t.db, store, {
			ownerId: null,
			bytes: await jpegImage(50, 50),
		});
		for (const size of IMAGE_SIZES)
			await store.delete(`${stored.storageKey}/${stored.variants[size].file}`);
		expect(fs.existsSync(path.join(store.root, stored.storageKey))).toBe(false);
		expect(await store.get(`${stored.storageKey}/236x.jpg`)).toBeNull();
		await store.delete(`${stored.storageKey}/236x.jpg`); // missing is fine
		expect((await get(`${jpeg.storageKey}/orig.jpg`)).status).toBe(200);
	});
});
