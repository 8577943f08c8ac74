import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TodayArticle } from '~/lib/discovery/today/today-article.ts';
import { loadTodayArticle, loadTodayList } from '~/lib/discovery/today/today-page.server.ts';
import { loadTodayPopular } from '~/lib/discovery/today/today-popular.server.ts';
import { todaySitemapEntries } from '~/lib/discovery/today/today-sitemap.ts';
import { withTranslations } from '~/lib/discovery/today/today-translations.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let reader: U;
const publicPins: string[] = [];
let secretPin: string;
let hiddenByReader: string;

const NOW = new Date('2026-11-21T12:00:00Z');
const article = (over: Partial<TodayArticle>): TodayArticle => ({
	id: '1',
	slug: 'story',
	kind: 'article',
	title: 'A story',
	summary: 'A summary of the story.',
	date: '2026-11-10',
	language: 'en',
	countries: ['US', 'GB', 'CA', 'IN', 'AU', 'ID'],
	pins: { interests: ['tea'], terms: [], count: 12 },
	translatedFrom: null,
	entryId: 'story',
	...over,
	modified: over.modified ?? over.date ?? '2026-11-10',
});
const ARTICLES: TodayArticle[] = [
	article({
		id: '101',
		slug: 'tea-time',
		kind: 'trending',
		title: 'Tea time',
		pins: { interests: ['tea', 'cakes'], terms: ['matcha'], count: 4 },
	}),
	article({ id: '102', slug: 'us-only', countries: ['US'], date: '2026-11-12' }),
	article({ id: '103', slug: 'gb-only', countries: ['GB'], date: '2026-11-11' }),
	article({
		id: '104',
		slug: 'en-espanol',
		language: 'es',
		countries: ['US', 'MX'],
		date: '2026-11-09',
	}),
	article({ id: '105', slug: 'tomorrow', date: '2026-11-22' }),
	article({
		id: '106',
		slug: 'no-such-interest',
		pins: { interests: ['nothing-here'], terms: [], count: 4 },
		date: '2026-11-01',
	}),
];

beforeAll(async () => {
	t = await createTestDb();
	const db = t.db;
	await db
		.insertInto('interests')
		.values([
			{ id: '501', name: 'Tea', slug: 'tea', parent_id: null, is_category: 1, position: 0 },
			{ id: '502', name: 'Cakes', slug: 'cakes', parent_id: null, is_category: 1, position: 1 },
		])
		.execute();
	const author = await makeUser(db);
	reader = await makeUser(db);
	const board = await makeBoard(db, author);
	const tag = (pinId: string, interestId: string) =>
		db.insertInto('pin_interests').values({ pin_id: pinId, interest_id: interestId }).execute();
	for (const title of ['Green tea', 'Matcha latte', 'Chai', 'Oolong', 'Earl grey']) {
		const p = await makePin(db, board, { title });
		await tag(p.id, '501');
		publicPins.push(p.id);
	}
	const cake = await makePin(db, board, { title: 'Sponge cake' });
	await tag(cake.id, '502');
	publicPins.push(cake.id);
	const secret = await makePin(db, await makeBoard(db, author, { privacy: 'secret' }), {
		title: 'Secret tea',
	});
	await tag(secret.id, '501');
	secretPin = secret.id;
	const hide = await makePin(db, board, { title: 'Hidden tea' });
	await tag(hide.id, '501');
	hiddenByReader = hide.id;
	publicPins.push(hide.id);
	await db
		.insertInto('pin_hides')
		.values({ user_id: reader.id, pin_id: hide.id, created_at: NOW.toISOString() })
		.execute();
});
afterAll(async () => {
	await t?.destroy();
});

const req = (over: {
	country?: string;
	path?: string;
	acceptLanguage?: string | null;
	viewer?: U | null;
}) => ({
	db: t.db,
	viewer: over.viewer ? viewerOf(over.viewer) : null,
	url: new URL(over.path ?? '/today/', 'http://localhost'),
	country: over.country ?? 'US',
	acceptLanguage: over.acceptLanguage ?? null,
	articles: ARTICLES,
	abs: (p: string) => new URL(p, 'http://localhost').toString(),
	now: NOW,
});

