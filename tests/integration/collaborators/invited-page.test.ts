import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	loadInvitedPage,
	submitInvitedForm,
} from '~/lib/content/collaborators/invited-page.server.ts';
import { findCollaboratorStatus } from '~/lib/platform/access/board-collaborator.server.ts';
import { boardReadableBy } from '~/lib/platform/access/board-visibility.server.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let owner: U;
let ada: U;
let bob: U;

beforeAll(async () => {
	t = await createTestDb();
	owner = await makeUser(t.db, { first_name: 'Olive', last_name: 'Owner' });
	ada = await makeUser(t.db);
	bob = await makeUser(t.db);
});
afterAll(async () => {
	await t?.destroy();
});

const call = (
	name: string,
	act: 'get' | 'create' | 'update' | 'delete',
	options: Record<string, unknown>,
	user: U | null,
) => callResource(t.db, name, act, options, user ? viewerOf(user) : null);

function form(fields: Record<string, string>): FormData {
	const f = new FormData();
	for (const [k, v] of Object.entries(fields)) f.set(k, v);
	return f;
}

/** Pin ids on secret boards the user can read, through the shared visibility rule. */
async function readablePinIds(userId: string | null, boardId: string) {
	const rows = await t.db
		.selectFrom('pins as p')
		.innerJoin('boards as b', 'b.id', 'p.board_id')
		.select('p.id')
		.where('b.id', '=', boardId)
		.where(boardReadableBy(userId))
		.execute();
	return rows.map((r) => r.id);
}

describe(`/invited on ${testDialect()}`, () => {
	it("RTE-15: lists the viewer's pending invites (only theirs) and accepting goes to the board", async () => {
		const board = await makeBoard(t.db, owner, { name: 'Plans', slug: 'plans', privacy: 'secret' });
		const pin = await makePin(t.db, board);
		await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, username: ada.username },
			owner,
		);
		const page = await loadInvitedPage(t.db, ada.id, null);
		expect(page.invites.data.map((i) => i.board.name)).toEqual(['Plans']);
		expect((await loadInvitedPage(t.db, bob.id, null)).invites.data).toEqual([]);
		// Bob cannot answer Ada's invite through the form either.
		const stolen = await submitInvitedForm(
			t.db,
			bob.id,
			form({ board_id: board.id, decision: 'accept' }),
		);
		expect(stolen).toMatchObject({ kind: 'error', status: 404 });
		expect(await readablePinIds(ada.id, board.id)).toEqual([]);
		const accepted = await submitInvitedForm(
			t.db,
			ada.id,
			form({ board_id: board.id, decision: 'accept' }),
		);
		expect(accepted).toEqual({ kind: 'redirect', to: `/${owner.username}/plans/?joined=1` });
		expect(await findCollaboratorStatus(t.db, board.id, ada.id)).toBe('accepted');
		// COL-04: the secret board's pins are now visible to the collaborator, still not to others.
		expect(await readablePinIds(ada.id, board.id)).toEqual([pin.id]);
		expect(await readablePinIds(bob.id, board.id)).toEqual([]);
		expect(await readablePinIds(null, board.id)).toEqual([]);
		expect((await loadInvitedPage(t.db, ada.id, null)).invites.data).toEqual([]);
	});

	it('RTE-15: declining removes the invite; bad posts are readable errors', async () => {
		const board = await makeBoard(t.db, owner);
		await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, username: bob.username },
			owner,
		);
		const declined = await submitInvitedForm(
			t.db,
			bob.id,
			form({ board_id: board.id, decision: 'decline' }),
		);
		expect(declined).toEqual({ kind: 'redirect', to: '/invited?declined=1' });
		expect(await findCollaboratorStatus(t.db, board.id, bob.id)).toBeNull();
		const bad = await submitInvitedForm(t.db, bob.id, form({ board_id: 'x', decision: 'accept' }));
		expect(bad).toMatchObject({ kind: 'error', status: 400 });
		const gone = await submitInvitedForm(
			t.db,
			bob.id,
			form({ board_id: board.id, decision: 'accept' }),
		);
		expect(gone).toMatchObject({ kind: 'error', status: 404 });
	});

	it('COL-05: ownership offers show on /invited and can be accepted there', async () => {
		const board = await makeBoard(t.db, owner, { name: 'Handover', slug: 'handover' });
		await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, username: bob.username },
			owner,
		);
		await call('BoardInviteResource', 'update', { board_id: board.id }, bob);
		await call(
			'BoardOwnershipTransferResource',
			'create',
			{ board_id: board.id, user_id: bob.id },
			owner,
		);
		const page = await loadInvitedPage(t.db, bob.id, null);
		expect(page.offers).toEqual([
			expect.objectContaining({
				boardId: board.id,
				boardName: 'Handover',
				ownerUsername: owner.username,
			}),
		]);
		const done = await submitInvitedForm(
			t.db,
			bob.id,
			form({ board_id: board.id, decision: 'accept_ownership' }),
		);
		expect(done).toEqual({ kind: 'redirect', to: `/${bob.username}/handover/` });
		expect((await loadInvitedPage(t.db, bob.id, null)).offers).toEqual([]);
	});

	it('COL-05: BoardOwnershipTransferResource get tells only the people involved about an offer', async () => {
		const board = await makeBoard(t.db, owner);
		await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, username: ada.username },
			owner,
		);
		await call('BoardInviteResource', 'update', { board_id: board.id }, ada);
		await call(
			'BoardOwnershipTransferResource',
			'create',
			{ board_id: board.id, user_id: ada.id },
			owner,
		);
		const forOwner = await call(
			'BoardOwnershipTransferResource',
			'get',
			{ board_id: board.id },
			owner,
		);
		expect(forOwner.r.data).toMatchObject({
			viewer_role: 'owner',
			pending_owner_id: ada.id,
			pending_ownership_transfer: true,
		});
		const forAda = await call('BoardOwnershipTransferResource', 'get', { board_id: board.id }, ada);
		expect(forAda.r.data).toMatchObject({
			viewer_role: 'collaborator',
			viewer_id: ada.id,
			pending_owner_id: ada.id,
		});
		const forBob = await call('BoardOwnershipTransferResource', 'get', { board_id: board.id }, bob);
		expect(forBob.r.data).toMatchObject({
			viewer_role: 'none',
			pending_owner_id: null,
			pending_ownership_transfer: false,
		});
		const secret = await makeBoard(t.db, owner, { privacy: 'secret' });
		expect(
			(await call('BoardOwnershipTransferResource', 'get', { board_id: secret.id }, bob)).status,
		).toBe(404);
	});
});
