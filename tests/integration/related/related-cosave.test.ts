import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPinForViewer } from '~/lib/content/pins/pins.service.server.ts';
import { listCoSaveBoardIds } from '~/lib/discovery/related/related.repository.server.ts';
import { relatedPinsPage } from '~/lib/discovery/related/related.service.server.ts';
import { makeBoard, makePin, makeUser } from '../../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * FED-11 "More like this", co-saved boards: each board the pin was saved to is read as its own
 * bounded range, so one big board neither costs a sort of all its pins nor crowds out the
 * others.
 */

let t: TestDb;
let subject: { id: string; board_id: string };
const small: string[] = [];
const big: string[] = [];

beforeAll(async () => {
	t = await createTestDb();
	const ada = await makeUser(t.db);
	subject = await makePin(t.db, await makeBoard(t.db, ada), { title: 'Rope shelf' });
	const save = (board: { id: string; owner_id: string }) =>
		makePin(t.db, board, { origin_pin_id: subject.id, title: 'Rope shelf' });
	// An older small board with the idea, then a big board saving it after 45 newer pins.
	const smallBoard = await makeBoard(t.db, await makeUser(t.db));
	for (let i = 0; i < 3; i++) small.push((await makePin(t.db, smallBoard)).id);
	await save(smallBoard);
	const bigBoard = await makeBoard(t.db, await makeUser(t.db));
	await save(bigBoard);
	for (let i = 0; i < 45; i++) big.push((await makePin(t.db, bigBoard)).id);
});
afterAll(async () => {
	await t?.destroy();
});

describe(`related pins from co-saved boards on ${testDialect()}`, () => {
	it('finds the other boards holding the idea, each once', async () => {
		const boards = await listCoSaveBoardIds(t.db, {
			boardId: subject.board_id,
			rootId: subject.id,
		});
		expect(boards).toHaveLength(2);
		expect(new Set(boards).size).toBe(2);
	});

	it('FED-11: every co-saved board contributes, however big another one is', async () => {
		const pin = await getPinForViewer(t.db, null, subject.id);
		const page = await relatedPinsPage(t.db, pin!, { readerId: null, pageSize: 50 });
		const found = page.pins.map((p) => p.id);
		for (const id of small) expect(found).toContain(id);
		// The big board gives its newest share, not all 45.
		const fromBig = found.filter((id) => big.includes(id));
		expect(fromBig.length).toBeGreaterThan(0);
		expect(fromBig.length).toBeLessThanOrEqual(20);
		expect(fromBig).toContain(big.at(-1));
	});
});
