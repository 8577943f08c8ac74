import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeFeedPage } from '~/lib/discovery/feed/homefeed.service.server.ts';
import { encodeHomeFeedBookmark } from '~/lib/discovery/feed/homefeed-bookmark.ts';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import { encodeBookmark } from '~/lib/platform/db/bookmark.ts';
import { newId } from '~/lib/platform/db/ids.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

const now = () => new Date().toISOString();

function feed(options: Record<string, unknown>, viewer: Viewer | null) {
	return callResource(t.db, 'UserHomefeedResource', 'get', options, viewer);
}

/** Every page of the feed through the resource, as the original client pages it. */
async function walk(viewer: Viewer | null, pageSize: number, extra: Record<string, unknown> = {}) {
	const pages: string[][] = [];
	let bookmark: string | undefined;
	for (let i = 0; i < 500; i++) {
		const res = await feed(
			{ page_size: pageSize, ...extra, ...(bookmark ? { bookmarks: [bookmark] } : {}) },
			viewer,
		);
		expect(res.status).toBe(200);
		pages.push(res.r.data.map((p: { id: string }) => p.id));
		bookmark = (res.r as { bookmark?: string }).bookmark;
		if (!bookmark || bookmark === '-end-') return pages;
	}
	throw new Error('The feed did not end');
}

async function follow(kind: 'user' | 'board' | 'interest', viewer: U, id: string) {
	if (kind === 'user') {
		await t.db
			.insertInto('user_follows')
			.values({ follower_id: viewer.id, followee_id: id, created_at: now() })
			.execute();
	} else if (kind === 'board') {
		await t.db
			.insertInto('board_follows')
			.values({ user_id: viewer.id, board_id: id, created_at: now() })
			.execute();
	} else {
		await t.db
			.insertInto('interest_follows')
			.values({ user_id: viewer.id, interest_id: id, created_at: now() })
			.execute();
	}
}

async function makeInterest(name: string) {
	const id = newId();
	await t.db
		.insertInto('interests')
		.values({ id, name, slug: `${name}-${id}`, parent_id: null, position: 0 })
		.execute();
	return id;
}

async function tag(pinId: string, interestId: string) {
	await t.db
		.insertInto('pin_interests')
		.values({ pin_id: pinId, interest_id: interestId })
		.execute();
}

