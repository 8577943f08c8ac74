import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPage } from '../../../src/lib/discovery/search/search.service.server.ts';
import type { SearchBoard } from '../../../src/lib/discovery/search/search.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { createTestDb, type TestDb } from '../../helpers/test-db.ts';

/**
 * Board search shows each board's cover as profiles do (issue 25: "Board search shows blank
 * grey tiles for boards with dozens of pins"): the cover pin, else the newest pin the viewer may
 * see, then two more; a pin the viewer may not see never makes a cover.
 */
let t: TestDb;
let owner: Awaited<ReturnType<typeof makeUser>>;
let hidden: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
	t = await createTestDb();
	owner = await makeUser(t.db);
	hidden = await makeUser(t.db, { is_private: 1 });
	const many = await makeBoard(t.db, owner, { name: 'Marigold many', privacy: 'public' });
	for (let i = 0; i < 30; i++) await makePin(t.db, many, { title: `Pin ${i}` });
	const chosen = await makeBoard(t.db, owner, { name: 'Marigold chosen', privacy: 'public' });
	const cover = await makePin(t.db, chosen, { title: 'The cover' });
	await makePin(t.db, chosen, { title: 'Newer' });
	await t.db
		.updateTable('boards')
		.set({ cover_pin_id: cover.id })
		.where('id', '=', chosen.id)
		.execute();
	// A public board whose only pin is a private profile's (a collaborator's save).
	const lonely = await makeBoard(t.db, owner, { name: 'Marigold lonely', privacy: 'public' });
	await makePin(t.db, lonely, { pinner_id: hidden.id, title: 'Private pinner' });
	await makeBoard(t.db, owner, { name: 'Marigold empty', privacy: 'public' });
});
afterAll(async () => {
	await t?.destroy();
});

async function boards(
	viewer: ReturnType<typeof viewerOf> | null,
): Promise<Map<string, SearchBoard>> {
	const page = await searchPage(t.db, { query: 'marigold', scope: 'boards', viewer });
	return new Map((page.results as SearchBoard[]).map((b) => [b.name, b]));
}

describe(`board search covers on ${process.env.TEST_DIALECT}`, () => {
	it('a board with pins and no cover pin shows its newest pins (cover 236 px, two tiles)', async () => {
		const many = (await boards(null)).get('Marigold many');
		expect(many?.cover?.url).toMatch(/\/236x/);
		expect(many?.images).toHaveLength(3);
		expect(many?.images[1]?.url).toMatch(/136x136/);
	});

	it('a chosen cover pin comes first', async () => {
		const chosen = (await boards(null)).get('Marigold chosen');
		expect(chosen?.images).toHaveLength(2);
		expect(chosen?.cover).toEqual(chosen?.images[0]);
	});

	it('never shows a pin the viewer may not see; an empty board has no cover', async () => {
		const found = await boards(viewerOf(owner));
		expect(found.get('Marigold empty')?.cover).toBeNull();
		expect((await boards(null)).get('Marigold lonely')?.images).toEqual([]);
		// The board's owner is a member: the private collaborator's pin is theirs to see.
		expect(found.get('Marigold lonely')?.images).toHaveLength(1);
	});
});
