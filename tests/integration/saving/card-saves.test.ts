import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pin } from '~/lib/content/pins/pin.ts';
import { cardSavesFor } from '~/lib/content/saving/card-saves.server.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb } from '../../helpers/test-db.ts';

/**
 * Issue 25: pin cards say "Saved" for pins the viewer saved (PIN-10's rule), and name the board
 * the viewer last saved to, in a fixed number of statements per grid.
 */
let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
type P = Awaited<ReturnType<typeof makePin>>;
let ada: U;
let bob: U;
let pins: P[];
let bobsSave: string;

/** What a card needs of a pin (the grid passes whole `Pin`s). */
const card = (id: string, originPinId: string | null = null) => ({ id, originPinId }) as Pin;

/** Counts the statements run through the handle. */
function counting() {
	const seen = { n: 0 };
	const plugin: KyselyPlugin = {
		transformQuery: (args) => {
			seen.n++;
			return args.node;
		},
		transformResult: async (args) => args.result,
	};
	return { db: t.db.withPlugin(plugin), seen };
}

beforeAll(async () => {
	t = await createTestDb();
	ada = await makeUser(t.db);
	bob = await makeUser(t.db);
	const adaBoard = await makeBoard(t.db, ada, { name: 'Ideas' });
	pins = [];
	for (let i = 0; i < 6; i++) pins.push(await makePin(t.db, adaBoard));
	const bobBoard = await makeBoard(t.db, bob, { name: 'Keepers' });
	await makeBoard(t.db, bob, { name: 'Never used' });
	const saved = await callResource(
		t.db,
		'RepinResource',
		'create',
		{ pin_id: pins[1]!.id, board_id: bobBoard.id },
		viewerOf(bob),
	);
	bobsSave = saved.r.data.id;
	await callResource(
		t.db,
		'RepinResource',
		'create',
		{ pin_id: pins[3]!.id, board_id: bobBoard.id },
		viewerOf(bob),
	);
});

afterAll(async () => {
	await t.destroy();
});

describe('cardSavesFor (PIN-10 on cards, BRD-12)', () => {
	it('marks the pins the viewer saved, a save of a pin included, with the last board, in two statements', async () => {
		const { db, seen } = counting();
		const grid = [...pins.map((p) => card(p.id)), card(bobsSave, pins[1]!.id)];
		const saves = await cardSavesFor(db, viewerOf(bob), grid);
		expect(saves?.saved).toEqual(new Set([pins[1]!.id, pins[3]!.id, bobsSave]));
		expect(saves?.lastBoard?.name).toBe('Keepers');
		expect(seen.n).toBe(2);
	});

	it('a viewer who saved nothing gets no marks and no board', async () => {
		const saves = await cardSavesFor(
			t.db,
			viewerOf(ada),
			pins.map((p) => card(p.id)),
		);
		expect(saves?.saved.size).toBe(0);
		expect(saves?.lastBoard).toBeNull();
	});

	it('signed out: nothing at all, and no statement (the page may be shared)', async () => {
		const { db, seen } = counting();
		expect(
			await cardSavesFor(
				db,
				null,
				pins.map((p) => card(p.id)),
			),
		).toBeNull();
		expect(seen.n).toBe(0);
	});
});
