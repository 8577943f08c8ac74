import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPage } from '../../../src/lib/discovery/search/search.service.server.ts';
import type { SearchPin } from '../../../src/lib/discovery/search/search.ts';
import type { Viewer } from '../../../src/lib/platform/access/viewer.ts';
import { END_BOOKMARK } from '../../../src/lib/platform/db/bookmark.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { createTestDb, type TestDb } from '../../helpers/test-db.ts';

/**
 * Pin search shows one result per original pin (issue 25: "9 of the first 25 'watercolor'
 * results repeat an image already shown"): saves of one original share its picture, so only
 * the best-ranked visible pin of each original shows, on every page (keyset paging included),
 * and no original is lost: a better-ranked save the viewer may not see (a secret board, a
 * blocked pinner) leaves the original, or another save, in its place.
 */
let t: TestDb;
let owner: Awaited<ReturnType<typeof makeUser>>;
let blocked: Awaited<ReturnType<typeof makeUser>>;
let stranger: Awaited<ReturnType<typeof makeUser>>;
/** pin id → its original's id (itself for an original). */
const originOf = new Map<string, string>();
/** Query word → the originals whose title has it. */
const originals = new Map<string, string[]>();
/** The originals of `lanternfish` whose best match is a save on the owner's secret board. */
const secretBest: string[] = [];
/** The originals of `lanternfish` whose best match is a save by a pinner the stranger blocked. */
const blockedBest: string[] = [];

const WORDS = { aquarelle: 110, lanternfish: 105, quiltwork: 40 } as const;

beforeAll(async () => {
	t = await createTestDb();
	owner = await makeUser(t.db);
	blocked = await makeUser(t.db);
	stranger = await makeUser(t.db);
	const savers = [await makeUser(t.db), await makeUser(t.db), blocked];
	const home = await makeBoard(t.db, owner, { name: 'Studio', privacy: 'public' });
	const secret = await makeBoard(t.db, owner, { name: 'Stash', privacy: 'secret' });
	const saverBoards = await Promise.all(
		savers.map((u) => makeBoard(t.db, u, { name: 'Saved', privacy: 'public' })),
	);
	await t.db
		.insertInto('user_blocks')
		.values({
			blocker_id: stranger.id,
			blocked_id: blocked.id,
			created_at: new Date().toISOString(),
		})
		.execute();
	for (const [word, count] of Object.entries(WORDS)) {
		const ids: string[] = [];
		for (let i = 0; i < count; i++) {
			const original = await makePin(t.db, home, {
				title: `${word} study ${i}`,
				description: `Plate ${i}`,
			});
			ids.push(original.id);
			originOf.set(original.id, original.id);
			// 0–3 saves, newer than the original with the same words: without the rule, every save
			// of an original would show beside it.
			const saves = i % 4;
			for (let s = 0; s < saves; s++) {
				const save = await makePin(t.db, saverBoards[s % saverBoards.length] as typeof home, {
					origin_pin_id: original.id,
					media_id: original.media_id,
					title: original.title,
					description: original.description,
				});
				originOf.set(save.id, original.id);
			}
			if (word === 'lanternfish' && i % 10 === 5) {
				// A save ranked above every other pin of its original (the word in the description
				// too) that only some viewers may see.
				const hiddenFromStranger = i % 20 === 5 ? secret : (saverBoards[2] as typeof home);
				const save = await makePin(t.db, hiddenFromStranger, {
					pinner_id: hiddenFromStranger.owner_id,
					origin_pin_id: original.id,
					media_id: original.media_id,
					title: `${original.title} lanternfish`,
					description: `lanternfish ${original.description}`,
				});
				originOf.set(save.id, original.id);
				(hiddenFromStranger === secret ? secretBest : blockedBest).push(original.id);
			}
		}
		originals.set(word, ids);
	}
});
afterAll(async () => {
	await t?.destroy();
});

/** Every result of `query` for `viewer`, page by page (`pageSize` each), up to `max`. */
async function allResults(
	query: string,
	viewer: Viewer | null,
	pageSize: number,
	max = 200,
): Promise<SearchPin[]> {
	const shown: SearchPin[] = [];
	let bookmark: string | null = null;
	for (;;) {
		const page = await searchPage(t.db, { query, scope: 'pins', viewer, pageSize, bookmark });
		shown.push(...(page.results as SearchPin[]));
		if (page.bookmark === END_BOOKMARK || shown.length >= max) return shown;
		bookmark = page.bookmark;
	}
}

function originsOf(pins: SearchPin[]): string[] {
	return pins.map((p) => originOf.get(p.id) ?? `unknown ${p.id}`);
}

describe(`one search result per original pin on ${process.env.TEST_DIALECT}`, () => {
	for (const word of Object.keys(WORDS) as (keyof typeof WORDS)[]) {
		it(`"${word}": no original repeats in the first 100 results, across pages of 25, and none is lost`, async () => {
			const shown = await allResults(word, null, 25);
			const origins = originsOf(shown);
			expect(new Set(origins).size).toBe(origins.length);
			// Every original shows once (up to 100 looked at), nothing else does.
			const expected = originals.get(word) ?? [];
			expect(shown.length).toBe(Math.min(expected.length, 200));
			expect(new Set(origins)).toEqual(new Set(expected));
			expect(origins.slice(0, 100)).toHaveLength(Math.min(expected.length, 100));
		});
	}

	it('pages of 25 give the same results, in the same order, as one page of 100', async () => {
		const paged = (await allResults('aquarelle', null, 25, 100)).slice(0, 100);
		const whole = (
			await searchPage(t.db, { query: 'aquarelle', scope: 'pins', viewer: null, pageSize: 100 })
		).results as SearchPin[];
		expect(paged.map((p) => p.id)).toEqual(whole.map((p) => p.id));
	});

	it('pages of 7 (keyset cursor inside runs of saves) still repeat no original', async () => {
		const origins = originsOf(await allResults('aquarelle', null, 7, 120));
		expect(new Set(origins).size).toBe(origins.length);
		expect(origins).toHaveLength(110);
	});

	it('a save the viewer may not see never hides its original, and the one shown is visible', async () => {
		for (const viewer of [null, viewerOf(stranger)]) {
			const shown = await allResults('lanternfish', viewer, 25);
			const origins = originsOf(shown);
			expect(new Set(origins).size).toBe(origins.length);
			expect(new Set(origins)).toEqual(new Set(originals.get('lanternfish')));
			// The best-ranked saves are on a secret board or by a blocked pinner: not these viewers'.
			const titles = shown.filter((p) => p.title.endsWith(' lanternfish'));
			const allowed = viewer === null ? blockedBest.length : 0;
			expect(titles.length).toBe(allowed);
		}
	});

	it("the owner sees their secret save in its original's place, once", async () => {
		const shown = await allResults('lanternfish', viewerOf(owner), 25);
		const origins = originsOf(shown);
		expect(new Set(origins).size).toBe(origins.length);
		const best = shown
			.filter((p) => p.title.endsWith(' lanternfish'))
			.map((p) => originOf.get(p.id));
		expect(new Set(best)).toEqual(new Set([...secretBest, ...blockedBest]));
		// Ranked first (the word twice), so on page 1.
		expect(shown.slice(0, best.length).every((p) => p.title.endsWith(' lanternfish'))).toBe(true);
	});
});
