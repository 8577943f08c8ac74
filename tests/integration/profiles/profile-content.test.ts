import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	loadProfilePage,
	type ProfilePageData,
} from '~/lib/content/profiles/profile-page.server.ts';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import { newId } from '~/lib/platform/db/ids.ts';
import { makeBoard, makeMedia, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
type B = Awaited<ReturnType<typeof makeBoard>>;
type P = Awaited<ReturnType<typeof makePin>>;
let ada: U;
let bob: U; // collaborator on ada's secret group board
let carl: U; // stranger
let other: U;
let publicBoard: B;
let secretBoard: B;
let archivedBoard: B;
let groupBoard: B;
let red: P;
let blue: P;
let repin: P;
let secretPin: P;
let archivedPin: P;
let groupPin: P;
let othersPin: P;
let moderated: P;
let interestId: string;

const now = () => new Date().toISOString();

beforeAll(async () => {
	t = await createTestDb();
	ada = await makeUser(t.db, { first_name: 'Ada', last_name: 'Lovelace', about: 'Engines' });
	bob = await makeUser(t.db);
	carl = await makeUser(t.db);
	other = await makeUser(t.db);
	publicBoard = await makeBoard(t.db, ada, { name: 'Engines', slug: 'engines', position: 0 });
	secretBoard = await makeBoard(t.db, ada, {
		name: 'Plans',
		slug: 'plans',
		privacy: 'secret',
		position: 1,
	});
	archivedBoard = await makeBoard(t.db, ada, {
		name: 'Old',
		slug: 'old',
		is_archived: 1,
		archived_at: now(),
		position: 2,
	});
	groupBoard = await makeBoard(t.db, ada, {
		name: 'Team',
		slug: 'team',
		privacy: 'secret',
		is_collaborative: 1,
		position: 3,
	});
	await t.db
		.insertInto('board_collaborators')
		.values({
			board_id: groupBoard.id,
			user_id: bob.id,
			status: 'accepted',
			invited_by_id: ada.id,
			created_at: now(),
		})
		.execute();
	const othersBoard = await makeBoard(t.db, other);
	othersPin = await makePin(t.db, othersBoard, { dominant_color: '#d62828' });
	red = await makePin(t.db, publicBoard, { dominant_color: '#d62828' });
	blue = await makePin(t.db, publicBoard, { dominant_color: '#2a64c8' });
	repin = await makePin(t.db, publicBoard, {
		origin_pin_id: othersPin.id,
		dominant_color: '#d62828',
	});
	secretPin = await makePin(t.db, secretBoard, { dominant_color: '#d62828' });
	archivedPin = await makePin(t.db, archivedBoard);
	groupPin = await makePin(t.db, groupBoard);
	moderated = await makePin(t.db, publicBoard, { is_hidden: 1 });
	await t.db.updateTable('boards').set({ pin_count: 4 }).where('id', '=', publicBoard.id).execute();
	await t.db
		.updateTable('boards')
		.set({ cover_pin_id: blue.id })
		.where('id', '=', publicBoard.id)
		.execute();
	interestId = newId();
	await t.db
		.insertInto('interests')
		.values({ id: interestId, name: 'Machines', slug: 'machines', parent_id: null, position: 0 })
		.execute();
	await t.db
		.insertInto('pin_interests')
		.values({ pin_id: red.id, interest_id: interestId })
		.execute();
	await t.db
		.insertInto('pin_favorites')
		.values([
			{ user_id: ada.id, pin_id: blue.id, created_at: now() },
			{ user_id: ada.id, pin_id: othersPin.id, created_at: now() },
		])
		.execute();
});
afterAll(async () => {
	await t?.destroy();
});

const v = (u: U | null): Viewer | null => (u ? viewerOf(u) : null);

async function page(
	viewer: U | null,
	path: string,
	username = ada.username,
): Promise<ProfilePageData> {
	const url = new URL(`http://localhost${path}`);
	const tab = url.pathname.includes('/_created') ? 'created' : 'saved';
	const load = await loadProfilePage({ db: t.db, viewer: v(viewer), url, username, tab });
	if (load.kind !== 'ok') throw new Error(`expected ok, got ${load.kind}`);
	return load.data;
}

const ids = (pins: { id: string }[]) => pins.map((p) => p.id);
const pinsOf = (viewer: U | null, options: Record<string, unknown>) =>
	callResource(
		t.db,
		'ProfilePinsResource',
		'get',
		{ username: ada.username, ...options },
		v(viewer),
	);

describe(`profile boards (BRD-15) on ${testDialect()}`, () => {
	it('BRD-15: strangers and anonymous visitors see only public boards', async () => {
		for (const viewer of [null, carl]) {
			const res = await callResource(
				t.db,
				'ProfileBoardsResource',
				'get',
				{ username: ada.username },
				v(viewer),
			);
			expect(res.status).toBe(200);
			expect(res.r.data.map((b: { id: string }) => b.id)).toEqual([publicBoard.id]);
			expect(res.r.data[0]).toMatchObject({
				onProfile: true,
				profileGroup: 'public',
				privacy: 'NONE',
				url: `/${ada.username}/engines/`,
				pinCount: 4,
			});
			const data = await page(viewer, `/${ada.username}/`);
			expect(data.boardGroups.map((g) => g.group)).toEqual(['public']);
		}
	});

	it('BRD-15: the owner sees public, private and archived groups; a collaborator their group board', async () => {
		const own = await page(ada, `/${ada.username}/`);
		expect(own.boardGroups.map((g) => [g.group, g.boards.map((b) => b.name)])).toEqual([
			['public', ['Engines']],
			['private', ['Plans', 'Team']],
			['archived', ['Old']],
		]);
		const team = own.boardGroups[1]!.boards[1]!;
		expect(team).toMatchObject({
			privacy: 'SECRET',
			isCollaborative: true,
			profileGroup: 'private',
		});
		const collab = await callResource(
			t.db,
			'ProfileBoardsResource',
			'get',
			{ user_id: ada.id },
			v(bob),
		);
		expect(collab.r.data.map((b: { name: string }) => b.name)).toEqual(['Engines', 'Team']);
	});

	it('BRD-15: board cards show the cover pin first, then the newest pins; never moderated pins', async () => {
		const data = await page(carl, `/${ada.username}/`);
		const card = data.boardGroups[0]!.boards[0]!;
		expect(card.images).toHaveLength(3);
		const media = await t.db
			.selectFrom('media')
			.select(['id', 'storage_key'])
			.where('id', 'in', [blue.media_id, repin.media_id, red.media_id, moderated.media_id])
			.execute();
		const key = (id: string) => media.find((m) => m.id === id)!.storage_key;
		expect(card.images[0]!.url).toContain(key(blue.media_id));
		expect(card.images[1]!.url).toContain(key(repin.media_id));
		expect(card.images[2]!.url).toContain(key(red.media_id));
		expect(JSON.stringify(card)).not.toContain(key(moderated.media_id));
	});
});

describe(`profile counts (BRD-17) on ${testDialect()}`, () => {
	it('BRD-17: counts on a public profile leave out secret and archived boards and their pins', async () => {
		const data = await page(carl, `/${ada.username}/`);
		expect(data.counts).toMatchObject({ boards: 1, pins: 3 });
		const anon = await page(null, `/${ada.username}/`);
		expect(anon.counts).toEqual(data.counts);
		const user = await callResource(t.db, 'UserResource', 'get', { user_id: ada.id }, v(carl));
		expect(user.r.data).toMatchObject({ board_count: 1, pin_count: 3 });
	});

	it('BRD-17: the owner counts secret boards and all their pins (archived boards are not counted)', async () => {
		const own = await page(ada, `/${ada.username}/`);
		expect(own.counts).toMatchObject({ boards: 3, pins: 7 });
	});
});

describe(`profile pins (RTE-05, PIN-19) on ${testDialect()}`, () => {
	it("RTE-05: Created shows the user's originals; Saved shows everything they pinned", async () => {
		const created = await page(carl, `/${ada.username}/_created/`);
		expect(ids(created.pins)).toEqual([blue.id, red.id]);
		expect(created.canonicalPath).toBe(`/${ada.username}/_created/`);
		const saved = await page(carl, `/${ada.username}/_saved`);
		expect(ids(saved.pins)).toEqual([repin.id, blue.id, red.id]);
		expect(saved.canonicalPath).toBe(`/${ada.username}/`);
		const own = await page(ada, `/${ada.username}/`);
		expect(ids(own.pins)).toEqual([
			groupPin.id,
			archivedPin.id,
			secretPin.id,
			repin.id,
			blue.id,
			red.id,
		]);
		const collaborator = await page(bob, `/${ada.username}/`);
		expect(ids(collaborator.pins)).toEqual([groupPin.id, repin.id, blue.id, red.id]);
	});

	it('RTE-05: a username in another case redirects; unknown and reserved names are not found', async () => {
		const load = await loadProfilePage({
			db: t.db,
			viewer: null,
			url: new URL(
				`http://localhost/${ada.username.toUpperCase()}/_created/?filter=COLORS&color=red`,
			),
			username: ada.username.toUpperCase(),
			tab: 'created',
		});
		expect(load).toEqual({
			kind: 'redirect',
			to: `/${ada.username}/_created/?filter=COLORS&color=red`,
			status: 301,
		});
		for (const name of ['nobody_here_zz', 'settings', 'pin']) {
			const missing = await loadProfilePage({
				db: t.db,
				viewer: null,
				url: new URL(`http://localhost/${name}/`),
				username: name,
			});
			expect(missing.kind).toBe('not-found');
		}
	});

	it('PIN-19: COLORS, INTERESTS, FAVORITED and FAVORITED_AND_CREATED_BY_ME filter the Created pins', async () => {
		const reds = await pinsOf(carl, { filter: 'COLORS', colors: ['red'] });
		expect(ids(reds.r.data)).toEqual([red.id]);
		const blues = await pinsOf(carl, { filter: 'COLORS', colors: ['blue', 'red'] });
		expect(ids(blues.r.data)).toEqual([blue.id, red.id]);
		const ownReds = await pinsOf(ada, { filter: 'COLORS', colors: ['red'] });
		expect(ids(ownReds.r.data)).toEqual([secretPin.id, red.id]);
		const interests = await pinsOf(carl, { filter: 'INTERESTS', interest_ids: [interestId] });
		expect(ids(interests.r.data)).toEqual([red.id]);
		const favorites = await pinsOf(ada, { filter: 'FAVORITED' });
		expect(ids(favorites.r.data)).toEqual([blue.id, othersPin.id]);
		const both = await pinsOf(ada, { filter: 'FAVORITED_AND_CREATED_BY_ME' });
		expect(ids(both.r.data)).toEqual([blue.id]);
		const created = await pinsOf(carl, {});
		expect(ids(created.r.data)).toEqual([blue.id, red.id]);
		const saved = await pinsOf(carl, { tab: 'saved' });
		expect(ids(saved.r.data)).toEqual([repin.id, blue.id, red.id]);
	});

	it("PIN-19: favorites are the owner's; bad filter options are refused", async () => {
		const refused = await pinsOf(carl, { filter: 'FAVORITED' });
		expect(refused.status).toBe(403);
		expect(refused.r.error.code).toBe('ProfileFilterOwnerOnly');
		expect((await pinsOf(carl, { filter: 'COLORS' })).status).toBe(400);
		expect((await pinsOf(carl, { filter: 'COLORS', colors: ['mauve'] })).status).toBe(400);
		expect((await pinsOf(carl, { filter: 'NEWEST' })).status).toBe(400);
		expect((await pinsOf(carl, { tab: 'saved', filter: 'COLORS', colors: ['red'] })).status).toBe(
			400,
		);
		// On the page a stranger's favorites filter falls back to all created pins.
		const data = await page(carl, `/${ada.username}/_created/?filter=FAVORITED`);
		expect(data.filter).toEqual({ name: 'CREATED_BY_ME' });
		expect(ids(data.pins)).toEqual([blue.id, red.id]);
		const filtered = await page(carl, `/${ada.username}/_created/?filter=COLORS&color=red`);
		expect(ids(filtered.pins)).toEqual([red.id]);
		expect(filtered.noindex).toBe(true);
		expect(filtered.interests).toEqual([{ id: interestId, name: 'Machines', slug: 'machines' }]);
	});

	it('PIN-19: pins the viewer hid stay out of the profile feeds', async () => {
		await t.db
			.insertInto('pin_hides')
			.values({ user_id: carl.id, pin_id: blue.id, created_at: now() })
			.execute();
		const created = await pinsOf(carl, {});
		expect(ids(created.r.data)).toEqual([red.id]);
		const anon = await pinsOf(null, {});
		expect(ids(anon.r.data)).toEqual([blue.id, red.id]);
		await t.db.deleteFrom('pin_hides').where('user_id', '=', carl.id).execute();
	});

	it('U-18: Saved pins page with keyset bookmarks and "More pins" links', async () => {
		const first = await pinsOf(ada, { tab: 'saved', page_size: 4 });
		const bookmark = (first.r as unknown as { bookmark: string }).bookmark;
		expect(ids(first.r.data)).toEqual([groupPin.id, archivedPin.id, secretPin.id, repin.id]);
		const second = await pinsOf(ada, { tab: 'saved', page_size: 4, bookmark });
		expect(ids(second.r.data)).toEqual([blue.id, red.id]);
		expect((second.r as unknown as { bookmark: string }).bookmark).toBe('-end-');
		expect((await pinsOf(ada, { page_size: 251 })).status).toBe(400);
	});

	it('PIN-19: a COLORS page scans at most 1,000 candidates, then continues from the bookmark', async () => {
		const painter = await makeUser(t.db);
		const board = await makeBoard(t.db, painter);
		const oldRed = await makePin(t.db, board, { dominant_color: '#d62828' });
		const media = await makeMedia(t.db, { dominant_color: '#8a8a8a' });
		const rows = Array.from({ length: 1005 }, () => {
			const id = newId();
			return {
				id,
				board_sort: id,
				pinner_id: painter.id,
				board_id: board.id,
				section_id: null,
				media_id: media.id,
				origin_pin_id: null,
				title: 'Gray',
				description: '',
				link: null,
				domain: null,
				alt_text: '',
				dominant_color: '#8a8a8a',
				created_at: now(),
				updated_at: now(),
			};
		});
		for (let i = 0; i < rows.length; i += 200) {
			await t.db
				.insertInto('pins')
				.values(rows.slice(i, i + 200))
				.execute();
		}
		const get = (bookmark?: string) =>
			callResource(
				t.db,
				'ProfilePinsResource',
				'get',
				{
					user_id: painter.id,
					filter: 'COLORS',
					colors: ['red'],
					page_size: 5,
					...(bookmark ? { bookmark } : {}),
				},
				null,
			);
		const first = await get();
		expect(first.r.data).toEqual([]);
		const bookmark = (first.r as unknown as { bookmark: string }).bookmark;
		expect(bookmark).not.toBe('-end-');
		const second = await get(bookmark);
		expect(ids(second.r.data)).toEqual([oldRed.id]);
		expect((second.r as unknown as { bookmark: string }).bookmark).toBe('-end-');
	});
});

describe(`private profiles and blocks on ${testDialect()}`, () => {
	it('SET-01: a private profile shows others its name only; resources answer ProfilePrivate', async () => {
		const shy = await makeUser(t.db, { is_private: 1, about: 'secret things' });
		const board = await makeBoard(t.db, shy);
		const pin = await makePin(t.db, board);
		const data = await page(carl, `/${shy.username}/`, shy.username);
		expect(data.hidden).toBe('private');
		expect(data.counts).toBeNull();
		expect(data.pins).toEqual([]);
		expect(data.boardGroups).toEqual([]);
		expect(data.noindex).toBe(true);
		expect(data.user.about).toBe('');
		for (const name of ['ProfilePinsResource', 'ProfileBoardsResource']) {
			const res = await callResource(t.db, name, 'get', { username: shy.username }, null);
			expect(res.r.error.code).toBe('ProfilePrivate');
		}
		const own = await page(shy, `/${shy.username}/`, shy.username);
		expect(own.hidden).toBeNull();
		expect(ids(own.pins)).toEqual([pin.id]);
	});

	it('ACC-22: a block hides boards, pins and counts from both sides', async () => {
		const blocker = await makeUser(t.db);
		const blocked = await makeUser(t.db);
		const board = await makeBoard(t.db, blocker);
		await makePin(t.db, board);
		await callResource(t.db, 'UserBlockResource', 'create', { user_id: blocked.id }, v(blocker));
		const seenByBlocked = await page(blocked, `/${blocker.username}/`, blocker.username);
		expect(seenByBlocked).toMatchObject({
			hidden: 'blocked',
			counts: null,
			pins: [],
			boardGroups: [],
			canAct: true,
		});
		const seenByBlocker = await page(blocker, `/${blocked.username}/`, blocked.username);
		expect(seenByBlocker).toMatchObject({ hidden: 'blocked', blocking: true });
		const pins = await callResource(
			t.db,
			'ProfilePinsResource',
			'get',
			{ username: blocker.username },
			v(blocked),
		);
		expect(pins.r.data).toEqual([]);
		const boards = await callResource(
			t.db,
			'ProfileBoardsResource',
			'get',
			{ username: blocker.username },
			v(blocked),
		);
		expect(boards.r.data).toEqual([]);
		const stranger = await page(carl, `/${blocker.username}/`, blocker.username);
		expect(stranger.hidden).toBeNull();
		expect(stranger.pins).toHaveLength(1);
	});
});
