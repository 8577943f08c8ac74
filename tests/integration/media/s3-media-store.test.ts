import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '~/lib/platform/config/config.server.ts';
import { LocalMediaStore } from '~/lib/platform/media/local-media-store.server.ts';
import { createMediaStore } from '~/lib/platform/media/media-store.server.ts';
import { S3MediaStore } from '~/lib/platform/media/s3-media-store.server.ts';
import { serveMedia } from '~/pages/media/[...key].ts';

interface FakeObject {
	body: Buffer;
	contentType: string;
	cacheControl: string;
	etag: string;
}

interface SeenRequest {
	method: string;
	url: string;
	signed: boolean;
}

/**
 * A tiny S3 look-alike on localhost (path-style PUT/GET/DELETE of objects), so the real SDK
 * client, request signing and error mapping run without a network.
 */
function fakeS3() {
	const objects = new Map<string, FakeObject>();
	const seen: SeenRequest[] = [];
	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (c: Buffer) => chunks.push(c));
		req.on('end', () => {
			const url = new URL(req.url ?? '/', 'http://s3.local');
			const key = decodeURIComponent(url.pathname);
			seen.push({
				method: req.method ?? '',
				url: key,
				signed: String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256'),
			});
			if (req.method === 'PUT') {
				const body = Buffer.concat(chunks);
				const etag = `"${createHash('md5').update(body).digest('hex')}"`;
				objects.set(key, {
					body,
					contentType: String(req.headers['content-type'] ?? ''),
					cacheControl: String(req.headers['cache-control'] ?? ''),
					etag,
				});
				res.writeHead(200, { etag }).end();
			} else if (req.method === 'GET') {
				const o = objects.get(key);
				if (!o) {
					res
						.writeHead(404, { 'content-type': 'application/xml' })
						.end(
							'<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code>' +
								'<Message>The specified key does not exist.</Message></Error>',
						);
					return;
				}
				res
					.writeHead(200, {
						'content-type': o.contentType,
						'content-length': o.body.length,
						etag: o.etag,
						'cache-control': o.cacheControl,
					})
					.end(o.body);
			} else if (req.method === 'DELETE') {
				objects.delete(key);
				res.writeHead(204).end();
			} else {
				res.writeHead(405).end();
			}
		});
	});
	return { server, objects, seen };
}

const s3 = fakeS3();
let endpoint: string;
let store: S3MediaStore;

beforeAll(async () => {
	await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
	endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
	store = createMediaStore(
		loadConfig({
			MEDIA_STORE: 's3',
			S3_BUCKET: 'corkboard-media',
			S3_ENDPOINT: endpoint,
			S3_REGION: 'auto',
			S3_ACCESS_KEY_ID: 'test-key',
			S3_SECRET_ACCESS_KEY: 'test-secret',
		}),
	) as S3MediaStore;
});
afterAll(async () => {
	store?.client.destroy();
	await new Promise((resolve) => s3.server.close(resolve));
});

describe('S3MediaStore against an S3 look-alike', () => {
	const key = 'ab/cd/abcd0123456789abcdef0123456789ab/236x.jpg';
	const body = Buffer.from('\xff\xd8\xff fake jpeg bytes', 'latin1');

	it('is what MEDIA_STORE=s3 selects, and needs a bucket', () => {
		expect(store).toBeInstanceOf(S3MediaStore);
		expect(store.bucket).toBe('corkboard-media');
		expect(() => createMediaStore(loadConfig({ MEDIA_STORE: 's3' }))).toThrow('S3_BUCKET');
		expect(createMediaStore(loadConfig({}))).toBeInstanceOf(LocalMediaStore);
	});

	it('puts objects path-style with content type and immutable caching, signed', async () => {
		await store.put(key, body, 'image/jpeg');
		const o = s3.objects.get(`/corkboard-media/${key}`);
		expect(o?.body.equals(body)).toBe(true);
		expect(o?.contentType).toBe('image/jpeg');
		expect(o?.cacheControl).toBe('public, max-age=31536000, immutable');
		expect(s3.seen.at(-1)).toMatchObject({ method: 'PUT', signed: true });
	});

	it('gets them back with their ETag, and null for a missing key', async () => {
		const got = await store.get(key);
		expect(got && Buffer.from(got.body).equals(body)).toBe(true);
		expect(got?.contentType).toBe('image/jpeg');
		expect(got?.etag).toBe(`"${createHash('md5').update(body).digest('hex')}"`);
		expect(got?.size).toBe(body.length);
		expect(await store.get('ab/cd/nothing-here/236x.jpg')).toBeNull();
	});

	it('serves them through /media/ like the local store', async () => {
		const mediaKey = 'ab/cd/abcd0123456789abcdef0123456789ab/orig.jpg';
		await store.put(mediaKey, body, 'image/jpeg');
		const res = await serveMedia(store, mediaKey, new Request('http://localhost/media/x'));
		expect(res.status).toBe(200);
		expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
		expect(Buffer.from(await res.arrayBuffer()).equals(body)).toBe(true);
	});

	it('deletes them; deleting again is fine', async () => {
		await store.delete(key);
		expect(s3.objects.has(`/corkboard-media/${key}`)).toBe(false);
		await store.delete(key);
		expect(await store.get(key)).toBeNull();
	});
});
