import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBoardFormAction } from '~/lib/content/boards/board-form-actions.server.ts';
import { loadProfilePage } from '~/lib/content/profiles/profile-page.server.ts';
import { CookieJar } from '~/lib/platform/http/cookie-jar.server.ts';
import { GET as automagical } from '~/pages/v3/boards/[id]/automagical/pins/index.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../helpers/builders.ts';
import { callResource } from '../helpers/resource-call.ts';
import { callRest } from '../helpers/rest.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';

/**
 * Security review of boards, sections, collaborators and profiles: existence leaks through
 * error messages, bad input that must not fail with 500, open redirects in form `back` fields,
 * blocks honoured where the code says so.
 */

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

const HUGE = '99999999999999999999';

/** Whether text holds a control character (invalid or dangerous in a Location header). */
function hasControl(text: string): boolean {
	return [...text].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
}

function form(fields: Record<string, string>): FormData {
	const f = new FormData();
	for (const [k, v] of Object.entries(fields)) f.append(k, v);
	return f;
}

async function postBoardForm(user: U | null, fields: Record<string, string>) {
	return runBoardFormAction({
		db: t.db,
		viewer: user ? viewerOf(user) : null,
		request: new Request('http://localhost/board/actions/', { method: 'POST' }),
		cookies: new CookieJar(new Request('http://localhost/')),
		clientAddress: '127.0.0.1',
		form: form(fields),
	});
}

