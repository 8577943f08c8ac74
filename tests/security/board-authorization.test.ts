import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../helpers/builders.ts';
import { callResource } from '../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';

/**
 * The authorization table of boards (issue 4): every actor × every kind of board × read, save,
 * edit, delete → the HTTP status, through the real resource gateway on both dialects.
 *
 * - Secret and archived boards are invisible (404) to all but the owner and accepted
 *   collaborators; nobody learns they exist.
 * - Owners and collaborators save pins to live boards; nobody saves into an archived board.
 * - Only the owner edits and deletes.
 * - Signed-out visitors may read public boards and nothing else (401 for the rest).
 *
 * The collaborator actor is an accepted collaborator of the secret, archived and collaborative
 * boards (not of the plain public one); the follower follows every board.
 */
type Actor = 'owner' | 'collaborator' | 'follower' | 'stranger' | 'anonymous';
type Kind = 'public' | 'secret' | 'archived' | 'collaborative';
type Op = 'read' | 'save' | 'edit' | 'delete';

const ACTORS: Actor[] = ['owner', 'collaborator', 'follower', 'stranger', 'anonymous'];
const KINDS: Kind[] = ['public', 'secret', 'archived', 'collaborative'];

/** Expected status per actor, per board kind, per operation. */
const TABLE: Record<Kind, Record<Op, Record<Actor, number>>> = {
	public: {
		read: { owner: 200, collaborator: 200, follower: 200, stranger: 200, anonymous: 200 },
		save: { owner: 200, collaborator: 403, follower: 403, stranger: 403, anonymous: 401 },
		edit: { owner: 200, collaborator: 403, follower: 403, stranger: 403, anonymous: 401 },
		delete: { owner: 200, collaborator: 403, follower: 403, stranger: 403, anonymous: 401 },
	},
	secret: {
		read: { owner: 200, collaborator: 200, follower: 404, stranger: 404, anonymous: 404 },
		save: { owner: 200, collaborator: 200, follower: 404, stranger: 404, anonymous: 401 },
		edit: { owner: 200, collaborator: 403, follower: 404, stranger: 404, anonymous: 401 },
		delete: { owner: 200, collaborator: 403, follower: 404, stranger: 404, anonymous: 401 },
	},
	archived: {
		read: { owner: 200, collaborator: 200, follower: 404, stranger: 404, anonymous: 404 },
		save: { owner: 403, collaborator: 403, follower: 404, stranger: 404, anonymous: 401 },
		edit: { owner: 200, collaborator: 403, follower: 404, stranger: 404, anonymous: 401 },
		delete: { owner: 200, collaborator: 403, follower: 404, stranger: 404, anonymous: 401 },
	},
	collaborative: {
		read: { owner: 200, collaborator: 200, follower: 200, stranger: 200, anonymous: 200 },
		save: { owner: 200, collaborator: 200, follower: 403, stranger: 403, anonymous: 401 },
		edit: { owner: 200, collaborator: 403, follower: 403, stranger: 403, anonymous: 401 },
		delete: { owner: 200, collaborator: 403, follower: 403, stranger: 403, anonymous: 401 },
	},
};

let t: TestDb;
let viewers: Record<Actor, Viewer | null>;
let boards: Record<Kind, { id: string; owner_id: string }>;
let pins: Record<Kind, string>;
/** Someone else's public board; each save attempt saves a fresh pin of it. */
let otherBoard: { id: string; owner_id: string };

