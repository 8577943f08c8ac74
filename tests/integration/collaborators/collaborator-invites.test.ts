import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardStateOfRow } from '~/lib/content/boards/board-row.server.ts';
import { boardAccess } from '~/lib/platform/access/board-access.ts';
import { findCollaboratorStatus } from '~/lib/platform/access/board-collaborator.server.ts';
import { makeBoard, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let owner: U;
let ada: U;
let bob: U;
let cy: U;

beforeAll(async () => {
	t = await createTestDb();
	owner = await makeUser(t.db, { first_name: 'Olive', last_name: 'Owner' });
	ada = await makeUser(t.db, {
		first_name: 'Ada',
		last_name: 'Lovelace',
		email_verified_at: new Date().toISOString(),
	});
	bob = await makeUser(t.db);
	cy = await makeUser(t.db);
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

async function boardRow(id: string) {
	return t.db.selectFrom('boards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function mailsTo(address: string) {
	return t.db.selectFrom('outbox').selectAll().where('to_address', '=', address).execute();
}

describe(`BoardInviteResource on ${testDialect()}`, () => {
	it('COL-01, COL-04: the owner invites by username; the answer is an invite with status new and access write, delete; a mail links to /invited', async () => {
		const board = await makeBoard(t.db, owner, { name: 'Trips', slug: 'trips' });
		const res = await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, username: `@${ada.username}` },
			owner,
		);
		expect(res.status).toBe(200);
		expect(res.r.data).toMatchObject({
			id: `${board.id}-${ada.id}`,
			board: { id: board.id, name: 'Trips', url: `/${owner.username}/trips/`, privacy: 0 },
			invited_user: { id: ada.id, username: ada.username, full_name: 'Ada Lovelace' },
			invited_by_user: { id: owner.id, username: owner.username, full_name: 'Olive Owner' },
			status: 'new',
			access: ['write', 'delete'],
			is_join_request: false,
		});
		expect(res.r.data.invited_user).not.toHaveProperty('email');
		const mails = await mailsTo(ada.email);
		expect(mails).toHaveLength(1);
		expect(mails[0]).toMatchObject({ kind: 'board_invite', user_id: ada.id });
		expect(mails[0]!.text_body).toContain('/invited');
		expect(mails[0]!.subject).toContain('Trips');
		// An invite alone grants nothing.
		const b = await boardRow(board.id);
		expect(b.collaborator_count).toBe(0);
		expect(b.is_collaborative).toBe(0);
	});

	it('COL-01: an invite mailed to an unconfirmed address names no board and no inviter', async () => {
		const board = await makeBoard(t.db, owner, { name: 'Win a prize at https://phish.example' });
		const res = await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, username: bob.username },
			owner,
		);
		expect(res.status).toBe(200);
		const [mail] = await mailsTo(bob.email);
		expect(mail?.kind).toBe('board_invite');
		expect(`${mail?.subject} ${mail?.text_body}`).not.toMatch(/phish\.example|Olive/);
		expect(mail?.text_body).toContain('/invited');
	});

	it('COL-01: invites by email; an email with no account is a readable error', async () => {
		const board = await makeBoard(t.db, owner);
		const byEmail = await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, email: bob.email.toUpperCase() },
			owner,
		);
		expect(byEmail.status).toBe(200);
		expect(byEmail.r.data.invited_user.id).toBe(bob.id);
		const nobody = await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, email: 'nobody-here@example.test' },
			owner,
		);
		expect(nobody.status).toBe(404);
		expect(nobody.r.error.code).toBe('CollaboratorUserNotFound');
		expect(nobody.r.error.message).toMatch(/couldn't find anyone/);
		expect(nobody.r.error.message_detail).toContain('nobody-here@example.test');
		const both = await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, email: bob.email, username: bob.username },
			owner,
		);
		expect(both.status).toBe(400);
		const self = await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, username: owner.username },
			owner,
		);
		expect(self.r.error.code).toBe('CollaboratorIsOwner');
		const unknownOption = await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, username: bob.username, role: 'admin' },
			owner,
		);
		expect(unknownOption.status).toBe(400);
		const signedOut = await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, username: bob.username },
			null,
		);
		expect(signedOut.status).toBe(401);
	});

	it('COL-01: only the owner invites: collaborators get Forbidden, strangers of a secret board NotFound', async () => {
		const secret = await makeBoard(t.db, owner, { privacy: 'secret' });
		const pub = await makeBoard(t.db, owner);
		await t.db
			.insertInto('board_collaborators')
			.values({
				board_id: pub.id,
				user_id: cy.id,
				status: 'accepted',
				invited_by_id: owner.id,
				created_at: new Date().toISOString(),
			})
			.execute();
		const byCollaborator = await call(
			'BoardInviteResource',
			'create',
			{ board_id: pub.id, username: bob.username },
			cy,
		);
		expect(byCollaborator.status).toBe(403);
		const byStranger = await call(
			'BoardInviteResource',
			'create',
			{ board_id: secret.id, username: bob.username },
			cy,
		);
		expect(byStranger.status).toBe(404);
		const missing = await call(
			'BoardInviteResource',
			'create',
			{ board_id: '123456789', username: bob.username },
			owner,
		);
		expect(missing.status).toBe(404);
	});

	it('COL-02: invites are bound to the invited account: another user cannot accept; the invitee accepts once (counts, is_collaborative)', async () => {
		const board = await makeBoard(t.db, owner, { privacy: 'secret' });
		await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, username: ada.username },
			owner,
		);
		const thief = await call('BoardInviteResource', 'update', { board_id: board.id }, bob);
		expect(thief.status).toBe(404);
		expect(await findCollaboratorStatus(t.db, board.id, bob.id)).toBeNull();
		// The invited user cannot read the secret board yet.
		expect(boardAccess(boardStateOfRow(await boardRow(board.id)), ada.id, 'invited').read).toBe(
			false,
		);
		const accepted = await call('BoardInviteResource', 'update', { board_id: board.id }, ada);
		expect(accepted.status).toBe(200);
		expect(accepted.r.data.status).toBe('accepted');
		const again = await call('BoardInviteResource', 'update', { board_id: board.id }, ada);
		expect(again.r.data.status).toBe('accepted');
		const b = await boardRow(board.id);
		expect(b.collaborator_count).toBe(1);
		expect(b.is_collaborative).toBe(1);
		// COL-04: collaborators read, add and remove pins; only the owner edits or deletes.
		const access = boardAccess(
			boardStateOfRow(b),
			ada.id,
			await findCollaboratorStatus(t.db, board.id, ada.id),
		);
		expect(access).toMatchObject({
			role: 'collaborator',
			read: true,
			write: true,
			removePins: true,
			edit: false,
			delete: false,
		});
	});

	it('COL-02: racing accepts count once', async () => {
		const board = await makeBoard(t.db, owner);
		await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, username: bob.username },
			owner,
		);
		const results = await Promise.all(
			[1, 2, 3].map(() => call('BoardInviteResource', 'update', { board_id: board.id }, bob)),
		);
		for (const r of results) expect(r.r.data.status).toBe('accepted');
		expect((await boardRow(board.id)).collaborator_count).toBe(1);
	});

	it('COL-03: inviting again keeps an accepted or pending entry and sends no second mail', async () => {
		const board = await makeBoard(t.db, owner);
		await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, username: cy.username },
			owner,
		);
		await call('BoardInviteResource', 'update', { board_id: board.id }, cy);
		const before = (await mailsTo(cy.email)).length;
		const again = await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, username: cy.username },
			owner,
		);
		expect(again.r.data.status).toBe('accepted');
		expect((await mailsTo(cy.email)).length).toBe(before);
		expect((await boardRow(board.id)).collaborator_count).toBe(1);
		// A pending join request is not turned into an invite either.
		await call('BoardJoinRequestResource', 'create', { board_id: board.id }, bob);
		const invited = await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, username: bob.username },
			owner,
		);
		expect(invited.r.data.status).toBe('join_requested');
	});

	it('COL-02: declining removes the entry (not_invited); the owner can cancel an invite', async () => {
		const board = await makeBoard(t.db, owner);
		await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, username: ada.username },
			owner,
		);
		const declined = await call('BoardInviteResource', 'delete', { board_id: board.id }, ada);
		expect(declined.status).toBe(200);
		expect(declined.r.data).toMatchObject({
			status: 'not_invited',
			board: { id: board.id },
			invited_user: { id: ada.id },
		});
		expect(await findCollaboratorStatus(t.db, board.id, ada.id)).toBeNull();
		await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, username: ada.username },
			owner,
		);
		const cancelled = await call(
			'BoardInviteResource',
			'delete',
			{ board_id: board.id, user_id: ada.id },
			owner,
		);
		expect(cancelled.r.data.status).toBe('not_invited');
		expect(await findCollaboratorStatus(t.db, board.id, ada.id)).toBeNull();
		// Someone else may not remove another user's invite.
		await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, username: ada.username },
			owner,
		);
		const meddler = await call(
			'BoardInviteResource',
			'delete',
			{ board_id: board.id, user_id: ada.id },
			bob,
		);
		expect(meddler.status).toBe(403);
		expect(await findCollaboratorStatus(t.db, board.id, ada.id)).toBe('invited');
	});

	it("RTE-15: get lists the viewer's pending invites in keyset pages; archived boards wait", async () => {
		const invitee = await makeUser(t.db);
		const boards = [];
		for (let i = 0; i < 3; i++) {
			const b = await makeBoard(t.db, owner, { privacy: i === 0 ? 'secret' : 'public' });
			boards.push(b);
			await call(
				'BoardInviteResource',
				'create',
				{ board_id: b.id, username: invitee.username },
				owner,
			);
		}
		const archived = await makeBoard(t.db, owner);
		await call(
			'BoardInviteResource',
			'create',
			{ board_id: archived.id, username: invitee.username },
			owner,
		);
		await t.db
			.updateTable('boards')
			.set({ is_archived: 1 })
			.where('id', '=', archived.id)
			.execute();
		const first = await call('BoardInviteResource', 'get', { page_size: 2 }, invitee);
		expect(first.status).toBe(200);
		expect(first.r.data.map((i: { board: { id: string } }) => i.board.id)).toEqual([
			boards[2]!.id,
			boards[1]!.id,
		]);
		expect(bookmarkOf(first)).toBeTruthy();
		const second = await call(
			'BoardInviteResource',
			'get',
			{ page_size: 2, bookmarks: [bookmarkOf(first)] },
			invitee,
		);
		expect(second.r.data.map((i: { board: { id: string } }) => i.board.id)).toEqual([
			boards[0]!.id,
		]);
		expect(second.r.data[0].board.privacy).toBe(3); // BRD-02 SECRET
		expect(bookmarkOf(second) ?? null).toBeNull();
		// Others see none of them.
		const other = await call('BoardInviteResource', 'get', {}, bob);
		expect(
			other.r.data.every((i: { invited_user: { id: string } }) => i.invited_user.id === bob.id),
		).toBe(true);
	});

	it("COL-01: the owner lists a board's pending invites; a collaborator may not", async () => {
		const board = await makeBoard(t.db, owner);
		await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, username: ada.username },
			owner,
		);
		await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, username: cy.username },
			owner,
		);
		await call('BoardInviteResource', 'update', { board_id: board.id }, cy);
		const list = await call('BoardInviteResource', 'get', { board_id: board.id }, owner);
		expect(list.r.data.map((i: { invited_user: { id: string } }) => i.invited_user.id)).toEqual([
			ada.id,
		]);
		const byCollaborator = await call('BoardInviteResource', 'get', { board_id: board.id }, cy);
		expect(byCollaborator.status).toBe(403);
		const accepted = await call(
			'BoardInviteResource',
			'get',
			{ board_id: board.id, status: 'accepted' },
			cy,
		);
		expect(accepted.r.data.map((i: { invited_user: { id: string } }) => i.invited_user.id)).toEqual(
			[cy.id],
		);
	});

	it('COL-01: archived boards take no invites; blocked users cannot be invited', async () => {
		const archived = await makeBoard(t.db, owner, { is_archived: 1 });
		const res = await call(
			'BoardInviteResource',
			'create',
			{ board_id: archived.id, username: ada.username },
			owner,
		);
		expect(res.r.error.code).toBe('CollaboratorBoardArchived');
		const board = await makeBoard(t.db, owner);
		const blocker = await makeUser(t.db);
		await t.db
			.insertInto('user_blocks')
			.values({
				blocker_id: blocker.id,
				blocked_id: owner.id,
				created_at: new Date().toISOString(),
			})
			.execute();
		const blocked = await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, username: blocker.username },
			owner,
		);
		expect(blocked.status).toBe(403);
		expect(blocked.r.error.code).toBe('CollaboratorInviteBlocked');
		expect(await findCollaboratorStatus(t.db, board.id, blocker.id)).toBeNull();
	});
});