describe(`/today/ on ${testDialect()} (SEO-08)`, () => {
	it('lists the published articles of the visitor’s country-language pair, newest first, with a picture', async () => {
		const us = await loadTodayList(req({}));
		expect(us.market).toEqual({ country: 'US', language: 'en' });
		expect(us.items.map((i) => i.article.id)).toEqual(['102', '101', '106']);
		expect(us.otherLanguages).toEqual(['es']);
		expect(us.items[0]?.path).toBe('/today/article/us-only/102/');
		const hero = us.items[1]?.hero;
		expect(hero && publicPins.includes(hero.id)).toBe(true);
		expect(us.items[2]?.hero).toBeNull();
		expect(us.jsonLd).toMatchObject({ '@type': 'CollectionPage' });
		// RTE-08: the stories' interests link to their popular pages (unknown slugs are left out).
		expect(us.popular).toEqual([
			{ name: 'Tea', path: '/today/popular/tea/501/' },
			{ name: 'Cakes', path: '/today/popular/cakes/502/' },
		]);

		const gb = await loadTodayList(req({ country: 'GB' }));
		expect(gb.items.map((i) => i.article.id)).toEqual(['103', '101', '106']);
		const es = await loadTodayList(req({ path: '/today/?lang=es' }));
		expect(es.items.map((i) => i.article.id)).toEqual(['104']);
		const mx = await loadTodayList(req({ country: 'MX', acceptLanguage: 'en-US,en' }));
		expect(mx.market.language).toBe('es');
		expect(mx.items.map((i) => i.article.id)).toEqual(['104']);
		const jp = await loadTodayList(req({ country: 'JP' }));
		expect(jp.market.language).toBe('ja');
		expect(jp.items).toEqual([]);
		const cn = await loadTodayList(req({ country: 'CN' }));
		expect(cn.market.language).toBeNull();
		expect(cn.jsonLd).toBeNull();
	});

	it('no two articles of the list share a picture when their interest has enough pins', async () => {
		const list = await loadTodayList(req({}));
		const heroes = list.items.flatMap((i) => (i.hero ? [i.hero.id] : []));
		expect(heroes.length).toBe(2);
		expect(new Set(heroes).size).toBe(heroes.length);
	});
});