beforeEach(async () => {
	t = await createTestDb();
	const [owner, collaborator, follower, stranger, other] = await Promise.all([
		makeUser(t.db),
		makeUser(t.db),
		makeUser(t.db),
		makeUser(t.db),
		makeUser(t.db),
	]);
	viewers = {
		owner: viewerOf(owner),
		collaborator: viewerOf(collaborator),
		follower: viewerOf(follower),
		stranger: viewerOf(stranger),
		anonymous: null,
	};
	otherBoard = await makeBoard(t.db, other);
	const at = new Date().toISOString();
	boards = {
		public: await makeBoard(t.db, owner),
		secret: await makeBoard(t.db, owner, { privacy: 'secret' }),
		archived: await makeBoard(t.db, owner, { is_archived: 1, archived_at: at }),
		collaborative: await makeBoard(t.db, owner, { is_collaborative: 1, collaborator_count: 1 }),
	};
	pins = {} as Record<Kind, string>;
	for (const kind of KINDS) {
		pins[kind] = (await makePin(t.db, boards[kind])).id;
		await t.db
			.insertInto('board_follows')
			.values({ user_id: follower.id, board_id: boards[kind].id, created_at: at })
			.execute();
		if (kind !== 'public') {
			await t.db
				.insertInto('board_collaborators')
				.values({
					board_id: boards[kind].id,
					user_id: collaborator.id,
					status: 'accepted',
					invited_by_id: owner.id,
					created_at: at,
				})
				.execute();
		}
	}
});

afterEach(async () => {
	await t.destroy();
});

async function attempt(op: Op, kind: Kind, actor: Actor): Promise<number> {
	const boardId = boards[kind].id;
	const viewer = viewers[actor];
	switch (op) {
		case 'read':
			return (await callResource(t.db, 'BoardResource', 'get', { board_id: boardId }, viewer))
				.status;
		case 'save':
			return (
				await callResource(
					t.db,
					'RepinResource',
					'create',
					{ pin_id: (await makePin(t.db, otherBoard)).id, board_id: boardId },
					viewer,
				)
			).status;
		case 'edit':
			return (
				await callResource(
					t.db,
					'BoardResource',
					'update',
					{ board_id: boardId, description: `Edited by ${actor}` },
					viewer,
				)
			).status;
		case 'delete':
			return (await callResource(t.db, 'BoardResource', 'delete', { board_id: boardId }, viewer))
				.status;
	}
}

describe(`board authorization table (${testDialect()})`, () => {
	for (const kind of KINDS) {
		it(`${kind} board: read, save, edit, delete by every actor`, async () => {
			const got: Record<string, number> = {};
			const want: Record<string, number> = {};
			// The owner goes last, so a delete that works does not hide the others' outcomes.
			const order: Actor[] = [...ACTORS.filter((a) => a !== 'owner'), 'owner'];
			for (const op of ['read', 'save', 'edit'] as Op[]) {
				for (const actor of order) {
					got[`${op} ${actor}`] = await attempt(op, kind, actor);
					want[`${op} ${actor}`] = TABLE[kind][op][actor];
				}
			}
			for (const actor of order) {
				got[`delete ${actor}`] = await attempt('delete', kind, actor);
				want[`delete ${actor}`] = TABLE[kind].delete[actor];
			}
			expect(got).toEqual(want);
			// The owner's delete removed the board and its pins; nobody else's did anything.
			const left = await t.db
				.selectFrom('boards')
				.select('id')
				.where('id', '=', boards[kind].id)
				.executeTakeFirst();
			expect(left).toBeUndefined();
		});

		it(`${kind} board: its pins are readable exactly when the board is`, async () => {
			for (const actor of ACTORS) {
				const res = await callResource(
					t.db,
					'PinResource',
					'get',
					{ id: pins[kind] },
					viewers[actor],
				);
				expect(`${actor} ${res.status}`).toBe(`${actor} ${TABLE[kind].read[actor]}`);
			}
		});
	}

	it('a save that was refused changed nothing (no pin, no count)', async () => {
		const targets = [boards.secret.id, boards.archived.id, boards.public.id];
		const pinsOn = () =>
			t.db.selectFrom('pins').select('id').where('board_id', 'in', targets).execute();
		const before = await pinsOn();
		expect(await attempt('save', 'secret', 'stranger')).toBe(404);
		expect(await attempt('save', 'archived', 'owner')).toBe(403);
		expect(await attempt('save', 'public', 'collaborator')).toBe(403);
		expect((await pinsOn()).length).toBe(before.length);
		const counts = await t.db
			.selectFrom('boards')
			.select(['id', 'pin_count'])
			.where('id', 'in', targets)
			.execute();
		for (const c of counts) expect(c.pin_count).toBe(0);
	});
});