describe(`invite limit on ${testDialect()}`, () => {
	it('COL-01: an account sends at most 60 new invites an hour (lookups of unknown people count too); repeated invites do not count', async () => {
		const busy = await makeUser(t.db);
		const board = await makeBoard(t.db, busy);
		const people = [];
		for (let i = 0; i < 60; i++) people.push(await makeUser(t.db));
		const probe = await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, email: 'probe@example.test' },
			busy,
		);
		expect(probe.status).toBe(404);
		for (let i = 0; i < 59; i++) {
			const res = await call(
				'BoardInviteResource',
				'create',
				{ board_id: board.id, username: people[i]!.username },
				busy,
			);
			expect(res.status).toBe(200);
			if (i === 10) {
				// COL-03: a repeat answers the existing entry and does not count.
				const again = await call(
					'BoardInviteResource',
					'create',
					{ board_id: board.id, username: people[0]!.username },
					busy,
				);
				expect(again.status).toBe(200);
				expect(again.r.data.status).toBe('new');
			}
		}
		// 1 probe + 59 invites: the 61st counted call is refused.
		const over = await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, username: people[59]!.username },
			busy,
		);
		expect(over.status).toBe(429);
		expect(over.r.error.code).toBe('CollaboratorInviteLimit');
		expect(await findCollaboratorStatus(t.db, board.id, people[59]!.id)).toBeNull();
		expect((await mailsTo(people[59]!.email)).length).toBe(0);
	});
});