describe(`security review: boards leaks and bad input on ${testDialect()}`, () => {
	it('BRD-08: a section of a secret board answers like a missing section (no board id in the message)', async () => {
		const secret = await makeBoard(t.db, ada, { privacy: 'secret' });
		const made = await callResource(
			t.db,
			'BoardSectionResource',
			'create',
			{ board_id: secret.id, title: 'Hidden section' },
			viewerOf(ada),
		);
		expect(made.status).toBe(200);
		const sectionId = made.r.data.id as string;
		const missing = await callResource(
			t.db,
			'BoardSectionResource',
			'get',
			{ section_id: '1234567' },
			viewerOf(bob),
		);
		for (const [action, options] of [
			['get', { section_id: sectionId }],
			['update', { section_id: sectionId, title: 'x' }],
			['delete', { section_id: sectionId }],
		] as const) {
			const res = await callResource(t.db, 'BoardSectionResource', action, options, viewerOf(bob));
			expect(res.status).toBe(404);
			expect(JSON.stringify(res.r.error)).not.toContain(secret.id);
			expect(res.r.error.message_detail ?? res.r.error.message).toBe(
				(missing.r.error.message_detail ?? missing.r.error.message).replace('1234567', sectionId),
			);
		}
	});

	it('BRD-14: moving a pin of a secret board answers like moving a pin that does not exist', async () => {
		const secret = await makeBoard(t.db, ada, { privacy: 'secret' });
		const pin = await makePin(t.db, secret);
		const mine = await makeBoard(t.db, bob);
		const hidden = await callResource(
			t.db,
			'BoardPinsMoveResource',
			'create',
			{ pin_ids: [pin.id], board_id: mine.id },
			viewerOf(bob),
		);
		const missing = await callResource(
			t.db,
			'BoardPinsMoveResource',
			'create',
			{ pin_ids: ['1234567'], board_id: mine.id },
			viewerOf(bob),
		);
		expect(hidden.status).toBe(404);
		expect(missing.status).toBe(404);
		expect(JSON.stringify(hidden.r.error).replaceAll(pin.id, 'ID')).toBe(
			JSON.stringify(missing.r.error).replaceAll('1234567', 'ID'),
		);
	});

	it('PIN-19: interest ids above 2^63-1 are refused or ignored, never a 500 (resource and page)', async () => {
		const res = await callResource(
			t.db,
			'ProfilePinsResource',
			'get',
			{ username: ada.username, filter: 'INTERESTS', interest_ids: [HUGE] },
			null,
		);
		expect(res.status).toBeLessThan(500);
		const page = await loadProfilePage({
			db: t.db,
			viewer: null,
			url: new URL(`http://localhost/${ada.username}/_created/?filter=INTERESTS&interest=${HUGE}`),
			username: ada.username,
			tab: 'created',
		});
		expect(page.kind).toBe('ok');
	});

	it('board forms: `back` never leads off-site (tabs, newlines, NUL are not a way around the check)', async () => {
		const board = await makeBoard(t.db, ada);
		for (const back of ['/\t/evil.example/', '/\n/evil.example/', '/\r\n/evil.example', '/\0x']) {
			const to = await postBoardForm(bob, { action: 'follow', board_id: board.id, back });
			// What a browser does with the Location header: controls stripped, resolved on our origin.
			const resolved = new URL(to, 'http://localhost/');
			expect(resolved.origin).toBe('http://localhost');
			expect(hasControl(to)).toBe(false);
		}
	});

	it('ACC-22: BoardsResource shows a blocked viewer none of the blocker’s boards (as the profile claims)', async () => {
		const carol = await makeUser(t.db);
		const dave = await makeUser(t.db);
		await makeBoard(t.db, carol, { name: 'Visible before the block' });
		const before = await callResource(
			t.db,
			'BoardsResource',
			'get',
			{ username: carol.username },
			viewerOf(dave),
		);
		expect(before.r.data.length).toBe(1);
		const block = await callResource(
			t.db,
			'UserBlockResource',
			'create',
			{ user_id: dave.id },
			viewerOf(carol),
		);
		expect(block.status).toBe(200);
		const profile = await callResource(
			t.db,
			'ProfileBoardsResource',
			'get',
			{ username: carol.username },
			viewerOf(dave),
		);
		expect(profile.r.data).toEqual([]);
		const after = await callResource(
			t.db,
			'BoardsResource',
			'get',
			{ username: carol.username },
			viewerOf(dave),
		);
		expect(after.status).toBeLessThan(500);
		expect(after.r.data ?? []).toEqual([]);
	});
	it('LIM/BRD-17: a limited-login owner reads their profile like a signed-out visitor (no secret boards or pins)', async () => {
		const erin = await makeUser(t.db);
		const secret = await makeBoard(t.db, erin, { privacy: 'secret', name: 'Surprise party' });
		const pin = await makePin(t.db, secret, { title: 'Secret gift idea' });
		const limited = viewerOf(erin, { loginState: 2 });
		const page = await loadProfilePage({
			db: t.db,
			viewer: limited,
			url: new URL(`http://localhost/${erin.username}/`),
			username: erin.username,
		});
		if (page.kind !== 'ok') throw new Error('expected ok');
		expect(page.data.boardGroups.flatMap((g) => g.boards).map((b) => b.id)).not.toContain(
			secret.id,
		);
		expect(page.data.pins.map((p) => p.id)).not.toContain(pin.id);
		expect(page.data.isOwner).toBe(false);
		expect(page.data.canAct).toBe(false);
		const boards = await callResource(
			t.db,
			'ProfileBoardsResource',
			'get',
			{ username: erin.username },
			limited,
		);
		expect(boards.r.data.map((b: { id: string }) => b.id)).not.toContain(secret.id);
		const pins = await callResource(
			t.db,
			'ProfilePinsResource',
			'get',
			{ username: erin.username, tab: 'saved' },
			limited,
		);
		expect(pins.r.data.map((p: { id: string }) => p.id)).not.toContain(pin.id);
		// Fully signed in, the owner sees both.
		const full = await callResource(
			t.db,
			'ProfilePinsResource',
			'get',
			{ username: erin.username, tab: 'saved' },
			viewerOf(erin),
		);
		expect(full.r.data.map((p: { id: string }) => p.id)).toContain(pin.id);
	});
	it('BRD-11: "more ideas" leaves out pins the viewer hid (a hidden pin stays out of every feed of the hider)', async () => {
		const interest = {
			id: '8200000001',
			name: 'Knots',
			slug: 'knots',
			parent_id: null,
			position: 0,
		};
		await t.db.insertInto('interests').values(interest).execute();
		const board = await makeBoard(t.db, ada);
		const mine = await makePin(t.db, board);
		const other = await makeBoard(t.db, bob);
		const suggested = await makePin(t.db, other);
		for (const pinId of [mine.id, suggested.id]) {
			await t.db
				.insertInto('pin_interests')
				.values({ pin_id: pinId, interest_id: interest.id })
				.execute();
		}
		const ideas = async () => {
			const res = await callRest(automagical, {
				db: t.db,
				path: `/v3/boards/${board.id}/automagical/pins/`,
				params: { id: board.id },
				viewer: viewerOf(ada),
			});
			const body = (await res.json()) as { resource_response: { data: { id: string }[] } };
			return body.resource_response.data.map((p) => p.id);
		};
		expect(await ideas()).toContain(suggested.id);
		await t.db
			.insertInto('pin_hides')
			.values({ user_id: ada.id, pin_id: suggested.id, created_at: new Date().toISOString() })
			.execute();
		expect(await ideas()).not.toContain(suggested.id);
	});

	it('BRD-11: "more ideas" follows the discovery rule: no suspended, private or blocked accounts', async () => {
		const interest = {
			id: '8200000002',
			name: 'Looms',
			slug: 'looms',
			parent_id: null,
			position: 0,
		};
		await t.db.insertInto('interests').values(interest).execute();
		const tagged = async (owner: U, board?: { id: string; owner_id: string }) => {
			const pin = await makePin(t.db, board ?? (await makeBoard(t.db, owner)));
			await t.db
				.insertInto('pin_interests')
				.values({ pin_id: pin.id, interest_id: interest.id })
				.execute();
			return pin.id;
		};
		const reader = await makeUser(t.db);
		const board = await makeBoard(t.db, reader);
		await tagged(reader, board);
		const [open, suspended, shy, blocked] = [
			await makeUser(t.db),
			await makeUser(t.db, { status: 'suspended' }),
			await makeUser(t.db, { is_private: 1 }),
			await makeUser(t.db),
		];
		const pins = {
			open: await tagged(open),
			suspended: await tagged(suspended),
			shy: await tagged(shy),
			blocked: await tagged(blocked),
		};
		await t.db
			.insertInto('user_blocks')
			.values({
				blocker_id: blocked.id,
				blocked_id: reader.id,
				created_at: new Date().toISOString(),
			})
			.execute();
		const res = await callRest(automagical, {
			db: t.db,
			path: `/v3/boards/${board.id}/automagical/pins/`,
			params: { id: board.id },
			viewer: viewerOf(reader),
		});
		const ids = (
			(await res.json()) as { resource_response: { data: { id: string }[] } }
		).resource_response.data.map((p) => p.id);
		expect(ids).toEqual([pins.open]);
	});
});
