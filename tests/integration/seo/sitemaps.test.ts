import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRangeName } from '~/lib/discovery/seo/id-ranges.ts';
import { partitionIds, sitemapChildren } from '~/lib/discovery/seo/sitemaps.service.server.ts';
import { createIdGenerator } from '~/lib/platform/db/ids.ts';
import { GET as robotsRoute } from '~/pages/robots.txt.ts';
import { GET as indexRoute } from '~/pages/sitemap.xml.ts';
import { GET as childRoute } from '~/pages/sitemaps/[name].xml.ts';
import { makeBoard, makePin, makeUser } from '../../helpers/builders.ts';
import { callRest } from '../../helpers/rest.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';
import { locs, parseXml } from '../../unit/seo/xml.ts';

let t: TestDb;
const visible: string[] = [];
const hidden: string[] = [];
const ORIGIN = 'http://localhost';

beforeAll(async () => {
	t = await createTestDb();
	const db = t.db;
	// A public person with a public board (name needing escaping) and two pins, one a save.
	const alice = await makeUser(db, { username: 'alice_pub' });
	const board = await makeBoard(db, alice, {
		name: 'Tea & <Cakes>',
		slug: 'tea-cakes',
		pin_count: 2,
	});
	const pin = await makePin(db, board, { title: 'Scones & "jam"' });
	const save = await makePin(db, board, { origin_pin_id: pin.id });
	visible.push('/alice_pub/', '/alice_pub/tea-cakes/', `/pin/${pin.id}/`);
	hidden.push(`/pin/${save.id}/`);
	// Alice's secret and archived boards, and their pins.
	const secret = await makeBoard(db, alice, {
		privacy: 'secret',
		slug: 'secret-plans',
		pin_count: 1,
	});
	const secretPin = await makePin(db, secret);
	const archived = await makeBoard(db, alice, { is_archived: 1, slug: 'old-stuff', pin_count: 1 });
	const archivedPin = await makePin(db, archived);
	// A pin hidden by moderation, and a board behind a sensitivity screen.
	const moderated = await makePin(db, board, { is_hidden: 1 });
	const sensitive = await makeBoard(db, alice, {
		slug: 'sensitive',
		sensitivity_reason: 'x',
		pin_count: 1,
	});
	const sensitivePin = await makePin(db, sensitive);
	// An empty public board is thin content.
	await makeBoard(db, alice, { slug: 'empty-board' });
	hidden.push(
		'/alice_pub/secret-plans/',
		`/pin/${secretPin.id}/`,
		'/alice_pub/old-stuff/',
		`/pin/${archivedPin.id}/`,
		`/pin/${moderated.id}/`,
		'/alice_pub/sensitive/',
		`/pin/${sensitivePin.id}/`,
		'/alice_pub/empty-board/',
	);
	// A private profile with a public board and pin.
	const priv = await makeUser(db, { username: 'private_pat', is_private: 1 });
	const privBoard = await makeBoard(db, priv, { slug: 'pat-board', pin_count: 1 });
	const privPin = await makePin(db, privBoard);
	// A suspended user with a public board and pin.
	const sus = await makeUser(db, { username: 'suspended_sam', status: 'suspended' });
	const susBoard = await makeBoard(db, sus, { slug: 'sam-board', pin_count: 1 });
	const susPin = await makePin(db, susBoard);
	// A private person's pin saved onto a public person's board stays out too.
	const privOnPublic = await makePin(db, board, { pinner_id: priv.id });
	hidden.push(
		'/private_pat/',
		'/private_pat/pat-board/',
		`/pin/${privPin.id}/`,
		'/suspended_sam/',
		'/suspended_sam/sam-board/',
		`/pin/${susPin.id}/`,
		`/pin/${privOnPublic.id}/`,
	);
	await db
		.insertInto('interests')
		.values({ id: '77', name: 'Tea', slug: 'tea', parent_id: null, is_category: 1, position: 0 })
		.execute();
	visible.push('/ideas/', '/ideas/tea/77/');
});
afterAll(async () => {
	await t?.destroy();
});

const get = (route: typeof indexRoute, path: string, params: Record<string, string> = {}) =>
	callRest(route, { db: t.db, path, params });