describe(`UserHomefeedResource on ${testDialect()}`, () => {
	let publicIds: string[];
	let hiddenWorld: {
		secret: string;
		archived: string;
		moderated: string;
		privateUsers: string;
		suspended: string;
		save: string;
	};

	beforeAll(async () => {
		// A small public world: 14 originals, a few of them popular, plus pins nobody else may see.
		const a = await makeUser(t.db);
		const b = await makeUser(t.db);
		const boardA = await makeBoard(t.db, a);
		const boardB = await makeBoard(t.db, b);
		publicIds = [];
		for (let i = 0; i < 14; i++) {
			const pin = await makePin(t.db, i % 2 ? boardA : boardB, {
				repin_count: i % 4 === 0 ? 2 : 0,
			});
			publicIds.push(pin.id);
		}
		const secretBoard = await makeBoard(t.db, a, { privacy: 'secret' });
		const archivedBoard = await makeBoard(t.db, a, { is_archived: 1 });
		const priv = await makeUser(t.db, { is_private: 1 });
		const suspended = await makeUser(t.db, { status: 'suspended' });
		hiddenWorld = {
			secret: (await makePin(t.db, secretBoard, { repin_count: 5 })).id,
			archived: (await makePin(t.db, archivedBoard, { repin_count: 5 })).id,
			moderated: (await makePin(t.db, boardA, { is_hidden: 1, repin_count: 5 })).id,
			privateUsers: (await makePin(t.db, await makeBoard(t.db, priv), { repin_count: 5 })).id,
			suspended: (await makePin(t.db, await makeBoard(t.db, suspended), { repin_count: 5 })).id,
			// Saves of an idea are left out of the discovery phases: the original shows instead.
			save: (await makePin(t.db, boardB, { origin_pin_id: publicIds[0]!, pinner_id: b.id })).id,
		};
	});

	it('FED-02: signed out, pages popular pins first, then the rest, with no repeats or gaps over 5+ pages', async () => {
		const pages = await walk(null, 3);
		expect(pages.length).toBeGreaterThanOrEqual(5);
		const ids = pages.flat();
		expect(new Set(ids).size).toBe(ids.length);
		for (const id of publicIds) expect(ids).toContain(id);
		for (const id of Object.values(hiddenWorld)) expect(ids).not.toContain(id);
		// Every page but the last is full.
		for (const page of pages.slice(0, -1)) expect(page).toHaveLength(3);
		// Popular pins (saved at least once) come before the never-saved ones.
		const popular = await t.db
			.selectFrom('pins')
			.select('id')
			.where('repin_count', '>', 0)
			.where('id', 'in', ids)
			.execute();
		const lastPopular = Math.max(...popular.map((p) => ids.indexOf(p.id)));
		expect(lastPopular).toBe(popular.length - 1);
	});

	it('accepts the spec options, and page_size only within 1–250', async () => {
		const ok = await feed(
			{
				field_set_key: 'hf_grid_partner',
				in_nux: false,
				in_news_hub: false,
				static_feed: false,
				nux_signals_map: { interests: ['1'] },
				firstHomeFeedRequestAfterNux: true,
				page_size: 250,
			},
			null,
		);
		expect(ok.status).toBe(200);
		expect(ok.r.data.length).toBeGreaterThanOrEqual(publicIds.length);
		for (const page_size of [0, 251, 'many']) {
			const bad = await feed({ page_size }, null);
			expect(bad.status).toBe(400);
			expect(bad.r.error.code).toBe('InvalidOptions');
		}
		expect((await feed({ field_set_key: 'other' }, null)).status).toBe(400);
		expect((await feed({ drop_tables: true }, null)).status).toBe(400);
	});

	it('refuses an undecodable bookmark, ends on -end-, and accepts the older cursor format', async () => {
		for (const bookmark of [
			'garbage',
			'eyJ2IjoyLCJwaCI6IngifQ',
			encodeBookmark({ before: '1' }).slice(3),
		]) {
			const res = await feed({ bookmarks: [bookmark] }, null);
			expect(res.status).toBe(400);
			expect(res.r.error.code).toBe('HomefeedInvalidBookmark');
			expect(res.r.error.api_error_code).toBe(4350);
		}
		const end = await feed({ bookmarks: ['-end-'] }, null);
		expect(end.r.data).toEqual([]);
		const old = await feed({ bookmark: encodeBookmark({ before: publicIds.at(-1)! }) }, null);
		expect(old.status).toBe(200);
		// It continues the first phase (popular) below that id, then the next phase from its top.
		const ids = old.r.data.map((p: { id: string }) => p.id);
		const popularBelow = publicIds.filter((id, i) => i % 4 === 0 && id !== publicIds.at(-1));
		expect(ids.slice(0, popularBelow.length).sort()).toEqual(popularBelow.sort());
	});

	it('a forged bookmark never reveals what the viewer may not see', async () => {
		const stranger = await makeUser(t.db);
		for (const phase of ['f', 'p', 'r', 's'] as const) {
			for (const id of Object.values(hiddenWorld)) {
				const before = (BigInt(id) + 1n).toString();
				const bookmark = encodeHomeFeedBookmark({ phase, before: phase === 's' ? '1' : before });
				for (const viewer of [null, viewerOf(stranger)]) {
					const res = await feed(
						{ bookmarks: [bookmark], page_size: 250, static_feed: phase === 's' },
						viewer,
					);
					expect(res.status).toBe(200);
					const ids = res.r.data.map((p: { id: string }) => p.id);
					for (const hidden of Object.values(hiddenWorld)) expect(ids).not.toContain(hidden);
				}
			}
		}
	});

	it('FED-02: follows shape a signed-in feed: followed people, boards and interests come first', async () => {
		const viewer = await makeUser(t.db);
		const friend = await makeUser(t.db);
		const boardOwner = await makeUser(t.db);
		const other = await makeUser(t.db);
		const friendBoard = await makeBoard(t.db, friend);
		const followedBoard = await makeBoard(t.db, boardOwner);
		const otherBoard = await makeBoard(t.db, boardOwner);
		const strangersBoard = await makeBoard(t.db, other);
		const interest = await makeInterest('gardening');
		const fromFriend = [await makePin(t.db, friendBoard), await makePin(t.db, friendBoard)];
		const fromBoard = [await makePin(t.db, followedBoard)];
		const tagged = await makePin(t.db, strangersBoard);
		await tag(tagged.id, interest);
		// Not followed: the board owner's other board, and an untagged pin of a stranger.
		const notFollowed = [await makePin(t.db, otherBoard), await makePin(t.db, strangersBoard)];
		// The viewer's own pins never show in their home feed.
		const own = await makePin(t.db, await makeBoard(t.db, viewer), { repin_count: 9 });
		await follow('user', viewer, friend.id);
		await follow('board', viewer, followedBoard.id);
		await follow('interest', viewer, interest);

		const followedIds = [...fromFriend, ...fromBoard, tagged].map((p) => p.id);
		const first = await feed({ page_size: 2 }, viewerOf(viewer));
		expect(first.status).toBe(200);
		const pages = await walk(viewerOf(viewer), 2);
		const ids = pages.flat();
		expect(new Set(ids).size).toBe(ids.length);
		expect(new Set(ids.slice(0, followedIds.length))).toEqual(new Set(followedIds));
		// The popular and recent phases follow, without the followed pins again.
		for (const p of notFollowed) expect(ids).toContain(p.id);
		expect(ids).not.toContain(own.id);
		const page = await homeFeedPage(t.db, viewerOf(viewer), { pageSize: 2 });
		expect(page.kind).toBe('personal');
		// A limited-login viewer (LIM-01) reads the feed as signed out.
		const limited = await homeFeedPage(t.db, viewerOf(viewer, { loginState: 2 }), { pageSize: 2 });
		expect(limited.kind).toBe('popular');
	});

	it('a new user without follows gets the popular fallback', async () => {
		const fresh = await makeUser(t.db);
		const page = await homeFeedPage(t.db, viewerOf(fresh), { pageSize: 5 });
		expect(page.kind).toBe('popular');
		const signedOut = await homeFeedPage(t.db, null, { pageSize: 5 });
		expect(page.pins.map((p) => p.id)).toEqual(signedOut.pins.map((p) => p.id));
	});

	it('hidden pins, blocked people, secret boards and private profiles never appear, whatever is followed', async () => {
		const viewer = await makeUser(t.db);
		const blocked = await makeUser(t.db);
		const blocker = await makeUser(t.db);
		const secretOwner = await makeUser(t.db);
		const priv = await makeUser(t.db, { is_private: 1 });
		const interest = await makeInterest('baking');
		const blockedBoard = await makeBoard(t.db, blocked);
		const blockerBoard = await makeBoard(t.db, blocker);
		const secretBoard = await makeBoard(t.db, secretOwner, { privacy: 'secret' });
		const privateBoard = await makeBoard(t.db, priv);
		const pins = {
			blocked: await makePin(t.db, blockedBoard, { repin_count: 3 }),
			blocker: await makePin(t.db, blockerBoard, { repin_count: 3 }),
			secret: await makePin(t.db, secretBoard, { repin_count: 3 }),
			private: await makePin(t.db, privateBoard, { repin_count: 3 }),
			hidden: await makePin(t.db, await makeBoard(t.db, secretOwner), { repin_count: 3 }),
		};
		for (const p of Object.values(pins)) await tag(p.id, interest);
		await t.db
			.insertInto('user_blocks')
			.values([
				{ blocker_id: viewer.id, blocked_id: blocked.id, created_at: now() },
				{ blocker_id: blocker.id, blocked_id: viewer.id, created_at: now() },
			])
			.execute();
		await t.db
			.insertInto('pin_hides')
			.values({ user_id: viewer.id, pin_id: pins.hidden.id, created_at: now() })
			.execute();
		// Follow rows the app would refuse (a secret board of a stranger, blocked people) still
		// bring nothing.
		await follow('interest', viewer, interest);
		await follow('board', viewer, secretBoard.id);
		await follow('board', viewer, blockedBoard.id);
		await follow('user', viewer, blocker.id);
		await follow('user', viewer, priv.id);
		const ids = (await walk(viewerOf(viewer), 4)).flat();
		for (const p of Object.values(pins)) expect(ids).not.toContain(p.id);
		// A collaborator who joined the secret board sees its pins through the board follow.
		const collaborator = await makeUser(t.db);
		await t.db
			.insertInto('board_collaborators')
			.values({
				board_id: secretBoard.id,
				user_id: collaborator.id,
				status: 'accepted',
				invited_by_id: secretOwner.id,
				created_at: now(),
			})
			.execute();
		await follow('board', collaborator, secretBoard.id);
		const theirs = (await walk(viewerOf(collaborator), 10)).flat();
		expect(theirs[0]).toBe(pins.secret.id);
		// Strangers never do, in any phase.
		expect((await walk(null, 50)).flat()).not.toContain(pins.secret.id);
	});

	it('orders a page by engagement among pins of the same age, deterministically', async () => {
		const viewer = await makeUser(t.db);
		const friend = await makeUser(t.db);
		const board = await makeBoard(t.db, friend);
		const at = now();
		const quiet = await makePin(t.db, board, { created_at: at });
		const loved = await makePin(t.db, board, { created_at: at, repin_count: 4, favorite_count: 2 });
		const liked = await makePin(t.db, board, { created_at: at, favorite_count: 1 });
		await follow('user', viewer, friend.id);
		const page = await homeFeedPage(t.db, viewerOf(viewer), { pageSize: 3 });
		expect(page.pins.map((p) => p.id)).toEqual([loved.id, liked.id, quiet.id]);
		const again = await homeFeedPage(t.db, viewerOf(viewer), { pageSize: 3 });
		expect(again.pins.map((p) => p.id)).toEqual([loved.id, liked.id, quiet.id]);
	});

	it('RTE-18: the static feed is fixed, oldest first, and pages without repeats', async () => {
		const first = await walk(null, 4, { static_feed: true });
		const second = await walk(null, 4, { static_feed: true });
		expect(second).toEqual(first);
		const ids = first.flat();
		expect(new Set(ids).size).toBe(ids.length);
		const sorted = [...ids].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
		expect(ids).toEqual(sorted);
		for (const id of Object.values(hiddenWorld)) expect(ids).not.toContain(id);
	});

	it('page fetches stay on indexes: the popular phase uses the partial index on SQLite', async () => {
		if (testDialect() !== 'sqlite') return;
		const { sql } = await import('kysely');
		const plan = await sql<{ detail: string }>`explain query plan
			select p.id from pins p where coalesce(p.origin_pin_id, 0) = 0 and p.repin_count > 0 and p.id < 99999999999999 order by p.id desc limit 26`.execute(
			t.db,
		);
		expect(plan.rows.map((r) => r.detail).join(' ')).toContain('pins_popular_idx');
	});
});