describe(`/today/{kind}/{slug}/{id}/ on ${testDialect()} (SEO-03)`, () => {
	const open = (path: string, over: Parameters<typeof req>[0] = {}) => {
		const [kind = '', slug = '', id = ''] = path.split('/').filter(Boolean).slice(1);
		return loadTodayArticle({ ...req({ ...over, path }), params: { kind, slug, id } });
	};

	it('renders an article with its curated pins: public only, terms first, none the viewer hid', async () => {
		const load = await open('/today/trending/tea-time/101/');
		expect(load.kind).toBe('ok');
		if (load.kind !== 'ok') return;
		const { data } = load;
		expect(data.available).toBe(true);
		expect(data.canonicalPath).toBe('/today/trending/tea-time/101/');
		expect(data.pins).toHaveLength(4);
		expect(data.pins[0]?.title).toBe('Matcha latte');
		expect(data.pins.map((p) => p.title)).toContain('Sponge cake');
		for (const p of data.pins) expect(publicPins).toContain(p.id);
		expect(data.pins.map((p) => p.id)).not.toContain(secretPin);
		const graph = (data.jsonLd as { '@graph': Record<string, unknown>[] })['@graph'];
		expect(graph[0]).toMatchObject({
			'@type': 'Article',
			headline: 'Tea time',
			datePublished: '2026-11-10',
			inLanguage: 'en',
			mainEntityOfPage: 'http://localhost/today/trending/tea-time/101/',
		});
		expect(graph[1]).toMatchObject({ '@type': 'BreadcrumbList' });
		expect(graph[1]?.itemListElement).toHaveLength(3);

		const all = await loadTodayArticle({
			...req({ viewer: reader, path: '/today/trending/tea-time/101/' }),
			articles: [
				article({
					id: '101',
					slug: 'tea-time',
					kind: 'trending',
					pins: { interests: ['tea'], terms: [], count: 30 },
				}),
			],
			params: { kind: 'trending', slug: 'tea-time', id: '101' },
		});
		expect(all.kind === 'ok' && all.data.pins.map((p) => p.id)).not.toContain(hiddenByReader);
		const signedOut = await loadTodayArticle({
			...req({ path: '/today/trending/tea-time/101/' }),
			articles: [
				article({
					id: '101',
					slug: 'tea-time',
					kind: 'trending',
					pins: { interests: ['tea'], terms: [], count: 30 },
				}),
			],
			params: { kind: 'trending', slug: 'tea-time', id: '101' },
		});
		expect(signedOut.kind === 'ok' && signedOut.data.pins.map((p) => p.id)).toContain(
			hiddenByReader,
		);
	});

	it('answers 301 to the canonical URL for another slug or kind, and not found otherwise', async () => {
		expect(await open('/today/trending/old-name/101/')).toEqual({
			kind: 'redirect',
			to: '/today/trending/tea-time/101/',
			status: 301,
		});
		expect(await open('/today/best/tea-time/101/')).toMatchObject({
			kind: 'redirect',
			status: 301,
		});
		expect(await open('/today/shop-now/tea-time/101/')).toEqual({ kind: 'not-found' });
		expect(await open('/today/trending/tea-time/999/')).toEqual({ kind: 'not-found' });
		// Not published yet.
		expect(await open('/today/article/tomorrow/105/')).toEqual({ kind: 'not-found' });
	});

	it('an article not offered in the visitor’s country is a readable page that says so, without pins', async () => {
		const inGb = await open('/today/article/us-only/102/', { country: 'GB' });
		expect(inGb.kind === 'ok' && inGb.data.available).toBe(false);
		expect(inGb.kind === 'ok' && inGb.data.pins).toEqual([]);
		const inUs = await open('/today/article/us-only/102/', { country: 'US' });
		expect(inUs.kind === 'ok' && inUs.data.available).toBe(true);
		// Offered in the country in another of its languages still counts.
		const es = await open('/today/article/en-espanol/104/', {
			country: 'US',
			acceptLanguage: 'en',
		});
		expect(es.kind === 'ok' && es.data.available).toBe(true);
	});
});

describe(`/today/popular/{interest}/{id}/ on ${testDialect()} (RTE-08)`, () => {
	const open = (slug: string, id: string, over: Parameters<typeof req>[0] = {}) =>
		loadTodayPopular({
			...req({ ...over, path: `/today/popular/${slug}/${id}/` }),
			params: { interest: slug, id },
		});

	it('shows the interest’s most saved pins (newest first among equals) and the edition’s stories about it', async () => {
		const [green, matcha, chai] = publicPins;
		await t.db.updateTable('pins').set({ repin_count: 7 }).where('id', '=', chai!).execute();
		await t.db.updateTable('pins').set({ repin_count: 3 }).where('id', '=', green!).execute();
		await t.db.updateTable('pins').set({ repin_count: 3 }).where('id', '=', matcha!).execute();
		await t.db.updateTable('pins').set({ repin_count: 50 }).where('id', '=', secretPin).execute();
		try {
			const load = await open('tea', '501');
			expect(load.kind).toBe('ok');
			if (load.kind !== 'ok') return;
			const ids = load.data.pins.map((p) => p.id);
			expect(ids.slice(0, 3)).toEqual([chai, matcha, green]);
			expect(ids).not.toContain(secretPin);
			expect(ids).not.toContain(publicPins.at(-2)); // the cake is not tea
			expect(load.data.canonicalPath).toBe('/today/popular/tea/501/');
			// US English: the tea story and the stories whose interest is tea by default.
			expect(load.data.stories.map((s) => s.article.id)).toEqual(['102', '101']);
			const graph = (load.data.jsonLd as { '@graph': Record<string, unknown>[] })['@graph'];
			expect(graph[0]).toMatchObject({ '@type': 'CollectionPage', name: 'Popular in Tea' });
			expect(graph[1]).toMatchObject({ '@type': 'BreadcrumbList' });

			const cakes = await open('cakes', '502', { country: 'GB' });
			expect(cakes.kind === 'ok' && cakes.data.stories.map((s) => s.article.id)).toEqual(['101']);
			expect(cakes.kind === 'ok' && cakes.data.pins.map((p) => p.title)).toEqual(['Sponge cake']);

			const signedIn = await open('tea', '501', { viewer: reader });
			expect(signedIn.kind === 'ok' && signedIn.data.pins.map((p) => p.id)).not.toContain(
				hiddenByReader,
			);
		} finally {
			await t.db.updateTable('pins').set({ repin_count: 0 }).execute();
		}
	});

	it('answers 301 for another slug, keeping the query, and not found for an unknown id', async () => {
		expect(
			await loadTodayPopular({
				...req({ path: '/today/popular/TEA/501/?lang=es' }),
				params: { interest: 'TEA', id: '501' },
			}),
		).toEqual({ kind: 'redirect', to: '/today/popular/tea/501/?lang=es', status: 301 });
		expect(await open('tea', '999')).toEqual({ kind: 'not-found' });
		expect(await open('tea', 'x1')).toEqual({ kind: 'not-found' });
	});
});

