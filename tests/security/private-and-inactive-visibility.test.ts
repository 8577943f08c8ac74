import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '~/lib/identity/auth/session-cookies.server.ts';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import { CSRF_COOKIE, CSRF_HEADER } from '~/lib/platform/http/csrf.server.ts';
import { makeBoard, makePin, makeSession, makeUser, viewerOf } from '../helpers/builders.ts';
import { httpRequest } from '../helpers/http-request.ts';
import { callResource } from '../helpers/resource-call.ts';
import { type ServerProcess, startServer, stopServer } from '../helpers/server-process.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';

/**
 * Security findings 5, 6 and 7, on the built server (`npx astro build`) and the gateway:
 *
 * 5. A private profile's (SET-01) boards and pins are not readable by id by others (closeup,
 *    AMP, `PinResource`, `BoardResource`, `/v3/pins/{id}/`, `/v3/boards/{id}/`,
 *    `v3GetPinQuery`); their pins on someone else's public group board show only to that
 *    board's members (`BoardsFeedResource`, the board page and its JSON-LD); a stranger's
 *    public save of their pin names no original (`originPinId`, `origin_pinner`).
 * 6. A deactivated collaborator's (SET-12) pins and name are gone from group boards, closeups,
 *    `/v3/pins/{id}/`, `/amp/pin/{id}` and the collaborator lists, for members too, and come
 *    back on reactivation with no other write.
 * 7. A pending join request does not keep revealing a board that turned secret: the request
 *    ends, and asking again is NotFound, whatever the board was renamed to.
 */

const CSRF = 'visibilityCsrfToken0123456789';

type U = Awaited<ReturnType<typeof makeUser>>;
let t: TestDb;
let server: ServerProcess;
let priv: U;
let gone: U;
let host: U;
let stranger: U;
const tokens = new Map<string, string>();
let privBoard: Awaited<ReturnType<typeof makeBoard>>;
let privPin: Awaited<ReturnType<typeof makePin>>;
let group: Awaited<ReturnType<typeof makeBoard>>;
let privGroupPin: Awaited<ReturnType<typeof makePin>>;
let goneGroupPin: Awaited<ReturnType<typeof makePin>>;
let openGroupPin: Awaited<ReturnType<typeof makePin>>;
let strangersBoard: Awaited<ReturnType<typeof makeBoard>>;
let save: Awaited<ReturnType<typeof makePin>>;

async function accept(boardId: string, user: U, ownerId: string) {
	await t.db
		.insertInto('board_collaborators')
		.values({
			board_id: boardId,
			user_id: user.id,
			status: 'accepted',
			invited_by_id: ownerId,
			created_at: new Date().toISOString(),
		})
		.execute();
	await t.db
		.updateTable('boards')
		.set((eb) => ({ collaborator_count: eb('collaborator_count', '+', 1), is_collaborative: 1 }))
		.where('id', '=', boardId)
		.execute();
}

beforeAll(async () => {
	t = await createTestDb();
	priv = await makeUser(t.db, { first_name: 'Privy', last_name: 'Person' });
	gone = await makeUser(t.db, { first_name: 'Gonzo', last_name: 'Gone' });
	host = await makeUser(t.db);
	stranger = await makeUser(t.db);
	for (const u of [priv, gone, host, stranger]) tokens.set(u.id, await makeSession(t.db, u));
	privBoard = await makeBoard(t.db, priv, { name: 'Private person board' });
	privPin = await makePin(t.db, privBoard, { title: 'Private person pin' });
	group = await makeBoard(t.db, host, { name: 'Group board', slug: 'group-board' });
	await accept(group.id, priv, host.id);
	await accept(group.id, gone, host.id);
	privGroupPin = await makePin(t.db, group, { pinner_id: priv.id, title: 'Private on group' });
	goneGroupPin = await makePin(t.db, group, { pinner_id: gone.id, title: 'Gone on group' });
	openGroupPin = await makePin(t.db, group, { title: 'Host on group' });
	// The stranger saved the private person's pin before the profile turned private.
	strangersBoard = await makeBoard(t.db, stranger, { name: 'Strangers board' });
	save = await makePin(t.db, strangersBoard, {
		origin_pin_id: privPin.id,
		media_id: privPin.media_id,
		title: 'A save of it',
	});
	await t.db.updateTable('users').set({ is_private: 1 }).where('id', '=', priv.id).execute();
	server = await startServer(t.env);
}, 60_000);
afterAll(async () => {
	if (server) await stopServer(server);
	await t?.destroy();
});

const viewer = (u: U | null): Viewer | null => (u ? viewerOf(u) : null);

function cookieOf(u: U | null): string {
	const parts = [`${CSRF_COOKIE}=${CSRF}`];
	if (u) parts.push(`${SESSION_COOKIE}=${tokens.get(u.id)}`);
	return parts.join('; ');
}

