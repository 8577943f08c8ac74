import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardToEdit, loadBoardEditPage } from '~/lib/content/boards/board-edit-page.server.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/** `/board/{id}/edit/`: who may open it, and the lists it shows as domain boards and sections. */
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

describe(`board edit page on ${testDialect()}`, () => {
	it('only the owner opens it: a collaborator, a stranger and a secret board of another are not found', async () => {
		const board = await makeBoard(t.db, ada);
		const secret = await makeBoard(t.db, ada, { privacy: 'secret' });
		await t.db
			.insertInto('board_collaborators')
			.values({
				board_id: board.id,
				user_id: bob.id,
				status: 'accepted',
				invited_by_id: ada.id,
				created_at: new Date().toISOString(),
			})
			.execute();
		expect((await boardToEdit(t.db, viewerOf(ada), board.id))?.board.id).toBe(board.id);
		expect((await boardToEdit(t.db, viewerOf(ada), secret.id))?.board.privacy).toBe('secret');
		expect(await boardToEdit(t.db, viewerOf(bob), board.id)).toBeNull();
		expect(await boardToEdit(t.db, viewerOf(bob), secret.id)).toBeNull();
		expect(await boardToEdit(t.db, viewerOf(ada), 'nope')).toBeNull();
	});

	it('sections in order, the newest pins as cover choices, and the owner’s other boards (secret and archived too) alphabetically as merge targets', async () => {
		const owner = await makeUser(t.db);
		const board = await makeBoard(t.db, owner, { name: 'Middle' });
		const older = await makePin(t.db, board);
		const newer = await makePin(t.db, board);
		for (const title of ['Starters', 'Mains']) {
			const made = await callResource(
				t.db,
				'BoardSectionResource',
				'create',
				{ board_id: board.id, title },
				viewerOf(owner),
			);
			expect(made.status).toBe(200);
		}
		const zebra = await makeBoard(t.db, owner, { name: 'Zebra', privacy: 'secret' });
		const apple = await makeBoard(t.db, owner, { name: 'apple', is_archived: 1 });
		await makeBoard(t.db, bob, { name: 'Not mine' });

		const found = await boardToEdit(t.db, viewerOf(owner), board.id);
		if (!found) throw new Error('the owner should open the edit page');
		const page = await loadBoardEditPage(t.db, viewerOf(owner), found);
		expect(page.board.id).toBe(board.id);
		expect(page.sections.map((s) => s.title)).toEqual(['Starters', 'Mains']);
		expect(page.sections[0]?.url).toMatch(new RegExp(`^/${owner.username}/`));
		expect(page.coverChoices.map((p) => p.id)).toEqual([newer.id, older.id]);
		expect(page.mergeTargets.map((b) => b.id)).toEqual([apple.id, zebra.id]);
		expect(page.mergeTargets[0]).toMatchObject({ name: 'apple', isArchived: true });
		expect(page.mergeTargets[1]).toMatchObject({ name: 'Zebra', privacy: 'secret' });
	});
});
