import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as automagical } from '~/pages/v3/boards/[id]/automagical/pins/index.ts';
import { GET as interests } from '~/pages/v3/boards/[id]/interests/index.ts';
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

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

async function rest(route: typeof interests, boardId: string, user: U | null, query = '') {
	const res = await callRest(route, {
		db: t.db,
		path: `/v3/boards/${boardId}/x/${query}`,
		params: { id: boardId },
		viewer: user ? viewerOf(user) : null,
	});
	const json = (await res.json()) as { resource_response: { data: any; bookmark?: string } };
	return {
		status: res.status,
		data: json.resource_response.data,
		bookmark: json.resource_response.bookmark,
	};
}

describe(`BoardsResource on ${testDialect()}`, () => {
	it('BRD-10/API-59: page_size=1, privacy_filter=all, sort=last_pinned_to answers the most recently pinned-to board', async () => {
		const u = await makeUser(t.db);
		const old = await makeBoard(t.db, u, { last_pinned_at: '2026-01-01T00:00:00.000Z' });
		const recent = await makeBoard(t.db, u, { last_pinned_at: '2026-06-01T00:00:00.000Z' });
		const secretRecent = await makeBoard(t.db, u, {
			privacy: 'secret',
			last_pinned_at: '2026-09-01T00:00:00.000Z',
		});
		await makeBoard(t.db, u); // never pinned to: last
		const opts = {
			username: u.username,
			page_size: 1,
			privacy_filter: 'all',
			sort: 'last_pinned_to',
		};
		const own = await callResource(t.db, 'BoardsResource', 'get', opts, viewerOf(u));
		expect(ids(own.r.data)).toEqual([secretRecent.id]);
		expect(own.r.data[0].privacy).toBe(3);
		// Strangers never see the secret board.
		const other = await callResource(t.db, 'BoardsResource', 'get', opts, viewerOf(bob));
		expect(ids(other.r.data)).toEqual([recent.id]);
		const all = await callResource(t.db, 'BoardsResource', 'get', { ...opts, page_size: 10 }, null);
		expect(ids(all.r.data).slice(0, 2)).toEqual([recent.id, old.id]);
		expect(all.r.data).toHaveLength(3);
	});

	it('U-18: pages with bookmarks; archived boards only with privacy_filter=archived and only for the owner', async () => {
		const u = await makeUser(t.db);
		const made = [];
		for (let i = 0; i < 5; i++) made.push(await makeBoard(t.db, u, { position: i }));
		const archived = await makeBoard(t.db, u, { is_archived: 1, position: 9 });
		const first = await callResource(
			t.db,
			'BoardsResource',
			'get',
			{ username: u.username, page_size: 3 },
			viewerOf(u),
		);
		expect(ids(first.r.data)).toEqual(ids(made.slice(0, 3)));
		const bookmark = (first.r as { bookmark?: string }).bookmark;
		expect(bookmark).toBeTruthy();
		const second = await callResource(
			t.db,
			'BoardsResource',
			'get',
			{ username: u.username, page_size: 3, bookmarks: [bookmark] },
			viewerOf(u),
		);
		expect(ids(second.r.data)).toEqual(ids(made.slice(3)));
		expect((second.r as { bookmark?: string }).bookmark).toBe('-end-');
		const arch = await callResource(
			t.db,
			'BoardsResource',
			'get',
			{ username: u.username, privacy_filter: 'archived' },
			viewerOf(u),
		);
		expect(ids(arch.r.data)).toEqual([archived.id]);
		const archOther = await callResource(
			t.db,
			'BoardsResource',
			'get',
			{ username: u.username, privacy_filter: 'archived' },
			viewerOf(bob),
		);
		expect(archOther.r.data).toEqual([]);
		const tooBig = await callResource(
			t.db,
			'BoardsResource',
			'get',
			{ username: u.username, page_size: 251 },
			null,
		);
		expect(tooBig.status).toBe(400);
	});

	it('BRD-17: the list has the group boards the user joined after their own; secret ones only for members', async () => {
		const u = await makeUser(t.db);
		const own = await makeBoard(t.db, u);
		const joinedPublic = await makeBoard(t.db, bob, { is_collaborative: 1 });
		const joinedSecret = await makeBoard(t.db, bob, { privacy: 'secret', is_collaborative: 1 });
		const at = new Date().toISOString();
		for (const b of [joinedPublic, joinedSecret]) {
			await t.db
				.insertInto('board_collaborators')
				.values({
					board_id: b.id,
					user_id: u.id,
					status: 'accepted',
					invited_by_id: bob.id,
					created_at: at,
				})
				.execute();
		}
		const invited = await makeBoard(t.db, bob);
		await t.db
			.insertInto('board_collaborators')
			.values({
				board_id: invited.id,
				user_id: u.id,
				status: 'invited',
				invited_by_id: bob.id,
				created_at: at,
			})
			.execute();
		const mine = await callResource(
			t.db,
			'BoardsResource',
			'get',
			{ username: u.username },
			viewerOf(u),
		);
		expect(ids(mine.r.data)).toEqual([own.id, joinedSecret.id, joinedPublic.id]);
		expect(mine.r.data[1].privacy).toBe(3);
		expect(mine.r.data[2].privacy).toBe(2);
		const stranger = await callResource(
			t.db,
			'BoardsResource',
			'get',
			{ username: u.username },
			viewerOf(ada),
		);
		expect(ids(stranger.r.data)).toEqual([own.id, joinedPublic.id]);
	});
});