async function crawl(): Promise<string[]> {
	const res = await get(indexRoute, '/sitemap.xml');
	expect(res.status).toBe(200);
	expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
	expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
	const index = parseXml(await res.text());
	expect(index.name).toBe('sitemapindex');
	const urls: string[] = [];
	for (const loc of locs(index)) {
		const url = new URL(loc);
		expect(url.origin).toBe(ORIGIN);
		const name = /^\/sitemaps\/(.+)\.xml$/.exec(url.pathname)?.[1];
		expect(name, loc).toBeTruthy();
		if (name === 'today') continue; // reads the content collection; see today tests
		const child = await get(childRoute, url.pathname, { name: name! });
		expect(child.status, loc).toBe(200);
		expect(child.headers.get('content-type')).toBe('application/xml; charset=utf-8');
		const doc = parseXml(await child.text());
		expect(doc.name).toBe('urlset');
		urls.push(...locs(doc).map((u) => u.slice(ORIGIN.length)));
	}
	return urls;
}

describe(`sitemaps on ${testDialect()}`, () => {
	it('the index lists pins, boards, profiles, topics and Today; children list every public page', async () => {
		const children = (await sitemapChildren(t.db)).map((c) => c.name);
		expect(children.filter((n) => n.startsWith('pins-'))).toHaveLength(1);
		expect(children.filter((n) => n.startsWith('boards-'))).toHaveLength(1);
		expect(children.filter((n) => n.startsWith('profiles-'))).toHaveLength(1);
		expect(children.slice(-2)).toEqual(['topics', 'today']);
		const urls = await crawl();
		for (const path of visible) expect(urls, path).toContain(path);
		expect(new Set(urls).size).toBe(urls.length);
	});

	it('never lists secret or archived boards or their pins, private profiles or suspended users', async () => {
		const urls = await crawl();
		for (const path of hidden) expect(urls, path).not.toContain(path);
		expect(urls.some((u) => u.includes('private_pat') || u.includes('suspended_sam'))).toBe(false);
	});

	it('writes lastmod per URL and escapes what it writes', async () => {
		const children = await sitemapChildren(t.db);
		const boards = children.find((c) => c.name.startsWith('boards-'))!;
		const res = await get(childRoute, `/sitemaps/${boards.name}.xml`, { name: boards.name });
		const doc = parseXml(await res.text());
		const url = doc.children.find((u) => u.children[0]?.text.endsWith('/alice_pub/tea-cakes/'));
		expect(url?.children.find((c) => c.name === 'lastmod')?.text).toMatch(
			/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/,
		);
	});

	it('answers 404 for names that are not sitemaps', async () => {
		for (const name of ['users-1-2', 'pins-9-1', 'nothing', 'pins-1']) {
			const res = await get(childRoute, `/sitemaps/${name}.xml`, { name });
			expect(res.status, name).toBe(404);
		}
		// A forged but valid range answers the public pins in it, nothing more.
		const res = await get(childRoute, '/sitemaps/pins-0-1.xml', { name: 'pins-0-1' });
		expect(res.status).toBe(200);
		expect(locs(parseXml(await res.text()))).toEqual([]);
	});
});

describe(`partitionIds on ${testDialect()}`, () => {
	it('splits a table into contiguous id ranges of at most the limit, covering every row', async () => {
		// 40 boards made one hour apart, then a burst of 12 in one second (an oversized window).
		const owner = await makeUser(t.db);
		const gen = createIdGenerator(7);
		const start = Date.parse('2025-01-01T00:00:00Z');
		const ids: string[] = [];
		for (let i = 0; i < 40; i++) ids.push(gen(start + i * 3_600_000));
		for (let i = 0; i < 12; i++) ids.push(gen(start + 41 * 3_600_000 + i * 50));
		for (const id of ids) await makeBoard(t.db, owner, { id, slug: `b${id}` });
		const all = (await t.db.selectFrom('boards').select('id').execute()).map((r) => BigInt(r.id));
		const ranges = await partitionIds(t.db, 'boards', 5);
		let covered = 0;
		for (const [i, r] of ranges.entries()) {
			expect(r.count).toBeLessThanOrEqual(5);
			const inRange = all.filter((id) => id >= BigInt(r.first) && id <= BigInt(r.last)).length;
			expect(inRange).toBe(r.count);
			covered += inRange;
			if (i > 0) expect(BigInt(r.first)).toBe(BigInt(ranges[i - 1]!.last) + 1n);
			expect(parseRangeName(`boards-${r.first}-${r.last}`)).not.toBeNull();
		}
		expect(covered).toBe(all.length);
	});
});

describe(`robots.txt on ${testDialect()}`, () => {
	it('names the absolute sitemap URL and is cacheable text', async () => {
		const res = await get(robotsRoute, '/robots.txt');
		expect(res.status).toBe(200);
		expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
		expect(res.headers.get('cache-control')).toMatch(/^public/);
		const text = await res.text();
		expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
		expect(text).toContain('Disallow: /resource/');
	});
});
