import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID } from '~/lib/discovery/seo/id-ranges.ts';
import { partitionIds, rangedSitemapEntries } from '~/lib/discovery/seo/sitemaps.service.server.ts';
import { makeBoard, makePin, makeUser } from '../../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * A child sitemap's name is its id range, and anyone can forge one (`pins-0-{max}`). The file
 * must cost what a real one costs: it reads at most its limit of rows from the start of its
 * range, public or not, rather than walking the table until it has found that many public ones.
 */

let t: TestDb;
const LIMIT = 5;
const publicPins: string[] = [];
const publicUsers: string[] = [];
const abs = (path: string) => `http://localhost${path}`;

beforeAll(async () => {
	t = await createTestDb();
	// Oldest first: six private profiles with six secret pins, then three public pins and people.
	const owner = await makeUser(t.db);
	const secret = await makeBoard(t.db, owner, { privacy: 'secret' });
	for (let i = 0; i < 6; i++) {
		await makeUser(t.db, { is_private: 1 } as never);
		await makePin(t.db, secret);
	}
	const board = await makeBoard(t.db, owner, { pin_count: 3 });
	for (let i = 0; i < 3; i++) {
		publicPins.push((await makePin(t.db, board)).id);
		publicUsers.push((await makeUser(t.db)).username);
	}
});
afterAll(async () => {
	await t?.destroy();
});

const whole = { first: '0', last: MAX_ID.toString() };

describe(`sitemap files read a bounded range on ${testDialect()}`, () => {
	it('a forged whole-table range reads only its first limit rows', async () => {
		const pins = await rangedSitemapEntries(t.db, 'pins', whole, abs, LIMIT);
		expect(pins).toEqual([]);
		const profiles = await rangedSitemapEntries(t.db, 'profiles', whole, abs, LIMIT);
		// The first five users are the board owner and four private profiles: only the owner.
		expect(profiles).toHaveLength(1);
	});

	it('the files of the real partition still list every public pin and profile', async () => {
		const listed: string[] = [];
		for (const kind of ['pins', 'profiles'] as const) {
			const table = kind === 'pins' ? 'pins' : 'users';
			for (const range of await partitionIds(t.db, table, LIMIT)) {
				const entries = await rangedSitemapEntries(t.db, kind, range, abs, LIMIT);
				listed.push(...entries.map((e) => e.loc));
			}
		}
		for (const id of publicPins) expect(listed).toContain(abs(`/pin/${id}/`));
		for (const name of publicUsers) expect(listed).toContain(abs(`/${name}/`));
	});
});
