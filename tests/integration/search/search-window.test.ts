import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb } from '../../helpers/test-db.ts';

/**
 * A search joins only the best-ranked candidates first and looks at all of them when those do
 * not hold a full page for the viewer: pins a viewer may not see never crowd out the ones they
 * may, however many better-ranked secret matches there are.
 */
let t: TestDb;
let owner: Awaited<ReturnType<typeof makeUser>>;
const publicTitles: string[] = [];

beforeAll(async () => {
	t = await createTestDb();
	owner = await makeUser(t.db);
	const secret = await makeBoard(t.db, owner, { name: 'Hidden stash', privacy: 'secret' });
	const open = await makeBoard(t.db, owner, { name: 'Open board', privacy: 'public' });
	// 150 secret pins with the word in their titles (ranked above description matches)…
	for (let i = 0; i < 150; i++) {
		await makePin(t.db, secret, { title: `Zebracorn sketch ${i}`, description: 'zebracorn' });
	}
	// …and three public pins with it only in the description, made first (oldest).
	for (let i = 0; i < 3; i++) {
		const title = `Striped thing ${i}`;
		publicTitles.push(title);
		await makePin(t.db, open, { title, description: `a zebracorn, number ${i}` });
	}
});
afterAll(async () => {
	await t?.destroy();
});

async function titles(viewerId: 'anonymous' | 'owner', pageSize: number): Promise<string[]> {
	const viewer = viewerId === 'owner' ? viewerOf(owner) : null;
	const options = { query: 'zebracorn', scope: 'pins', page_size: pageSize };
	const res = await callResource(t.db, 'BaseSearchResource', 'get', options, viewer);
	expect(res.status).toBe(200);
	return res.r.data.results.map((r: { title: string }) => r.title);
}

describe(`search ranks past hidden candidates on ${process.env.TEST_DIALECT}`, () => {
	it('finds the public matches for a stranger although 150 secret ones rank higher', async () => {
		expect((await titles('anonymous', 25)).sort()).toEqual([...publicTitles].sort());
	});

	it('gives the owner a full page of their best matches, the secret titles first', async () => {
		const page = await titles('owner', 25);
		expect(page).toHaveLength(25);
		expect(page.every((title) => title.startsWith('Zebracorn sketch'))).toBe(true);
	});
});
