import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeFeedPage } from '~/lib/discovery/feed/homefeed.service.server.ts';
import { newId } from '~/lib/platform/db/ids.ts';
import { makeBoard, makeMedia, makeUser, viewerOf } from '../../helpers/builders.ts';
import { createTestDb, type TestDb } from '../../helpers/test-db.ts';

/**
 * FED-02 cost (issue 5 review): the followed phase of the home feed is one statement of fixed
 * size whatever the viewer follows. It was a UNION with one arm per followed person, board and
 * interest (up to 250 arms): PostgreSQL planned every arm on every page and Kysely rebuilt the
 * growing query per arm, so a viewer following a few hundred things waited hundreds of
 * milliseconds to seconds for each page.
 */
let t: TestDb;
let viewer: Awaited<ReturnType<typeof makeUser>>;
/** The newest pin id of every followed key, newest first. */
const newestFollowed: string[] = [];
const PINS_PER_KEY = 4;
const KEYS = 120;

beforeAll(async () => {
	t = await createTestDb();
	viewer = await makeUser(t.db);
	const media = await makeMedia(t.db);
	const at = new Date().toISOString();
	const pins: Record<string, unknown>[] = [];
	const follows: { user: Record<string, unknown>[]; board: Record<string, unknown>[] } = {
		user: [],
		board: [],
	};
	for (let i = 0; i < KEYS; i++) {
		const person = await makeUser(t.db);
		const board = await makeBoard(t.db, person);
		for (let j = 0; j < PINS_PER_KEY; j++) {
			const id = newId();
			pins.push({
				id,
				board_sort: id,
				pinner_id: person.id,
				board_id: board.id,
				media_id: media.id,
				title: `Followed ${i}.${j}`,
				dominant_color: '#aabbcc',
				created_at: at,
				updated_at: at,
			});
			if (j === PINS_PER_KEY - 1) newestFollowed.unshift(id);
		}
		// Half the keys are people, half are boards.
		if (i % 2 === 0) {
			follows.user.push({ follower_id: viewer.id, followee_id: person.id, created_at: at });
		} else {
			follows.board.push({ user_id: viewer.id, board_id: board.id, created_at: at });
		}
	}
	for (let i = 0; i < pins.length; i += 100) {
		await t.db
			.insertInto('pins')
			.values(pins.slice(i, i + 100) as never)
			.execute();
	}
	await t.db
		.insertInto('user_follows')
		.values(follows.user as never)
		.execute();
	await t.db
		.insertInto('board_follows')
		.values(follows.board as never)
		.execute();
}, 120_000);
afterAll(async () => {
	await t?.destroy();
});

describe('the followed phase (FED-02)', () => {
	it('is a fixed number of statements of fixed size, however many things are followed', async () => {
		// Plugins also see the subqueries a statement embeds: keep the executed ones only.
		const compiled = new Map<unknown, string>();
		const statements: string[] = [];
		const recorder: KyselyPlugin = {
			transformQuery(args) {
				compiled.set(args.queryId, t.db.getExecutor().compileQuery(args.node, args.queryId).sql);
				return args.node;
			},
			async transformResult(args) {
				statements.push(compiled.get(args.queryId) ?? '');
				return args.result;
			},
		};
		const page = await homeFeedPage(t.db.withPlugin(recorder), viewerOf(viewer), { pageSize: 25 });
		expect(page.kind).toBe('personal');
		expect(page.pins).toHaveLength(25);
		// Follows, the page's ids, the page's pins.
		expect(statements.length).toBeLessThanOrEqual(4);
		for (const text of statements) expect(text.length).toBeLessThan(12_000);
	});

	it('still pages every followed pin, newest first, without repeats', async () => {
		const seen: string[] = [];
		let bookmark: string | undefined;
		for (let i = 0; i < 100; i++) {
			const page = await homeFeedPage(t.db, viewerOf(viewer), { pageSize: 50, bookmark });
			seen.push(...page.pins.map((p) => p.id));
			if (page.kind !== 'personal') break;
			bookmark = page.bookmark;
			if (bookmark === '-end-') break;
		}
		const followedSeen = seen.filter((id) => seen.indexOf(id) === seen.lastIndexOf(id));
		expect(followedSeen).toHaveLength(seen.length);
		// Every followed key's newest pin is in the feed, and the followed phase comes first.
		for (const id of newestFollowed) expect(seen).toContain(id);
		expect(new Set(seen.slice(0, KEYS * PINS_PER_KEY)).size).toBe(KEYS * PINS_PER_KEY);
	});
});
