import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getBoardRest } from '~/pages/v3/boards/[id]/index.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { callRest } from '../../helpers/rest.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let ada: U;
let bob: U;

beforeAll(async () => {
	t = await createTestDb();
	ada = await makeUser(t.db);
	bob = await makeUser(t.db);
});
afterAll(async () => {
	await t?.destroy();
});

const call = (
	name: string,
	action: 'get' | 'create' | 'update' | 'delete',
	options: Record<string, unknown>,
	user: U | null,
	init: { cookie?: string } = {},
) => callResource(t.db, name, action, options, user ? viewerOf(user) : null, init);

async function boardCount(userId: string) {
	const row = await t.db
		.selectFrom('users')
		.select('board_count')
		.where('id', '=', userId)
		.executeTakeFirstOrThrow();
	return row.board_count;
}

describe(`BoardResource on ${testDialect()}`, () => {
	it('BRD-01/BRD-02: create takes public/secret or the spec names and numbers; answers carry the numeric code', async () => {
		const before = await boardCount(ada.id);
		const pub = await call(
			'BoardResource',
			'create',
			{ name: '  Summer recipes ', privacy: 'public' },
			ada,
		);
		expect(pub.status).toBe(200);
		expect(pub.r.data).toMatchObject({
			name: 'Summer recipes',
			url: `/${ada.username}/summer-recipes/`,
			privacy: 0,
			privacy_name: 'NONE',
			pin_count: 0,
			sectionless_pin_count: 0,
			section_count: 0,
			followed_by_me: false,
			access: ['write', 'delete'],
			is_collaborative: false,
			archived_by_me_at: null,
			oldSlugUrl: null,
			sensitivity_screen: { reason: null, show_warning: false },
			cover_images: {},
		});
		expect(pub.r.data.owner).toMatchObject({ id: ada.id, username: ada.username });
		const secret = await call('BoardResource', 'create', { name: 'Gifts', privacy: 'SECRET' }, ada);
		expect(secret.r.data).toMatchObject({ privacy: 3, privacy_name: 'SECRET' });
		const byNumber = await call('BoardResource', 'create', { name: 'Gifts', privacy: 3 }, ada);
		expect(byNumber.r.data).toMatchObject({ privacy: 3, url: `/${ada.username}/gifts-2/` });
		expect(await boardCount(ada.id)).toBe(before + 3);
	});

	it('U-22: refuses an empty or long name and an unknown privacy with a readable message', async () => {
		const empty = await call('BoardResource', 'create', { name: '   ' }, ada);
		expect(empty.status).toBe(400);
		expect(empty.r.error.message_detail).toContain('Please enter a board name');
		const long = await call('BoardResource', 'create', { name: 'x'.repeat(51) }, ada);
		expect(long.status).toBe(400);
		expect(long.r.error.message_detail).toContain('up to 50 characters');
		const privacy = await call('BoardResource', 'create', { name: 'Ok', privacy: 'ARCHIVED' }, ada);
		expect(privacy.status).toBe(400);
		expect(privacy.r.error.message_detail).toContain('public or secret');
		const signedOut = await call('BoardResource', 'create', { name: 'Nope' }, null);
		expect(signedOut.status).toBe(401);
	});

	it('SEO-07: a rename keeps the old slug as oldSlugUrl; get by username + old slug finds the board', async () => {
		const made = await call('BoardResource', 'create', { name: 'Old name' }, ada);
		const id = made.r.data.id as string;
		const renamed = await call('BoardResource', 'update', { board_id: id, name: 'New name' }, ada);
		expect(renamed.status).toBe(200);
		expect(renamed.r.data.url).toBe(`/${ada.username}/new-name/`);
		expect(renamed.r.data.oldSlugUrl).toBe(`/${ada.username}/old-name/`);
		const byOld = await call(
			'BoardResource',
			'get',
			{ username: ada.username, slug: 'old-name' },
			bob,
		);
		expect(byOld.r.data.id).toBe(id);
	});

	it('BRD-06: archive and unarchive (owner only); archived boards are not found for others', async () => {
		const board = await makeBoard(t.db, ada);
		const archived = await call('BoardArchiveResource', 'create', { board_id: board.id }, ada);
		expect(archived.r.data).toMatchObject({
			privacy: 1,
			privacy_name: 'ARCHIVED',
			is_archived: true,
		});
		expect(archived.r.data.archived_by_me_at).toBeTruthy();
		expect(archived.r.data.access).toEqual(['delete']); // no saving into an archived board
		expect((await call('BoardResource', 'get', { board_id: board.id }, bob)).status).toBe(404);
		expect((await call('BoardArchiveResource', 'delete', { board_id: board.id }, bob)).status).toBe(
			404,
		);
		const back = await call('BoardArchiveResource', 'delete', { board_id: board.id }, ada);
		expect(back.r.data).toMatchObject({ privacy: 0, is_archived: false, archived_by_me_at: null });
		expect((await call('BoardResource', 'get', { board_id: board.id }, bob)).status).toBe(200);
	});

	it('cover pin: must be a pin of the board; cover_images follow it', async () => {
		const board = await makeBoard(t.db, ada);
		const a = await makePin(t.db, board);
		await makePin(t.db, board);
		const other = await makePin(t.db, await makeBoard(t.db, ada));
		const bad = await call(
			'BoardResource',
			'update',
			{ board_id: board.id, cover_pin_id: other.id },
			ada,
		);
		expect(bad.status).toBe(400);
		expect(bad.r.error.code).toBe('CoverPinNotOnBoard');
		const ok = await call(
			'BoardResource',
			'update',
			{ board_id: board.id, cover_pin_id: a.id },
			ada,
		);
		expect(ok.r.data.cover_pin).toEqual({ id: a.id });
		expect(ok.r.data.cover_images['222x'].url).toContain('236x');
	});

	it("BoardOrderResource reorders the owner's boards; foreign ids are not found", async () => {
		const u = await makeUser(t.db);
		const b1 = await makeBoard(t.db, u, { position: 0 });
		const b2 = await makeBoard(t.db, u, { position: 1 });
		const b3 = await makeBoard(t.db, u, { position: 2 });
		const res = await call('BoardOrderResource', 'update', { board_ids: [b3.id, b1.id] }, u);
		expect(res.status).toBe(200);
		const list = await call('BoardsResource', 'get', { username: u.username }, u);
		expect(list.r.data.map((b: { id: string }) => b.id)).toEqual([b3.id, b1.id, b2.id]);
		const foreign = await call('BoardOrderResource', 'update', { board_ids: [b1.id] }, bob);
		expect(foreign.status).toBe(404);
	});

	it('BRD-06: follow and unfollow adjust follower_count once, never below zero', async () => {
		const board = await makeBoard(t.db, ada);
		const f1 = await call('BoardFollowResource', 'create', { board_id: board.id }, bob);
		expect(f1.r.data).toEqual({ board_id: board.id, followed_by_me: true, follower_count: 1 });
		const f2 = await call('BoardFollowResource', 'create', { board_id: board.id }, bob);
		expect(f2.r.data.follower_count).toBe(1);
		const got = await call('BoardResource', 'get', { board_id: board.id }, bob);
		expect(got.r.data).toMatchObject({ followed_by_me: true, follower_count: 1 });
		const u1 = await call('BoardFollowResource', 'delete', { board_id: board.id }, bob);
		expect(u1.r.data.follower_count).toBe(0);
		const u2 = await call('BoardFollowResource', 'delete', { board_id: board.id }, bob);
		expect(u2.r.data.follower_count).toBe(0);
		const secret = await makeBoard(t.db, ada, { privacy: 'secret' });
		expect((await call('BoardFollowResource', 'create', { board_id: secret.id }, bob)).status).toBe(
			404,
		);
	});

	it('BRD-07: the sensitivity screen shows until this browser dismisses it', async () => {
		const board = await makeBoard(t.db, ada, { sensitivity_reason: 'Contains medical images' });
		const first = await call('BoardResource', 'get', { board_id: board.id }, null);
		expect(first.r.data.sensitivity_screen).toEqual({
			reason: 'Contains medical images',
			show_warning: true,
		});
		const dismissed = await call(
			'BoardSensitivityScreenResource',
			'delete',
			{ board_id: board.id },
			null,
		);
		expect(dismissed.status).toBe(200);
		const cookie = dismissed.cookies.find((c) => c.startsWith('_cb_sens='));
		expect(cookie).toBeDefined();
		const again = await call('BoardResource', 'get', { board_id: board.id }, null, {
			cookie: cookie!.split(';')[0]!,
		});
		expect(again.r.data.sensitivity_screen).toEqual({
			reason: 'Contains medical images',
			show_warning: false,
		});
	});

	it('BRD-09: deleting a board removes its pins everywhere and fixes the counts', async () => {
		const u = await makeUser(t.db, { board_count: 1, pin_count: 2 });
		const board = await makeBoard(t.db, u, { pin_count: 2 });
		const origin = await makePin(t.db, await makeBoard(t.db, bob), { repin_count: 1 });
		const p1 = await makePin(t.db, board, { origin_pin_id: origin.id });
		await makePin(t.db, board);
		const res = await call('BoardResource', 'delete', { board_id: board.id }, u);
		expect(res.status).toBe(200);
		expect(
			await t.db.selectFrom('pins').select('id').where('board_id', '=', board.id).execute(),
		).toEqual([]);
		expect((await call('PinResource', 'get', { id: p1.id }, u)).status).toBe(404);
		const user = await t.db
			.selectFrom('users')
			.select(['pin_count', 'board_count'])
			.where('id', '=', u.id)
			.executeTakeFirstOrThrow();
		expect(user).toEqual({ pin_count: 0, board_count: 0 });
		const o = await t.db
			.selectFrom('pins')
			.select('repin_count')
			.where('id', '=', origin.id)
			.executeTakeFirstOrThrow();
		expect(o.repin_count).toBe(0);
	});

	it('API-60/BRD-03: GET /v3/boards/{id}/?fields=board.id,board.blocking_actions', async () => {
		const board = await makeBoard(t.db, ada);
		const res = await callRest(getBoardRest, {
			db: t.db,
			path: `/v3/boards/${board.id}/?fields=board.id,board.blocking_actions`,
			params: { id: board.id },
			viewer: viewerOf(ada),
		});
		expect(res.status).toBe(200);
		const json = (await res.json()) as { resource_response: { data: unknown } };
		expect(json.resource_response.data).toEqual({ id: board.id, blocking_actions: [] });
		const secret = await makeBoard(t.db, ada, { privacy: 'secret' });
		const hidden = await callRest(getBoardRest, {
			db: t.db,
			path: `/v3/boards/${secret.id}/`,
			params: { id: secret.id },
			viewer: viewerOf(bob),
		});
		expect(hidden.status).toBe(404);
	});
});