async function page(path: string, as: U | null) {
	return httpRequest(`${server.url}${path}`, { method: 'GET', headers: { cookie: cookieOf(as) } });
}

async function getPinQuery(pinId: string, as: U | null) {
	return httpRequest(`${server.url}/_/graphql/`, {
		method: 'POST',
		headers: {
			cookie: cookieOf(as),
			[CSRF_HEADER]: CSRF,
			origin: server.url,
			'content-type': 'application/json',
		},
		body: JSON.stringify({ queryName: 'v3GetPinQuery', variables: { pinId } }),
	});
}

const pinGet = (id: string, as: U | null) =>
	callResource(t.db, 'PinResource', 'get', { id }, viewer(as));
const boardGet = (id: string, as: U | null) =>
	callResource(t.db, 'BoardResource', 'get', { board_id: id }, viewer(as));
const feedIds = async (boardId: string, as: U | null) => {
	const res = await callResource(
		t.db,
		'BoardsFeedResource',
		'get',
		{ board_id: boardId, page_size: 50 },
		viewer(as),
	);
	expect(res.status).toBe(200);
	return (res.r.data as { id: string }[]).map((p) => p.id);
};

/** Every by-id surface of a pin, as `as`: the statuses (200 or 404). */
async function pinSurfaces(id: string, as: U | null) {
	const [closeup, amp, rest, query, resource] = await Promise.all([
		page(`/pin/${id}/`, as),
		page(`/amp/pin/${id}`, as),
		page(`/v3/pins/${id}/`, as),
		getPinQuery(id, as),
		pinGet(id, as),
	]);
	return {
		closeup: closeup.status,
		amp: amp.status,
		rest: rest.status,
		query: query.status,
		resource: resource.status,
	};
}

const everywhere = (status: number) => ({
	closeup: status,
	amp: status,
	rest: status,
	query: status,
	resource: status,
});

describe(`finding 5: private profiles on ${testDialect()}`, () => {
	it("a private profile's own board and pin are not found by id by others", async () => {
		for (const as of [null, stranger, host]) {
			expect(await pinSurfaces(privPin.id, as)).toEqual(everywhere(404));
			expect((await boardGet(privBoard.id, as)).status).toBe(404);
			expect((await page(`/v3/boards/${privBoard.id}/`, as)).status).toBe(404);
			expect((await page(`/${priv.username}/${privBoard.slug}/`, as)).status).toBe(404);
		}
		// The account itself reads them (AMP is for signed-out readers only).
		expect(await pinSurfaces(privPin.id, priv)).toEqual({ ...everywhere(200), amp: 404 });
		expect((await boardGet(privBoard.id, priv)).status).toBe(200);
	});

	it("their pin on someone's public group board shows only to the board's members", async () => {
		for (const as of [null, stranger]) {
			expect(await feedIds(group.id, as)).not.toContain(privGroupPin.id);
			expect(await feedIds(group.id, as)).toContain(openGroupPin.id);
			expect(await pinSurfaces(privGroupPin.id, as)).toEqual(everywhere(404));
			const board = await page(`/${host.username}/group-board/`, as);
			expect(board.status).toBe(200);
			expect(board.text).not.toContain(privGroupPin.id);
			expect(board.text).not.toContain('Private on group');
			expect(board.text).toContain(openGroupPin.id);
		}
		// The anonymous board page's JSON-LD lists the host's pin only.
		const board = await page(`/${host.username}/group-board/`, null);
		const ld = board.text.match(/<script type="application\/ld\+json">([^<]+)<\/script>/)?.[1];
		expect(ld).toBeDefined();
		expect(ld).toContain(openGroupPin.id);
		expect(ld).not.toContain(privGroupPin.id);
		// Members see it: the board's owner and the private person.
		for (const member of [host, priv]) {
			expect(await feedIds(group.id, member)).toContain(privGroupPin.id);
			expect((await pinGet(privGroupPin.id, member)).status).toBe(200);
			const memberPage = await page(`/${host.username}/group-board/`, member);
			expect(memberPage.text).toContain(privGroupPin.id);
		}
		// The closeup a member reads is not indexed and has no AMP version.
		const closeup = await page(`/pin/${privGroupPin.id}/`, host);
		expect(closeup.status).toBe(200);
		expect(closeup.text).toContain('noindex');
		expect(closeup.text).not.toContain('rel="amphtml"');
	});

	it("a stranger's public save of their pin names no original", async () => {
		for (const as of [null, stranger, host]) {
			const got = await pinGet(save.id, as);
			expect(got.status).toBe(200);
			expect(got.r.data.originPinId).toBeNull();
			expect(got.r.data.origin_pinner).toBeNull();
			expect(JSON.stringify(got.r.data)).not.toContain(privPin.id);
			const rest = await page(`/v3/pins/${save.id}/`, as);
			expect(rest.status).toBe(200);
			expect(rest.text).not.toContain(privPin.id);
			const query = await getPinQuery(save.id, as);
			expect(query.status).toBe(200);
			expect(query.text).not.toContain(privPin.id);
			const feed = await callResource(
				t.db,
				'BoardsFeedResource',
				'get',
				{ board_id: strangersBoard.id },
				viewer(as),
			);
			expect(JSON.stringify(feed.r.data)).not.toContain(privPin.id);
		}
		// The private person reads where it came from.
		const own = await pinGet(save.id, priv);
		expect(own.r.data.originPinId).toBe(privPin.id);
		expect(own.r.data.origin_pinner).toMatchObject({ id: priv.id });
	});
});

