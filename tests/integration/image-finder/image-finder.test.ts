import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	FINDER_LIMIT,
	type FinderFetchOptions,
	findPageImages,
	saveWebImage,
} from '~/lib/content/image-finder/image-finder.service.server.ts';
import { MAX_FOUND_IMAGES } from '~/lib/content/image-finder/page-images.ts';
import { countAll } from '~/lib/platform/db/sql.server.ts';
import { AppError } from '~/lib/platform/http/errors.ts';
import { LocalMediaStore } from '~/lib/platform/media/local-media-store.server.ts';
import { registerFetchTestTargets } from '~/lib/platform/security/fetch-test-targets.server.ts';
import { makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';
import { jpegImage } from '../../unit/media/image-fixtures.ts';

/**
 * The image finder against a real HTTP server on loopback standing in for a website: the
 * service is handed `testOnlyTargets` for exactly that address and port (as the SSRF tests
 * do); the resources, which pass only what a browser-test server registered, are called through
 * the gateway and must refuse it unless that pair is registered.
 */

let t: TestDb;
let dir: string;
let store: LocalMediaStore;
let site: http.Server;
let inner: http.Server;
let origin = '';
let fetchOptions: FinderFetchOptions;
let photo: Buffer;

function pageHtml(): string {
	return `<!doctype html><html><head><title>Blue chairs</title>
<meta property="og:image" content="${origin}/img/og.jpg">
<meta property="og:image:alt" content="A blue chair">
</head><body>
<img src="/img/photo.jpg" alt="Photo" width="400" height="300">
<img src="img/small.jpg" srcset="img/small.jpg 200w, img/large.jpg 1600w" alt="Large one">
<img src="../img/relative.jpg" alt="Relative">
<img src="/img/icon.png" width="24" height="24" alt="Icon">
<img src="/img/pixel.gif" alt="">
<img src="/img/logo.svg" alt="Logo">
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="">
<img src="/img/photo.jpg" alt="Again">
</body></html>`;
}

function siteHandler(req: http.IncomingMessage, res: http.ServerResponse) {
	const url = new URL(req.url ?? '/', 'http://site');
	const html = (body: string) => {
		res.setHeader('content-type', 'text/html; charset=utf-8');
		res.end(body);
	};
	switch (url.pathname) {
		case '/shop/page':
			return html(pageHtml());
		case '/many':
			return html(Array.from({ length: 80 }, (_, i) => `<img src="/p/${i}.jpg" alt="">`).join(''));
		case '/no-images':
			return html('<title>Words only</title><p>No pictures here.</p>');
		case '/data.json':
			res.setHeader('content-type', 'application/json');
			return res.end('{"images":[]}');
		case '/huge':
			res.writeHead(200, {
				'content-type': 'text/html',
				'content-length': String(4 * 1024 * 1024),
			});
			return res.end('<html>');
		case '/img/photo.jpg':
			res.setHeader('content-type', 'image/jpeg');
			return res.end(photo);
		case '/img/mislabelled.bin':
			// A real JPEG served with a wrong type: the bytes decide, not the header.
			res.setHeader('content-type', 'application/octet-stream');
			return res.end(photo);
		case '/img/fake.jpg':
			// Says it is a JPEG; it is an HTML page.
			res.setHeader('content-type', 'image/jpeg');
			return res.end('<html><body>not a picture</body></html>');
		case '/to-inner':
			res.writeHead(302, { location: `http://127.0.0.2:${(site.address() as AddressInfo).port}/` });
			return res.end();
		default:
			res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
	}
}

const innerHits: string[] = [];

beforeAll(async () => {
	t = await createTestDb();
	dir = fs.mkdtempSync(path.join(os.tmpdir(), 'corkboard-finder-'));
	store = new LocalMediaStore(dir);
	photo = await jpegImage(400, 300);
	site = http.createServer(siteHandler);
	await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
	const port = (site.address() as AddressInfo).port;
	origin = `http://127.0.0.1:${port}`;
	// An "internal service" on another loopback address, same port: only the guard keeps us out.
	inner = http.createServer((req, res) => {
		innerHits.push(req.url ?? '');
		res.setHeader('content-type', 'text/html');
		res.end('<img src="/secret.jpg">');
	});
	await new Promise<void>((resolve, reject) => {
		inner.once('error', reject);
		inner.listen(port, '127.0.0.2', resolve);
	});
	fetchOptions = { testOnlyTargets: [{ address: '127.0.0.1', port }] };
});

afterAll(async () => {
	site?.close();
	inner?.close();
	await t?.destroy();
	if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function mediaCount(): Promise<number> {
	const { n } = await t.db.selectFrom('media').select(countAll().as('n')).executeTakeFirstOrThrow();
	return Number(n);
}

function storedFiles(): string[] {
	return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String) : [];
}

async function refusal(work: Promise<unknown>): Promise<string> {
	const error = await work.then(
		() => null,
		(e: unknown) => e,
	);
	expect(error).toBeInstanceOf(AppError);
	return (error as AppError).code;
}

async function freshViewer() {
	return viewerOf(await makeUser(t.db));
}

describe(`BLD-19 image finder on ${testDialect()}`, () => {
	it('BLD-19 lists og:image, <img>, the largest srcset candidate and relative URLs, without tiny, tracking, SVG and data: images', async () => {
		const viewer = await freshViewer();
		const found = await findPageImages(viewer.id, `${origin}/shop/page`, fetchOptions);
		expect(found.page).toEqual({ url: `${origin}/shop/page`, title: 'Blue chairs' });
		expect(found.images).toEqual([
			{ url: `${origin}/img/og.jpg`, alt: 'A blue chair' },
			{ url: `${origin}/img/photo.jpg`, width: 400, height: 300, alt: 'Photo' },
			{ url: `${origin}/shop/img/large.jpg`, width: 1600, alt: 'Large one' },
			{ url: `${origin}/img/relative.jpg`, alt: 'Relative' },
		]);
	});

	it(`BLD-19 answers at most ${MAX_FOUND_IMAGES} images`, async () => {
		const viewer = await freshViewer();
		const found = await findPageImages(viewer.id, `${origin}/many`, fetchOptions);
		expect(found.images).toHaveLength(MAX_FOUND_IMAGES);
		expect(found.images[0]?.url).toBe(`${origin}/p/0.jpg`);
	});

	it('BLD-19 a page without images is an empty list, not an error', async () => {
		const viewer = await freshViewer();
		const found = await findPageImages(viewer.id, `${origin}/no-images`, fetchOptions);
		expect(found).toEqual({
			page: { url: `${origin}/no-images`, title: 'Words only' },
			images: [],
		});
	});

	it('BLD-19 refuses what is not an HTML page, a page answering 404, and a page over the size cap', async () => {
		const viewer = await freshViewer();
		expect(await refusal(findPageImages(viewer.id, `${origin}/data.json`, fetchOptions))).toBe(
			'ImageFinderNotHtml',
		);
		expect(await refusal(findPageImages(viewer.id, `${origin}/img/photo.jpg`, fetchOptions))).toBe(
			'ImageFinderNotHtml',
		);
		expect(await refusal(findPageImages(viewer.id, `${origin}/gone`, fetchOptions))).toBe(
			'ImageFinderPageError',
		);
		expect(await refusal(findPageImages(viewer.id, `${origin}/huge`, fetchOptions))).toBe(
			'FetchTooLarge',
		);
	});

	it('BLD-19 the guard still works: a redirect to a private address is refused before connecting', async () => {
		const viewer = await freshViewer();
		expect(await refusal(findPageImages(viewer.id, `${origin}/to-inner`, fetchOptions))).toBe(
			'FetchHostRefused',
		);
		expect(
			await refusal(
				saveWebImage(
					t.db,
					store,
					viewer.id,
					{ imageUrl: `${origin}/to-inner`, pageUrl: `${origin}/shop/page` },
					fetchOptions,
				),
			),
		).toBe('FetchHostRefused');
		expect(innerHits).toEqual([]);
	});

	it('BLD-19 saves a found image like an upload of the viewer, with the page as its link', async () => {
		const viewer = await freshViewer();
		const before = await mediaCount();
		const saved = await saveWebImage(
			t.db,
			store,
			viewer.id,
			{ imageUrl: `${origin}/img/mislabelled.bin`, pageUrl: `${origin}/shop/page` },
			fetchOptions,
		);
		expect(saved.link).toBe(`${origin}/shop/page`);
		expect(saved.dominant_color).toMatch(/^#[0-9a-f]{6}$/);
		expect(saved.images['736x']).toMatchObject({ width: 400, height: 300 });
		expect(saved.images['236x'].url).toMatch(/^\/media\/.+\/236x\.jpg$/);
		expect(await mediaCount()).toBe(before + 1);
		const row = await t.db
			.selectFrom('media')
			.select(['owner_id', 'width', 'height', 'format'])
			.where('id', '=', saved.id)
			.executeTakeFirstOrThrow();
		expect(row).toEqual({ owner_id: viewer.id, width: 400, height: 300, format: 'jpeg' });
	});

	it('BLD-19 refuses a non-image (by its bytes, whatever it claims) and a missing image, storing nothing', async () => {
		const viewer = await freshViewer();
		const before = await mediaCount();
		const files = storedFiles();
		const save = (imageUrl: string) =>
			saveWebImage(
				t.db,
				store,
				viewer.id,
				{ imageUrl, pageUrl: `${origin}/shop/page` },
				fetchOptions,
			);
		expect(await refusal(save(`${origin}/img/fake.jpg`))).toBe('ImageUnsupported');
		expect(await refusal(save(`${origin}/shop/page`))).toBe('ImageUnsupported');
		expect(await refusal(save(`${origin}/img/none.jpg`))).toBe('ImageFinderPageError');
		expect(await mediaCount()).toBe(before);
		expect(storedFiles()).toEqual(files);
	});
});

describe(`BLD-19 image finder resources on ${testDialect()}`, () => {
	it('BLD-19 refuses bad and non-http(s) addresses and private hosts, in the envelope', async () => {
		const viewer = await freshViewer();
		const get = (url: string) => callResource(t.db, 'ImageFinderResource', 'get', { url }, viewer);
		for (const [url, code] of [
			['not a url', 'FetchUrlRefused'],
			['ftp://example.com/page', 'FetchUrlRefused'],
			['javascript:alert(1)', 'FetchUrlRefused'],
			[`${origin}/shop/page`, 'FetchUrlRefused'], // port other than 80/443: the guard is shut
			['http://127.0.0.1/shop/page', 'FetchHostRefused'],
			['http://169.254.169.254/latest/meta-data/', 'FetchHostRefused'],
			['http://[::1]/', 'FetchHostRefused'],
		] as const) {
			const answer = await get(url);
			expect(answer.r.error?.code, url).toBe(code);
			expect(answer.status, url).toBe(400);
			expect(typeof answer.r.error?.message).toBe('string');
		}
		const empty = await get('   ');
		expect(empty.status).toBe(400);
	});

	it('BLD-19 reads a loopback site only while a browser-test server has registered its pair (FETCH_TEST_TARGETS)', async () => {
		const viewer = await freshViewer();
		const get = (url: string) => callResource(t.db, 'ImageFinderResource', 'get', { url }, viewer);
		const port = Number(new URL(origin).port);
		registerFetchTestTargets([{ address: '127.0.0.1', port }]);
		try {
			const found = await get(`${origin}/shop/page`);
			expect(found.status).toBe(200);
			expect(found.r.data.page).toEqual({ url: `${origin}/shop/page`, title: 'Blue chairs' });
			expect(found.r.data.images.length).toBeGreaterThan(0);
			// Exactly that pair: the "internal service" on 127.0.0.2, same port, stays shut.
			expect((await get(`${origin}/to-inner`)).r.error?.code).toBe('FetchHostRefused');
			expect((await get(`http://127.0.0.1:${port + 1}/`)).r.error?.code).toBe('FetchUrlRefused');
		} finally {
			registerFetchTestTargets([]);
		}
		expect((await get(`${origin}/shop/page`)).r.error?.code).toBe('FetchUrlRefused');
		expect(innerHits).toEqual([]);
	});

	it('BLD-19 WebImageResource refuses a private image address and a non-web page link, storing nothing', async () => {
		const viewer = await freshViewer();
		const before = await mediaCount();
		const create = (image_url: string, page_url: string) =>
			callResource(t.db, 'WebImageResource', 'create', { image_url, page_url }, viewer);
		expect((await create('http://10.0.0.1/a.jpg', 'https://example.com/')).r.error?.code).toBe(
			'FetchHostRefused',
		);
		expect((await create('https://example.com/a.jpg', 'javascript:alert(1)')).r.error?.code).toBe(
			'InvalidPinLink',
		);
		expect(await mediaCount()).toBe(before);
	});

	it('BLD-19 both need a full login', async () => {
		const get = await callResource(
			t.db,
			'ImageFinderResource',
			'get',
			{ url: 'https://example.com/' },
			null,
		);
		expect([get.status, get.r.error?.code]).toEqual([401, 'AuthenticationRequired']);
		const create = await callResource(
			t.db,
			'WebImageResource',
			'create',
			{ image_url: 'https://example.com/a.jpg', page_url: 'https://example.com/' },
			null,
		);
		expect([create.status, create.r.error?.code]).toEqual([401, 'AuthenticationRequired']);
	});

	it('BLD-19 page lookups are limited per viewer (they make our server fetch other sites)', async () => {
		const viewer = await freshViewer();
		const other = await freshViewer();
		const get = (v: typeof viewer) =>
			callResource(t.db, 'ImageFinderResource', 'get', { url: 'http://127.0.0.1/' }, v);
		for (let i = 0; i < FINDER_LIMIT.limit; i++) {
			expect((await get(viewer)).r.error?.code).toBe('FetchHostRefused');
		}
		const limited = await get(viewer);
		expect([limited.status, limited.r.error?.code]).toEqual([429, 'RateLimited']);
		expect((await get(other)).r.error?.code).toBe('FetchHostRefused');
	});
});