describe(`Today in the reader’s language on ${testDialect()}`, () => {
	const translated = withTranslations(ARTICLES, [
		{
			entryId: 'de/tea-time.md',
			data: {
				articleId: '101',
				language: 'de',
				title: 'Teezeit',
				summary: 'Eine Zusammenfassung.',
			},
		},
	]);
	const inGerman = (over: Parameters<typeof req>[0]) => ({
		...req(over),
		language: 'de',
		articles: translated,
	});

	it('a German interface reads the country’s stories translated into German', async () => {
		const us = await loadTodayList(inGerman({}));
		expect(us.market).toEqual({ country: 'US', language: 'de' });
		expect(us.items.map((i) => [i.article.id, i.article.title])).toEqual([['101', 'Teezeit']]);
		expect(us.items[0]?.path).toBe('/today/trending/tea-time/101/');
		expect(us.otherLanguages).toEqual(['en', 'es']);
		// A story for the whole English edition reaches the German edition's countries too.
		const de = await loadTodayList(inGerman({ country: 'DE' }));
		expect(de.items.map((i) => i.article.title)).toEqual(['Teezeit']);
		// `?lang=` still picks the list, and its links keep it.
		const en = await loadTodayList(inGerman({ path: '/today/?lang=en' }));
		expect(en.market.language).toBe('en');
		expect(en.items.map((i) => i.path)).toContain('/today/trending/tea-time/101/?lang=en');
		// The sitemap lists the address once.
		expect(todaySitemapEntries(translated, (p) => p, NOW)).toHaveLength(6);
	});

	it('an article opens in the reader’s language where it has a version in it', async () => {
		const open = (over: Parameters<typeof req>[0]) =>
			loadTodayArticle({
				...inGerman({ ...over, path: over.path ?? '/today/trending/tea-time/101/' }),
				params: { kind: 'trending', slug: 'tea-time', id: '101' },
			});
		const de = await open({});
		expect(de.kind === 'ok' && de.data.article.title).toBe('Teezeit');
		expect(de.kind === 'ok' && de.data.canonicalPath).toBe('/today/trending/tea-time/101/');
		expect(de.kind === 'ok' && de.data.pins).toHaveLength(4);
		const graph = de.kind === 'ok' && (de.data.jsonLd as { '@graph': Record<string, unknown>[] });
		expect(graph && graph['@graph'][0]).toMatchObject({ headline: 'Teezeit', inLanguage: 'de' });
		const en = await open({ path: '/today/trending/tea-time/101/?lang=en' });
		expect(en.kind === 'ok' && en.data.article.title).toBe('Tea time');
		// Offered in Germany through its German version.
		const inDe = await open({ country: 'DE' });
		expect(inDe.kind === 'ok' && inDe.data.available).toBe(true);
	});
});

describe('the Today sitemap', () => {
	it('lists /today/ and every published article, not the future ones', () => {
		const entries = todaySitemapEntries(ARTICLES, (p) => `https://x.test${p}`, NOW);
		expect(entries[0]).toEqual({ loc: 'https://x.test/today/', lastmod: '2026-11-12' });
		const locs = entries.map((e) => e.loc);
		expect(locs).toContain('https://x.test/today/article/gb-only/103/');
		expect(locs).not.toContain('https://x.test/today/article/tomorrow/105/');
		expect(entries).toHaveLength(6);
	});
});