describe(`finding 6: deactivated and suspended accounts on ${testDialect()}`, () => {
	const setStatus = (status: string) =>
		t.db.updateTable('users').set({ status }).where('id', '=', gone.id).execute();
	const collaboratorIds = async (as: U) => {
		const list = await callResource(
			t.db,
			'BoardCollaboratorResource',
			'get',
			{ board_id: group.id },
			viewerOf(as),
		);
		expect(list.status).toBe(200);
		return (list.r.data as { invited_user: { id: string } }[]).map((e) => e.invited_user.id);
	};
	const answerCollaborators = async (as: U | null) => {
		const got = await boardGet(group.id, as);
		expect(got.status).toBe(200);
		return (got.r.data.collaborating_users as { id: string }[]).map((u) => u.id);
	};

	it("hides a deactivated or suspended collaborator's pins and name everywhere, members included", async () => {
		for (const status of ['deactivated', 'suspended']) {
			await setStatus(status);
			for (const as of [null, stranger, host, priv]) {
				expect(await feedIds(group.id, as)).not.toContain(goneGroupPin.id);
				expect(await pinSurfaces(goneGroupPin.id, as)).toEqual(everywhere(404));
				const board = await page(`/${host.username}/group-board/`, as);
				expect(board.text).not.toContain(goneGroupPin.id);
				expect(board.text).not.toContain('Gonzo');
			}
			expect(await collaboratorIds(host)).not.toContain(gone.id);
			expect(await collaboratorIds(stranger)).not.toContain(gone.id);
			expect(await answerCollaborators(null)).not.toContain(gone.id);
			expect(await answerCollaborators(host)).not.toContain(gone.id);
			// A private collaborator is listed by name (a private profile shows its name).
			expect(await collaboratorIds(stranger)).toContain(priv.id);
		}
	});

	it('reactivation restores them with no other write', async () => {
		await setStatus('active');
		expect(await feedIds(group.id, null)).toContain(goneGroupPin.id);
		expect(await pinSurfaces(goneGroupPin.id, null)).toEqual(everywhere(200));
		expect(await collaboratorIds(stranger)).toContain(gone.id);
		expect(await answerCollaborators(null)).toContain(gone.id);
		const board = await page(`/${host.username}/group-board/`, null);
		expect(board.text).toContain(goneGroupPin.id);
	});
});

describe(`finding 7: a stale join request on ${testDialect()}`, () => {
	const ask = (boardId: string, as: U) =>
		callResource(t.db, 'BoardJoinRequestResource', 'create', { board_id: boardId }, viewerOf(as));
	const entry = (boardId: string) =>
		t.db
			.selectFrom('board_collaborators')
			.select('status')
			.where('board_id', '=', boardId)
			.where('user_id', '=', stranger.id)
			.executeTakeFirst();

	it('a board turned secret ends the pending request and is NotFound after every rename', async () => {
		const board = await makeBoard(t.db, host, { name: 'Open for now', slug: 'open-for-now' });
		expect((await ask(board.id, stranger)).status).toBe(200);
		expect((await entry(board.id))?.status).toBe('requested');
		const edit = await callResource(
			t.db,
			'BoardResource',
			'update',
			{ board_id: board.id, privacy: 'secret' },
			viewerOf(host),
		);
		expect(edit.status).toBe(200);
		expect(await entry(board.id)).toBeUndefined();
		for (const name of ['Hidden plans one', 'Hidden plans two']) {
			await callResource(
				t.db,
				'BoardResource',
				'update',
				{ board_id: board.id, name },
				viewerOf(host),
			);
			const again = await ask(board.id, stranger);
			expect(again.status).toBe(404);
			expect(JSON.stringify(again.r)).not.toMatch(/Hidden plans|hidden-plans/);
			expect(await entry(board.id)).toBeUndefined();
		}
	});

	it('a request left on a board that stopped being public (archived) answers NotFound', async () => {
		const board = await makeBoard(t.db, host, { name: 'Soon archived', slug: 'soon-archived' });
		expect((await ask(board.id, stranger)).status).toBe(200);
		await t.db
			.updateTable('boards')
			.set({ is_archived: 1, name: 'Archived secret name' })
			.where('id', '=', board.id)
			.execute();
		const again = await ask(board.id, stranger);
		expect(again.status).toBe(404);
		expect(JSON.stringify(again.r)).not.toContain('Archived secret name');
	});
});
