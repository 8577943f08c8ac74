import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardCollaborationFields } from '~/lib/content/collaborators/board-collaboration-fields.server.ts';
import { findCollaboratorStatus } from '~/lib/platform/access/board-collaborator.server.ts';
import { makeBoard, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let owner: U;
let ada: U;
let bob: U;

beforeAll(async () => {
	t = await createTestDb();
	owner = await makeUser(t.db, { board_count: 0, email_verified_at: new Date().toISOString() });
	ada = await makeUser(t.db, { board_count: 0 });
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

/** The page bookmark the gateway answered (not part of the helper's envelope type). */
const bookmarkOf = (e: { r: object }) => (e.r as { bookmark?: string | null }).bookmark;

const boardRow = (id: string) =>
	t.db.selectFrom('boards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const userRow = (id: string) =>
	t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Invites `user` to `board` and has them accept. */
async function addCollaborator(board: { id: string }, user: U) {
	await call(
		'BoardInviteResource',
		'create',
		{ board_id: board.id, username: user.username },
		owner,
	);
	const res = await call('BoardInviteResource', 'update', { board_id: board.id }, user);
	expect(res.r.data.status).toBe('accepted');
}

describe(`BoardJoinRequestResource on ${testDialect()}`, () => {
	it('COL-05: a reader of a public board asks to join (join_requested; the board says viewer_collaborator_join_requested); the owner gets a mail', async () => {
		const board = await makeBoard(t.db, owner, { name: 'Gardens' });
		const res = await call('BoardJoinRequestResource', 'create', { board_id: board.id }, bob);
		expect(res.status).toBe(200);
		expect(res.r.data).toMatchObject({
			status: 'join_requested',
			is_join_request: true,
			invited_by_user: null,
			invited_user: { id: bob.id },
		});
		const fields = (await boardCollaborationFields(t.db, [await boardRow(board.id)], bob.id)).get(
			board.id,
		);
		expect(fields?.viewer_collaborator_join_requested).toBe(true);
		expect(fields?.collaborated_by_me).toBe(false);
		const mail = await t.db
			.selectFrom('outbox')
			.selectAll()
			.where('to_address', '=', owner.email)
			.where('kind', '=', 'board_join_request')
			.execute();
		expect(mail).toHaveLength(1);
		expect(mail[0]!.subject).toContain('Gardens');
		// A request grants nothing yet.
		expect((await boardRow(board.id)).collaborator_count).toBe(0);
	});

	it('COL-05: secret and archived boards take no requests from strangers (not found); the owner cannot ask', async () => {
		const secret = await makeBoard(t.db, owner, { privacy: 'secret' });
		const archived = await makeBoard(t.db, owner, { is_archived: 1 });
		expect(
			(await call('BoardJoinRequestResource', 'create', { board_id: secret.id }, bob)).status,
		).toBe(404);
		expect(
			(await call('BoardJoinRequestResource', 'create', { board_id: archived.id }, bob)).status,
		).toBe(404);
		expect(await findCollaboratorStatus(t.db, secret.id, bob.id)).toBeNull();
		const own = await call(
			'BoardJoinRequestResource',
			'create',
			{ board_id: (await makeBoard(t.db, owner)).id },
			owner,
		);
		expect(own.r.error.code).toBe('CollaboratorIsOwner');
	});

	it('COL-02: the owner approving a join request sets accepted (counts); approving an invite that is not a join request keeps new', async () => {
		const board = await makeBoard(t.db, owner);
		await call('BoardJoinRequestResource', 'create', { board_id: board.id }, bob);
		// The requester cannot approve or accept their own request.
		expect(
			(
				await call(
					'BoardJoinRequestResource',
					'update',
					{ board_id: board.id, user_id: bob.id },
					bob,
				)
			).status,
		).toBe(403);
		expect((await call('BoardInviteResource', 'update', { board_id: board.id }, bob)).status).toBe(
			404,
		);
		const approved = await call(
			'BoardJoinRequestResource',
			'update',
			{ board_id: board.id, user_id: bob.id },
			owner,
		);
		expect(approved.r.data.status).toBe('accepted');
		let b = await boardRow(board.id);
		expect(b.collaborator_count).toBe(1);
		expect(b.is_collaborative).toBe(1);
		await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, username: ada.username },
			owner,
		);
		const notARequest = await call(
			'BoardJoinRequestResource',
			'update',
			{ board_id: board.id, user_id: ada.id },
			owner,
		);
		expect(notARequest.r.data.status).toBe('new');
		b = await boardRow(board.id);
		expect(b.collaborator_count).toBe(1);
		const nothing = await call(
			'BoardJoinRequestResource',
			'update',
			{ board_id: board.id, user_id: owner.id },
			owner,
		);
		expect(nothing.status).toBe(404);
	});

	it('COL-02: the owner denying removes the entry; a requester may withdraw', async () => {
		const board = await makeBoard(t.db, owner);
		await call('BoardJoinRequestResource', 'create', { board_id: board.id }, bob);
		const denied = await call(
			'BoardJoinRequestResource',
			'delete',
			{ board_id: board.id, user_id: bob.id },
			owner,
		);
		expect(denied.r.data.status).toBe('not_invited');
		expect(await findCollaboratorStatus(t.db, board.id, bob.id)).toBeNull();
		await call('BoardJoinRequestResource', 'create', { board_id: board.id }, bob);
		const withdrawn = await call('BoardJoinRequestResource', 'delete', { board_id: board.id }, bob);
		expect(withdrawn.r.data.status).toBe('not_invited');
		expect(await findCollaboratorStatus(t.db, board.id, bob.id)).toBeNull();
		expect((await boardRow(board.id)).collaborator_count).toBe(0);
	});
});

describe(`BoardCollaboratorResource on ${testDialect()}`, () => {
	it('COL-06: readers list accepted collaborators; the board fields say collaborator_count, collaborating_users, collaborated_by_me, is_collaborative, collaboratorPermissions', async () => {
		const board = await makeBoard(t.db, owner);
		await addCollaborator(board, ada);
		await addCollaborator(board, bob);
		const list = await call(
			'BoardCollaboratorResource',
			'get',
			{ board_id: board.id, page_size: 1 },
			bob,
		);
		expect(list.status).toBe(200);
		expect(list.r.data).toHaveLength(1);
		const next = await call(
			'BoardCollaboratorResource',
			'get',
			{ board_id: board.id, page_size: 1, bookmark: bookmarkOf(list) },
			bob,
		);
		const ids = [...list.r.data, ...next.r.data].map(
			(i: { invited_user: { id: string } }) => i.invited_user.id,
		);
		expect(ids.sort()).toEqual([ada.id, bob.id].sort());
		const fields = await boardCollaborationFields(t.db, [await boardRow(board.id)], ada.id);
		expect(fields.get(board.id)).toMatchObject({
			collaborator_count: 2,
			is_collaborative: true,
			collaborated_by_me: true,
			viewer_collaborator_join_requested: false,
			pending_ownership_transfer: false,
			collaboratorPermissions: ['write', 'delete'],
		});
		expect(
			fields
				.get(board.id)
				?.collaborating_users.map((u) => u.id)
				.sort(),
		).toEqual([ada.id, bob.id].sort());
		const stranger = await makeUser(t.db);
		const forStranger = (
			await boardCollaborationFields(t.db, [await boardRow(board.id)], stranger.id)
		).get(board.id);
		expect(forStranger?.collaborated_by_me).toBe(false);
	});

	it('COL-06: strangers cannot list the collaborators of a secret board', async () => {
		const board = await makeBoard(t.db, owner, { privacy: 'secret' });
		await addCollaborator(board, ada);
		expect(
			(await call('BoardCollaboratorResource', 'get', { board_id: board.id }, bob)).status,
		).toBe(404);
		expect(
			(await call('BoardCollaboratorResource', 'get', { board_id: board.id }, ada)).status,
		).toBe(200);
	});

	it('BRD-06: the owner removes a collaborator; a collaborator leaves; counts never go below zero and is_collaborative follows', async () => {
		const board = await makeBoard(t.db, owner);
		await addCollaborator(board, ada);
		await addCollaborator(board, bob);
		// A collaborator may not remove another one.
		expect(
			(
				await call(
					'BoardCollaboratorResource',
					'delete',
					{ board_id: board.id, user_id: bob.id },
					ada,
				)
			).status,
		).toBe(403);
		const removed = await call(
			'BoardCollaboratorResource',
			'delete',
			{ board_id: board.id, user_id: bob.id },
			owner,
		);
		expect(removed.r.data.status).toBe('not_invited');
		let b = await boardRow(board.id);
		expect(b.collaborator_count).toBe(1);
		expect(b.is_collaborative).toBe(1);
		const left = await call('BoardCollaboratorResource', 'delete', { board_id: board.id }, ada);
		expect(left.r.data.status).toBe('not_invited');
		b = await boardRow(board.id);
		expect(b.collaborator_count).toBe(0);
		expect(b.is_collaborative).toBe(0);
		// Removing again changes nothing.
		await call(
			'BoardCollaboratorResource',
			'delete',
			{ board_id: board.id, user_id: ada.id },
			owner,
		);
		expect((await boardRow(board.id)).collaborator_count).toBe(0);
		// The owner cannot "leave" their own board.
		expect(
			(await call('BoardCollaboratorResource', 'delete', { board_id: board.id }, owner)).r.error
				.code,
		).toBe('CollaboratorIsOwner');
	});

	it('COL-04: a removed collaborator loses access to a secret board', async () => {
		const board = await makeBoard(t.db, owner, { privacy: 'secret' });
		await addCollaborator(board, ada);
		expect(
			(await call('BoardCollaboratorResource', 'get', { board_id: board.id }, ada)).status,
		).toBe(200);
		await call(
			'BoardCollaboratorResource',
			'delete',
			{ board_id: board.id, user_id: ada.id },
			owner,
		);
		expect(
			(await call('BoardCollaboratorResource', 'get', { board_id: board.id }, ada)).status,
		).toBe(404);
	});
});

describe(`BoardOwnershipTransferResource on ${testDialect()}`, () => {
	it('COL-05: only an accepted collaborator can be offered the board; the offer sets pending_ownership_transfer and cancel clears it', async () => {
		const board = await makeBoard(t.db, owner);
		const notYet = await call(
			'BoardOwnershipTransferResource',
			'create',
			{ board_id: board.id, user_id: ada.id },
			owner,
		);
		expect(notYet.status).toBe(400);
		expect(notYet.r.error.code).toBe('OwnershipTransferTargetInvalid');
		await addCollaborator(board, ada);
		expect(
			(
				await call(
					'BoardOwnershipTransferResource',
					'create',
					{ board_id: board.id, user_id: ada.id },
					ada,
				)
			).status,
		).toBe(403);
		const offered = await call(
			'BoardOwnershipTransferResource',
			'create',
			{ board_id: board.id, user_id: ada.id },
			owner,
		);
		expect(offered.r.data).toMatchObject({
			pending_ownership_transfer: true,
			pending_owner_id: ada.id,
			owner_id: owner.id,
		});
		const b = await boardRow(board.id);
		expect(
			(await boardCollaborationFields(t.db, [b], owner.id)).get(board.id)
				?.pending_ownership_transfer,
		).toBe(true);
		expect(
			(await boardCollaborationFields(t.db, [b], ada.id)).get(board.id)?.pending_ownership_transfer,
		).toBe(true);
		expect(
			(await boardCollaborationFields(t.db, [b], bob.id)).get(board.id)?.pending_ownership_transfer,
		).toBe(false);
		const cancelled = await call(
			'BoardOwnershipTransferResource',
			'delete',
			{ board_id: board.id },
			owner,
		);
		expect(cancelled.r.data.pending_ownership_transfer).toBe(false);
		expect((await boardRow(board.id)).pending_owner_id).toBeNull();
		// Accepting a cancelled offer fails.
		expect(
			(await call('BoardOwnershipTransferResource', 'update', { board_id: board.id }, ada)).status,
		).toBe(404);
	});

	it('COL-05: the collaborator accepts: the owner changes, the old owner stays a collaborator, counts follow', async () => {
		const board = await makeBoard(t.db, owner, { name: 'Shared', slug: 'shared' });
		await t.db
			.updateTable('users')
			.set({ board_count: 1 })
			.where('id', 'in', [owner.id, ada.id])
			.execute();
		// The new owner already has a board with this slug: the moved board gets a free one.
		await makeBoard(t.db, ada, { name: 'Shared', slug: 'shared' });
		await addCollaborator(board, ada);
		await addCollaborator(board, bob);
		await call(
			'BoardOwnershipTransferResource',
			'create',
			{ board_id: board.id, user_id: ada.id },
			owner,
		);
		expect(
			(await call('BoardOwnershipTransferResource', 'update', { board_id: board.id }, bob)).status,
		).toBe(404);
		const accepted = await call(
			'BoardOwnershipTransferResource',
			'update',
			{ board_id: board.id },
			ada,
		);
		expect(accepted.status).toBe(200);
		expect(accepted.r.data).toMatchObject({ owner_id: ada.id, pending_ownership_transfer: false });
		const b = await boardRow(board.id);
		expect(b.owner_id).toBe(ada.id);
		expect(b.slug).toBe('shared-2');
		const adaBoards = await t.db
			.selectFrom('boards')
			.select(['id', 'position'])
			.where('owner_id', '=', ada.id)
			.orderBy('position')
			.execute();
		expect(adaBoards[0]?.id).toBe(board.id);
		expect(adaBoards[0]!.position).toBeLessThan(adaBoards[1]!.position);
		expect(b.collaborator_count).toBe(2);
		expect(b.is_collaborative).toBe(1);
		expect(await findCollaboratorStatus(t.db, board.id, owner.id)).toBe('accepted');
		expect(await findCollaboratorStatus(t.db, board.id, ada.id)).toBeNull();
		expect((await userRow(owner.id)).board_count).toBe(0);
		expect((await userRow(ada.id)).board_count).toBe(2);
		const slugs = await t.db
			.selectFrom('board_slugs')
			.selectAll()
			.where('board_id', '=', board.id)
			.execute();
		expect(slugs.map((s) => `${s.owner_id}/${s.slug}`)).toContain(`${ada.id}/shared-2`);
		// The old owner is now a collaborator: they may leave but no longer manage others.
		expect(
			(
				await call(
					'BoardCollaboratorResource',
					'delete',
					{ board_id: board.id, user_id: bob.id },
					owner,
				)
			).status,
		).toBe(403);
		expect(
			(
				await call(
					'BoardCollaboratorResource',
					'delete',
					{ board_id: board.id, user_id: bob.id },
					ada,
				)
			).status,
		).toBe(200);
	});

	it('COL-05: removing the collaborator an offer was made to clears the offer', async () => {
		const board = await makeBoard(t.db, owner);
		await addCollaborator(board, bob);
		await call(
			'BoardOwnershipTransferResource',
			'create',
			{ board_id: board.id, user_id: bob.id },
			owner,
		);
		await call('BoardCollaboratorResource', 'delete', { board_id: board.id }, bob);
		expect((await boardRow(board.id)).pending_owner_id).toBeNull();
	});
});

describe(`join request limit on ${testDialect()}`, () => {
	it('COL-05: an account asks to join at most 20 boards an hour; asking again is free', async () => {
		const eager = await makeUser(t.db);
		const boards = [];
		for (let i = 0; i < 21; i++) boards.push(await makeBoard(t.db, owner));
		for (let i = 0; i < 20; i++) {
			const res = await call(
				'BoardJoinRequestResource',
				'create',
				{ board_id: boards[i]!.id },
				eager,
			);
			expect(res.r.data.status).toBe('join_requested');
		}
		const again = await call(
			'BoardJoinRequestResource',
			'create',
			{ board_id: boards[0]!.id },
			eager,
		);
		expect(again.r.data.status).toBe('join_requested');
		const over = await call(
			'BoardJoinRequestResource',
			'create',
			{ board_id: boards[20]!.id },
			eager,
		);
		expect(over.status).toBe(429);
		expect(over.r.error.message).toMatch(/asked to join a lot of boards/);
		expect(await findCollaboratorStatus(t.db, boards[20]!.id, eager.id)).toBeNull();
	});
});