describe(`renames on ${testDialect()}`, () => {
	it('SEO-07: after two renames oldSlugUrl is the latest old slug and every old slug still finds the board', async () => {
		const made = await call('BoardResource', 'create', { name: 'Alpha' }, ada);
		const id = made.r.data.id as string;
		await call('BoardResource', 'update', { board_id: id, name: 'Beta' }, ada);
		await new Promise((r) => setTimeout(r, 5));
		const third = await call('BoardResource', 'update', { board_id: id, name: 'Gamma' }, ada);
		expect(third.r.data.url).toBe(`/${ada.username}/gamma/`);
		expect(third.r.data.oldSlugUrl).toBe(`/${ada.username}/beta/`);
		for (const slug of ['alpha', 'beta', 'gamma']) {
			const got = await call('BoardResource', 'get', { username: ada.username, slug }, null);
			expect(`${slug} ${got.r.data?.id}`).toBe(`${slug} ${id}`);
		}
		// A new board may take over an old slug: the live board wins.
		const taker = await call('BoardResource', 'create', { name: 'Alpha' }, ada);
		expect(taker.r.data.url).toBe(`/${ada.username}/alpha/`);
		const now = await call('BoardResource', 'get', { username: ada.username, slug: 'alpha' }, null);
		expect(now.r.data.id).toBe(taker.r.data.id);
	});
});
