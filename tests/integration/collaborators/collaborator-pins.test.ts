import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * COL-04 end to end: an accepted collaborator saves pins into the board and removes pins from
 * it (through the saving and pin resources); an invited or removed user cannot.
 */

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let owner: U;
let ada: U;

beforeAll(async () => {
	t = await createTestDb();
	owner = await makeUser(t.db);
	ada = await makeUser(t.db);
});
afterAll(async () => {
	await t?.destroy();
});

const call = (
	name: string,
	act: 'get' | 'create' | 'update' | 'delete',
	options: Record<string, unknown>,
	user: U,
) => callResource(t.db, name, act, options, viewerOf(user));

describe(`collaborators and pins on ${testDialect()}`, () => {
	it('COL-04: only an accepted collaborator adds pins to a secret board and removes any pin on it', async () => {
		const board = await makeBoard(t.db, owner, { privacy: 'secret' });
		const ownersPin = await makePin(t.db, board);
		const elsewhere = await makePin(t.db, await makeBoard(t.db, await makeUser(t.db)));
		await call(
			'BoardInviteResource',
			'create',
			{ board_id: board.id, username: ada.username },
			owner,
		);
		// Invited but not yet accepted: the board is still out of reach.
		const early = await call(
			'RepinResource',
			'create',
			{ pin_id: elsewhere.id, board_id: board.id },
			ada,
		);
		expect(early.status).toBe(404);
		await call('BoardInviteResource', 'update', { board_id: board.id }, ada);
		const saved = await call(
			'RepinResource',
			'create',
			{ pin_id: elsewhere.id, board_id: board.id },
			ada,
		);
		expect(saved.status).toBe(200);
		const removed = await call('PinResource', 'delete', { id: ownersPin.id }, ada);
		expect(removed.status).toBe(200);
		expect(
			await t.db.selectFrom('pins').select('id').where('id', '=', ownersPin.id).executeTakeFirst(),
		).toBeUndefined();
		// Removed from the board: no more saving into it.
		await call(
			'BoardCollaboratorResource',
			'delete',
			{ board_id: board.id, user_id: ada.id },
			owner,
		);
		const late = await call(
			'RepinResource',
			'create',
			{ pin_id: elsewhere.id, board_id: board.id },
			ada,
		);
		expect(late.status).toBe(404);
	});
});
