import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoard, makePin, makeUser, viewerOf } from '../helpers/builders.ts';
import { callResource } from '../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';

/**
 * Security review: acting on someone else's board, section, pin or invite by id. A stranger
 * and an accepted collaborator try every owner-only write; each is refused (403 when they can
 * read the board, 404 when they cannot) and nothing changes.
 */

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let ada: U;
let bob: U;
let cat: U;
let dan: U;

beforeAll(async () => {
	t = await createTestDb();
	ada = await makeUser(t.db);
	bob = await makeUser(t.db);
	cat = await makeUser(t.db);
	dan = await makeUser(t.db);
});
afterAll(async () => {
	await t?.destroy();
});

async function snapshot(boardId: string) {
	const board = await t.db
		.selectFrom('boards')
		.selectAll()
		.where('id', '=', boardId)
		.executeTakeFirst();
	const sections = await t.db
		.selectFrom('board_sections')
		.selectAll()
		.where('board_id', '=', boardId)
		.orderBy('id')
		.execute();
	const entries = await t.db
		.selectFrom('board_collaborators')
		.selectAll()
		.where('board_id', '=', boardId)
		.orderBy('user_id')
		.execute();
	const pins = await t.db
		.selectFrom('pins')
		.select(['id', 'board_id', 'section_id'])
		.where('board_id', '=', boardId)
		.orderBy('id')
		.execute();
	return JSON.stringify({ board, sections, entries, pins });
}

describe(`security review: owner-only writes by id on ${testDialect()}`, () => {
	it('BRD-06/COL-04/COL-05: strangers and collaborators cannot edit, delete, archive, merge, reorder, manage sections or collaborators', async () => {
		for (const privacy of ['public', 'secret'] as const) {
			const board = await makeBoard(t.db, ada, { privacy });
			await makePin(t.db, board);
			const section = await callResource(
				t.db,
				'BoardSectionResource',
				'create',
				{ board_id: board.id, title: 'Mine' },
				viewerOf(ada),
			);
			const sectionId = section.r.data.id as string;
			// cat collaborates (accepted); dan asked to join (pending).
			await t.db
				.insertInto('board_collaborators')
				.values([
					{
						board_id: board.id,
						user_id: cat.id,
						status: 'accepted',
						invited_by_id: ada.id,
						created_at: new Date().toISOString(),
					},
					{
						board_id: board.id,
						user_id: dan.id,
						status: 'requested',
						invited_by_id: null,
						created_at: new Date().toISOString(),
					},
				])
				.execute();
			const bobBoard = await makeBoard(t.db, bob);
			const before = await snapshot(board.id);
			const attempts: [string, 'create' | 'update' | 'delete', Record<string, unknown>][] = [
				['BoardResource', 'update', { board_id: board.id, name: 'Taken over' }],
				['BoardResource', 'update', { board_id: board.id, privacy: 'public' }],
				['BoardResource', 'delete', { board_id: board.id }],
				['BoardArchiveResource', 'create', { board_id: board.id }],
				[
					'BoardMergeResource',
					'create',
					{ source_board_id: board.id, target_board_id: bobBoard.id },
				],
				[
					'BoardMergeResource',
					'create',
					{ source_board_id: bobBoard.id, target_board_id: board.id },
				],
				['BoardOrderResource', 'update', { board_ids: [board.id] }],
				['BoardSectionResource', 'create', { board_id: board.id, title: 'Mine too' }],
				['BoardSectionResource', 'update', { section_id: sectionId, title: 'Renamed' }],
				['BoardSectionResource', 'delete', { section_id: sectionId }],
				['BoardSectionsResource', 'update', { board_id: board.id, section_ids: [sectionId] }],
				['BoardInviteResource', 'create', { board_id: board.id, username: bob.username }],
				['BoardInviteResource', 'delete', { board_id: board.id, user_id: dan.id }],
				['BoardJoinRequestResource', 'update', { board_id: board.id, user_id: dan.id }],
				['BoardJoinRequestResource', 'delete', { board_id: board.id, user_id: dan.id }],
				['BoardCollaboratorResource', 'delete', { board_id: board.id, user_id: cat.id }],
				['BoardOwnershipTransferResource', 'create', { board_id: board.id, user_id: cat.id }],
			];
			for (const who of [bob, cat]) {
				for (const [name, action, options] of attempts) {
					// cat removing herself is allowed (leaving); skip that one for her.
					if (who === cat && name === 'BoardCollaboratorResource') continue;
					if (who === cat && name === 'BoardOwnershipTransferResource') continue;
					const res = await callResource(t.db, name, action, options, viewerOf(who));
					const label = `${who === bob ? 'stranger' : 'collaborator'} ${name}.${action} on ${privacy}`;
					expect([403, 404], label).toContain(res.status);
					if (privacy === 'secret' && who === bob) expect(res.status, label).toBe(404);
				}
			}
			// The collaborator cannot make herself owner.
			const grab = await callResource(
				t.db,
				'BoardOwnershipTransferResource',
				'update',
				{ board_id: board.id },
				viewerOf(cat),
			);
			expect(grab.status).toBe(404);
			expect(await snapshot(board.id)).toBe(before);
		}
	});

	it('COL-01: an invite is bound to the invited account: nobody else can accept or decline it', async () => {
		const board = await makeBoard(t.db, ada, { privacy: 'secret' });
		const invited = await callResource(
			t.db,
			'BoardInviteResource',
			'create',
			{ board_id: board.id, username: cat.username },
			viewerOf(ada),
		);
		expect(invited.status).toBe(200);
		const before = await snapshot(board.id);
		for (const [action, options] of [
			['update', { board_id: board.id }],
			['delete', { board_id: board.id, user_id: cat.id }],
		] as const) {
			const res = await callResource(t.db, 'BoardInviteResource', action, options, viewerOf(bob));
			expect(res.status).toBe(404);
		}
		expect(await snapshot(board.id)).toBe(before);
		const accepted = await callResource(
			t.db,
			'BoardInviteResource',
			'update',
			{ board_id: board.id },
			viewerOf(cat),
		);
		expect(accepted.r.data.status).toBe('accepted');
	});
	it('ACC-22/COL-01: an invite cannot be accepted once either side blocked the other', async () => {
		for (const blocker of ['owner', 'invitee'] as const) {
			const owner = await makeUser(t.db);
			const invitee = await makeUser(t.db);
			const board = await makeBoard(t.db, owner, { privacy: 'secret' });
			const invited = await callResource(
				t.db,
				'BoardInviteResource',
				'create',
				{ board_id: board.id, username: invitee.username },
				viewerOf(owner),
			);
			expect(invited.status).toBe(200);
			const [who, whom] = blocker === 'owner' ? [owner, invitee] : [invitee, owner];
			const blocked = await callResource(
				t.db,
				'UserBlockResource',
				'create',
				{ user_id: whom.id },
				viewerOf(who),
			);
			expect(blocked.status).toBe(200);
			const accept = await callResource(
				t.db,
				'BoardInviteResource',
				'update',
				{ board_id: board.id },
				viewerOf(invitee),
			);
			expect(accept.status, `blocked by the ${blocker}`).toBe(404);
			const entry = await t.db
				.selectFrom('board_collaborators')
				.select('status')
				.where('board_id', '=', board.id)
				.where('user_id', '=', invitee.id)
				.executeTakeFirst();
			expect(entry?.status).not.toBe('accepted');
			const fresh = await t.db
				.selectFrom('boards')
				.select('collaborator_count')
				.where('id', '=', board.id)
				.executeTakeFirstOrThrow();
			expect(Number(fresh.collaborator_count)).toBe(0);
		}
	});
});
