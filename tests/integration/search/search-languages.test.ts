import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '~/lib/platform/db/migrations/index.ts';
import { makeBoard, makeMedia, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * SRC-01, SRC-07: search by language, the same on both dialects (`discovery/search/README.md`,
 * "Languages"). Accents fold both ways for every pin, board and person; a pin's words are
 * stemmed in its language (English, German); Chinese and Japanese are searched by bigrams; a pin
 * takes its language from its pinner's interface locale, and a save keeps its original's.
 */
let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let en: U;
let de: U;
let ja: U;
let enBoard: Awaited<ReturnType<typeof makeBoard>>;
let deBoard: Awaited<ReturnType<typeof makeBoard>>;
let jaBoard: Awaited<ReturnType<typeof makeBoard>>;

async function titles(query: string, scope = 'pins'): Promise<string[]> {
	const res = await callResource(t.db, 'BaseSearchResource', 'get', { query, scope }, null);
	expect(res.status).toBe(200);
	return (res.r.data.results as { title?: string; name?: string; username?: string }[])
		.map((r) => r.title ?? r.name ?? r.username ?? '')
		.sort();
}

async function langOf(pinId: string): Promise<string | null> {
	const row = await t.db
		.selectFrom('pins')
		.select('lang')
		.where('id', '=', pinId)
		.executeTakeFirstOrThrow();
	return row.lang;
}

beforeAll(async () => {
	t = await createTestDb();
	en = await makeUser(t.db, { username: 'lang_en', locale: 'en-US' });
	de = await makeUser(t.db, { username: 'lang_de', locale: 'de' });
	ja = await makeUser(t.db, { username: 'lang_ja', locale: 'ja' });
	enBoard = await makeBoard(t.db, en, { name: 'Ideas', slug: 'ideas' });
	deBoard = await makeBoard(t.db, de, { name: 'Sammlung', slug: 'sammlung' });
	jaBoard = await makeBoard(t.db, ja, { name: 'まとめ', slug: 'matome' });
	await makePin(t.db, enBoard, { title: 'Running shoes', description: 'For the trail' });
	await makePin(t.db, enBoard, { title: 'Run club', description: 'Tuesday evenings' });
	await makePin(t.db, enBoard, { title: 'Café au lait', description: 'Morning ritual' });
	await makePin(t.db, enBoard, { title: 'Cafe racer', description: 'Old motorbikes' });
	await makePin(t.db, deBoard, { title: 'Häuser am See', description: 'Sommerfrische' });
	await makePin(t.db, deBoard, { title: 'Ein kleines Haus', description: 'Holz und Glas' });
	await makePin(t.db, deBoard, { title: 'Rezept des Kuchens', description: 'Mit Äpfeln' });
	await makePin(t.db, deBoard, { title: 'Die Straße', description: 'Am Abend' });
	await makePin(t.db, jaBoard, { title: '東京タワーの夜景', description: '' });
	await makePin(t.db, jaBoard, { title: '京都の紅葉', description: '' });
	// An unknown language: folded, never stemmed.
	await makePin(t.db, enBoard, { title: 'Crème brûlée jogging', description: '', lang: null });
});
afterAll(async () => {
	await t?.destroy();
});

describe(`search by language on ${testDialect()}`, () => {
	it('SRC-01: a pin takes its language from its pinner’s locale', async () => {
		const pins = await t.db
			.selectFrom('pins')
			.select(['title', 'lang'])
			.where('title', 'in', ['Running shoes', 'Häuser am See', '東京タワーの夜景'])
			.orderBy('title')
			.execute();
		expect(pins).toEqual([
			{ title: 'Häuser am See', lang: 'de' },
			{ title: 'Running shoes', lang: 'en' },
			{ title: '東京タワーの夜景', lang: 'ja' },
		]);
	});

	it('SRC-01: cafe finds café and café finds cafe', async () => {
		expect(await titles('cafe')).toEqual(['Cafe racer', 'Café au lait']);
		expect(await titles('café')).toEqual(['Cafe racer', 'Café au lait']);
		expect(await titles('CAFÉ au')).toEqual(['Café au lait']);
		expect(await titles('cafe racer')).toEqual(['Cafe racer']);
	});

	it('SRC-01: English words find their other forms in English pins', async () => {
		// Not the last word, so no prefix: only the stem finds `Running`.
		expect(await titles('run shoes')).toEqual(['Running shoes']);
		expect(await titles('runs')).toEqual(['Run club', 'Running shoes']);
		expect(await titles('running club')).toEqual(['Run club']);
	});

	it('SRC-01: German words find their other forms in German pins, ß and ss alike', async () => {
		expect(await titles('Haus')).toEqual(['Ein kleines Haus', 'Häuser am See']);
		expect(await titles('häuser')).toEqual(['Ein kleines Haus', 'Häuser am See']);
		expect(await titles('hauser see')).toEqual(['Häuser am See']);
		expect(await titles('Kuchen rezept')).toEqual(['Rezept des Kuchens']);
		expect(await titles('apfel')).toEqual(['Rezept des Kuchens']);
		expect(await titles('Strasse')).toEqual(['Die Straße']);
		expect(await titles('straße')).toEqual(['Die Straße']);
	});

	it('SRC-01: Japanese is searched by bigrams', async () => {
		expect(await titles('東京')).toEqual(['東京タワーの夜景']);
		expect(await titles('夜景')).toEqual(['東京タワーの夜景']);
		expect(await titles('タワー')).toEqual(['東京タワーの夜景']);
		expect(await titles('京')).toEqual(['京都の紅葉', '東京タワーの夜景']);
		expect(await titles('京都')).toEqual(['京都の紅葉']);
		expect(await titles('東京 紅葉')).toEqual([]);
	});

	it('SRC-01: a pin of no known language folds accents but is not stemmed', async () => {
		expect(await titles('creme brulee')).toEqual(['Crème brûlée jogging']);
		expect(await titles('brûlée')).toEqual(['Crème brûlée jogging']);
		// `jog` is the English stem of `jogging`, which this pin does not index.
		expect(await titles('jog creme')).toEqual([]);
		expect(await titles('jogging creme')).toEqual(['Crème brûlée jogging']);
	});

	it('SRC-01: pins made through the app are in their maker’s language; a save keeps its original’s', async () => {
		const media = await makeMedia(t.db, { owner_id: de.id });
		const made = await callResource(
			t.db,
			'PinResource',
			'create',
			{ board_id: deBoard.id, media_id: media.id, title: 'Gärten im Herbst', description: '' },
			viewerOf(de),
		);
		expect(made.status).toBe(200);
		const pinId = made.r.data.id as string;
		expect(await langOf(pinId)).toBe('de');
		expect(await titles('Garten herbst')).toEqual(['Gärten im Herbst']);

		const saved = await callResource(
			t.db,
			'RepinResource',
			'create',
			{ pin_id: pinId, board_id: enBoard.id },
			viewerOf(en),
		);
		expect(saved.status).toBe(200);
		expect(await langOf(saved.r.data.id as string)).toBe('de');

		// An edit indexes the new text in the pin's language.
		const edit = await callResource(
			t.db,
			'PinResource',
			'update',
			{ id: pinId, title: 'Bäume im Winter' },
			viewerOf(de),
		);
		expect(edit.status).toBe(200);
		expect(await titles('baum winter')).toEqual(['Bäume im Winter']);
		expect(await titles('garten herbst')).toEqual(['Gärten im Herbst']);
	});

	it('SRC-07: boards and people fold accents too, as created and as renamed', async () => {
		const made = await callResource(
			t.db,
			'BoardResource',
			'create',
			{ name: 'Pâtisserie française', privacy: 'public' },
			viewerOf(en),
		);
		expect(made.status).toBe(200);
		expect(await titles('patisserie', 'boards')).toEqual(['Pâtisserie française']);
		const renamed = await callResource(
			t.db,
			'BoardResource',
			'update',
			{ board_id: made.r.data.id, name: 'Crêpes à Paris' },
			viewerOf(en),
		);
		expect(renamed.status).toBe(200);
		expect(await titles('crepes', 'boards')).toEqual(['Crêpes à Paris']);
		expect(await titles('patisserie', 'boards')).toEqual([]);
		// A pin's board name is folded with it.
		await makePin(t.db, { id: made.r.data.id, owner_id: en.id }, { title: 'Stack', lang: null });
		expect(await titles('crepes stack')).toEqual(['Stack']);

		await makeUser(t.db, { username: 'jnunez', first_name: 'José', last_name: 'Núñez' });
		expect(await titles('jose nunez', 'people')).toEqual(['jnunez']);
		expect(await titles('José', 'people')).toEqual(['jnunez']);
	});

	it('SRC-01: the migration fills the terms of rows written before it', async () => {
		const migration = migrations['2026_11_29_000000_search_languages']!;
		await migration.down!(t.db);
		expect(await titles('cafe')).toEqual(['Cafe racer']);
		expect(await titles('run shoes')).toEqual([]);
		await migration.up(t.db);
		expect(await titles('cafe')).toEqual(['Cafe racer', 'Café au lait']);
		expect(await titles('run shoes')).toEqual(['Running shoes']);
		expect(await titles('Haus')).toEqual(['Ein kleines Haus', 'Häuser am See']);
		expect(await titles('東京')).toEqual(['東京タワーの夜景']);
		expect(await titles('jose nunez', 'people')).toEqual(['jnunez']);
		expect(await titles('crepes', 'boards')).toEqual(['Crêpes à Paris']);
		expect(
			await langOf(
				(
					await t.db
						.selectFrom('pins')
						.select('id')
						.where('title', '=', 'Die Straße')
						.executeTakeFirstOrThrow()
				).id,
			),
		).toBe('de');
	});
});