describe(`board interests and more ideas on ${testDialect()}`, () => {
	it("BRD-11/U-13: interests of the board's pins as {id, name, url, image}; suggested pins share them and are not on the board", async () => {
		const [food, travel, other] = [
			{ id: '8100000001', name: 'Food', slug: 'food', parent_id: null, position: 0 },
			{ id: '8100000002', name: 'Travel', slug: 'travel', parent_id: null, position: 1 },
			{ id: '8100000003', name: 'Cars', slug: 'cars', parent_id: null, position: 2 },
		];
		await t.db.insertInto('interests').values([food!, travel!, other!]).execute();
		const board = await makeBoard(t.db, ada);
		const tag = async (pinId: string, interestId: string) =>
			t.db.insertInto('pin_interests').values({ pin_id: pinId, interest_id: interestId }).execute();
		const onBoard1 = await makePin(t.db, board);
		const onBoard2 = await makePin(t.db, board);
		await tag(onBoard1.id, food!.id);
		await tag(onBoard2.id, food!.id);
		await tag(onBoard2.id, travel!.id);
		const bobBoard = await makeBoard(t.db, bob);
		const bobSecret = await makeBoard(t.db, bob, { privacy: 'secret' });
		const match = await makePin(t.db, bobBoard);
		await tag(match.id, travel!.id);
		const secretMatch = await makePin(t.db, bobSecret);
		await tag(secretMatch.id, food!.id);
		const unrelated = await makePin(t.db, bobBoard);
		await tag(unrelated.id, other!.id);
		// The pin a board pin was saved from is not suggested back.
		const origin = await makePin(t.db, bobBoard);
		await tag(origin.id, food!.id);
		const saved = await makePin(t.db, board, { origin_pin_id: origin.id });
		await tag(saved.id, food!.id);

		const got = await rest(interests, board.id, null);
		expect(got.status).toBe(200);
		expect(got.data.map((i: { name: string }) => i.name)).toEqual(['Food', 'Travel']);
		expect(got.data[0]).toMatchObject({
			id: food!.id,
			name: 'Food',
			url: '/ideas/food/8100000001/',
		});
		expect(got.data[0].image.url).toContain('236x');

		const ideas = await rest(automagical, board.id, bob);
		expect(ids(ideas.data)).toEqual([match.id]);
		expect(ideas.bookmark).toBe('-end-');

		const secret = await makeBoard(t.db, ada, { privacy: 'secret' });
		expect((await rest(interests, secret.id, bob)).status).toBe(404);
		expect((await rest(automagical, secret.id, null)).status).toBe(404);
	});
});
