import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoard, makeMedia, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
type B = Awaited<ReturnType<typeof makeBoard>>;
let owner: U;
let collab: U;
let stranger: U;
let board: B;
let secretBoard: B;
let archivedBoard: B;
let otherBoard: B;
let sectionId: string;

async function counts() {
	const b = await t.db
		.selectFrom('boards')
		.select(['id', 'pin_count', 'last_pinned_at'])
		.where('id', 'in', [board.id, secretBoard.id, otherBoard.id])
		.execute();
	const u = await t.db
		.selectFrom('users')
		.select(['id', 'pin_count'])
		.where('id', 'in', [owner.id, collab.id])
		.execute();
	const s = await t.db
		.selectFrom('board_sections')
		.select('pin_count')
		.where('id', '=', sectionId)
		.executeTakeFirstOrThrow();
	const by = <R extends { id: string }>(rows: R[], id: string) => rows.find((r) => r.id === id)!;
	return {
		board: by(b, board.id).pin_count,
		secret: by(b, secretBoard.id).pin_count,
		other: by(b, otherBoard.id).pin_count,
		boardLastPinned: by(b, board.id).last_pinned_at,
		owner: by(u, owner.id).pin_count,
		collab: by(u, collab.id).pin_count,
		section: s.pin_count,
	};
}

beforeAll(async () => {
	t = await createTestDb();
	owner = await makeUser(t.db);
	collab = await makeUser(t.db);
	stranger = await makeUser(t.db);
	board = await makeBoard(t.db, owner, { name: 'Recipes' });
	secretBoard = await makeBoard(t.db, owner, { privacy: 'secret' });
	archivedBoard = await makeBoard(t.db, owner, { is_archived: 1 });
	otherBoard = await makeBoard(t.db, collab);
	sectionId = '9000000000001';
	await t.db
		.insertInto('board_sections')
		.values({
			id: sectionId,
			board_id: board.id,
			title: 'Cakes',
			slug: 'cakes',
			position: 0,
			created_at: new Date().toISOString(),
		})
		.execute();
	await t.db
		.insertInto('board_collaborators')
		.values({
			board_id: board.id,
			user_id: collab.id,
			status: 'accepted',
			invited_by_id: owner.id,
			created_at: new Date().toISOString(),
		})
		.execute();
});
afterAll(async () => {
	await t?.destroy();
});

const call = (
	action: 'get' | 'create' | 'update' | 'delete',
	options: Record<string, unknown>,
	user: U | null,
) => callResource(t.db, 'PinResource', action, options, user ? viewerOf(user) : null);

describe(`PinResource on ${testDialect()}`, () => {
	it('creates a pin from your own upload with derived domain and counts (BRD-05, U-17)', async () => {
		const media = await makeMedia(t.db, { owner_id: owner.id, width: 600, height: 600 });
		const before = await counts();
		const res = await call(
			'create',
			{
				board_id: board.id,
				section_id: sectionId,
				media_id: media.id,
				title: '  Lemon cake ',
				description: 'A soft lemon cake with a sharp glaze',
				link: 'https://www.example.com/lemon-cake',
				alt_text: 'A yellow cake on a plate',
			},
			owner,
		);
		expect(res.status).toBe(200);
		const pin = res.r.data;
		expect(pin).toMatchObject({
			title: 'Lemon cake',
			domain: 'example.com',
			link: 'https://www.example.com/lemon-cake',
			sectionId,
			aspect: 'square',
			reaction_counts: {},
			favorited_by_me: false,
			done_by_me: false,
			favorite_user_count: 0,
			seo_url: `/pin/lemon-cake--${pin.id}/`,
			board: { id: board.id, privacy: 0, privacy_name: 'NONE' },
			pinner: { id: owner.id },
			origin_pinner: null,
		});
		const after = await counts();
		expect(after.board).toBe(before.board + 1);
		expect(after.section).toBe(before.section + 1);
		expect(after.owner).toBe(before.owner + 1);
		expect(after.boardLastPinned).not.toBeNull();
		const row = await t.db
			.selectFrom('pins')
			.select(['board_sort', 'id'])
			.where('id', '=', pin.id)
			.executeTakeFirstOrThrow();
		expect(row.board_sort).not.toBe('0');
	});

	it('U-17: refuses long text, bad links and others’ media with readable errors', async () => {
		const media = await makeMedia(t.db, { owner_id: owner.id });
		const base = { board_id: board.id, media_id: media.id };
		const long = await call('create', { ...base, title: 'x'.repeat(101) }, owner);
		expect(long.status).toBe(400);
		expect(long.r.error.code).toBe('PinTextInvalid');
		expect(long.r.error.message_detail).toBe('Titles can have at most 100 characters.');
		for (const link of [
			'javascript:alert(1)',
			'data:text/html,hi',
			'ftp://x.example',
			'not a url',
		]) {
			const bad = await call('create', { ...base, link }, owner);
			expect(bad.status, link).toBe(400);
			expect(bad.r.error.code).toBe('InvalidPinLink');
		}
		const tooLong = await call(
			'create',
			{ ...base, link: `https://example.com/${'a'.repeat(2048)}` },
			owner,
		);
		expect(tooLong.r.error.code).toBe('InvalidPinLink');
		const strangersBoard = await makeBoard(t.db, stranger);
		const notMine = await call(
			'create',
			{ board_id: strangersBoard.id, media_id: media.id },
			stranger,
		);
		expect(notMine.status).toBe(404); // their board, but someone else's image
		const noMedia = await call('create', { board_id: otherBoard.id, media_id: media.id }, collab);
		expect(noMedia.status).toBe(404);
		expect(noMedia.r.error.message_detail).toContain('Upload the image first');
	});

	it('refuses boards you cannot write: others’ (403), secret (404), archived (403)', async () => {
		const media = await makeMedia(t.db, { owner_id: stranger.id });
		const pub = await call('create', { board_id: board.id, media_id: media.id }, stranger);
		expect(pub.status).toBe(403);
		expect(pub.r.error.code).toBe('BoardNotWritable');
		const secret = await call('create', { board_id: secretBoard.id, media_id: media.id }, stranger);
		expect(secret.status).toBe(404);
		const ownMedia = await makeMedia(t.db, { owner_id: owner.id });
		const archived = await call(
			'create',
			{ board_id: archivedBoard.id, media_id: ownMedia.id },
			owner,
		);
		expect(archived.status).toBe(403);
		expect(archived.r.error.message_detail).toContain('Unarchive');
		const anon = await call('create', { board_id: board.id, media_id: media.id }, null);
		expect(anon.status).toBe(401);
	});

	it('a collaborator adds a pin to a shared board; a wrong section is refused', async () => {
		const media = await makeMedia(t.db, { owner_id: collab.id });
		const before = await counts();
		const ok = await call('create', { board_id: board.id, media_id: media.id }, collab);
		expect(ok.status).toBe(200);
		const after = await counts();
		expect(after.board).toBe(before.board + 1);
		expect(after.collab).toBe(before.collab + 1);
		const media2 = await makeMedia(t.db, { owner_id: collab.id });
		const wrong = await call(
			'create',
			{ board_id: otherBoard.id, section_id: sectionId, media_id: media2.id },
			collab,
		);
		expect(wrong.status).toBe(400);
		expect(wrong.r.error.code).toBe('SectionNotOnBoard');
	});

	it('updates text (pinner or board owner only) and moves pins with counts (BRD-05, BRD-14)', async () => {
		const pin = await makePin(t.db, board, { section_id: sectionId });
		await t.db.updateTable('boards').set({ pin_count: 5 }).where('id', '=', board.id).execute();
		await t.db
			.updateTable('board_sections')
			.set({ pin_count: 0 })
			.where('id', '=', sectionId)
			.execute();
		const edit = await call('update', { id: pin.id, title: 'New title', link: '' }, owner);
		expect(edit.status).toBe(200);
		expect(edit.r.data).toMatchObject({ title: 'New title', link: null, domain: null });
		const strangerEdit = await call('update', { id: pin.id, title: 'Mine now' }, stranger);
		expect(strangerEdit.status).toBe(403);
		expect(strangerEdit.r.error.code).toBe('PinNotEditable');
		const collabEdit = await call('update', { id: pin.id, title: 'Collab title' }, collab);
		expect(collabEdit.status).toBe(403);

		const before = await counts();
		const oldSort = (
			await t.db
				.selectFrom('pins')
				.select('board_sort')
				.where('id', '=', pin.id)
				.executeTakeFirstOrThrow()
		).board_sort;
		const moved = await call('update', { id: pin.id, board_id: secretBoard.id }, owner);
		expect(moved.status).toBe(200);
		expect(moved.r.data).toMatchObject({
			sectionId: null,
			board: { id: secretBoard.id, privacy: 3 },
		});
		const after = await counts();
		expect(after.board).toBe(before.board - 1);
		expect(after.section).toBe(0); // was 0 already: never below zero
		expect(after.secret).toBe(before.secret + 1);
		const newSort = (
			await t.db
				.selectFrom('pins')
				.select('board_sort')
				.where('id', '=', pin.id)
				.executeTakeFirstOrThrow()
		).board_sort;
		expect(BigInt(newSort)).toBeGreaterThan(BigInt(oldSort));
		// Only writable targets: a stranger's board is refused.
		const away = await call('update', { id: pin.id, board_id: otherBoard.id }, owner);
		expect(away.status).toBe(403);
	});

	it('PIN-15: deleting removes the pin everywhere and fixes counts; only pinner, owner or collaborator', async () => {
		const original = await makePin(t.db, otherBoard, { title: 'Original' });
		const save = await makePin(t.db, board, {
			pinner_id: owner.id,
			origin_pin_id: original.id,
			section_id: sectionId,
		});
		await t.db.updateTable('pins').set({ repin_count: 1 }).where('id', '=', original.id).execute();
		await t.db
			.updateTable('boards')
			.set({ cover_pin_id: save.id })
			.where('id', '=', board.id)
			.execute();
		await t.db
			.updateTable('board_sections')
			.set({ pin_count: 1 })
			.where('id', '=', sectionId)
			.execute();
		await t.db.updateTable('users').set({ pin_count: 3 }).where('id', '=', owner.id).execute();
		const before = await counts();

		const strangerDelete = await call('delete', { id: save.id }, stranger);
		expect(strangerDelete.status).toBe(403);
		const got = await call('get', { id: save.id }, null);
		expect(got.r.data.origin_pinner).toMatchObject({ id: collab.id });

		const res = await call('delete', { id: save.id }, collab); // a collaborator may remove pins
		expect(res.status).toBe(200);
		expect((await call('get', { id: save.id }, owner)).status).toBe(404);
		const after = await counts();
		expect(after.board).toBe(before.board - 1);
		expect(after.section).toBe(0);
		expect(after.owner).toBe(2); // the pinner's count, not the deleter's
		const origin = await t.db
			.selectFrom('pins')
			.select('repin_count')
			.where('id', '=', original.id)
			.executeTakeFirstOrThrow();
		expect(origin.repin_count).toBe(0);
		const b = await t.db
			.selectFrom('boards')
			.select('cover_pin_id')
			.where('id', '=', board.id)
			.executeTakeFirstOrThrow();
		expect(b.cover_pin_id).toBeNull();
		const again = await call('delete', { id: save.id }, owner);
		expect(again.status).toBe(404);
		// Feeds read the pins table: the home feed no longer has it.
		const feed = await callResource(t.db, 'UserHomefeedResource', 'get', { page_size: 250 }, null);
		expect(feed.r.data.map((p: { id: string }) => p.id)).not.toContain(save.id);
	});

	it('secret and archived pins answer 404 to strangers and show to the owner and collaborators', async () => {
		const secretPin = await makePin(t.db, secretBoard);
		const archivedPin = await makePin(t.db, archivedBoard);
		for (const id of [secretPin.id, archivedPin.id]) {
			expect((await call('get', { id }, null)).status).toBe(404);
			expect((await call('get', { id }, stranger)).status).toBe(404);
			expect((await call('update', { id, title: 'x' }, stranger)).status).toBe(404);
			expect((await call('delete', { id }, stranger)).status).toBe(404);
			expect((await call('get', { id }, owner)).status).toBe(200);
		}
		const archived = await call('get', { id: archivedPin.id }, owner);
		expect(archived.r.data.board).toMatchObject({ privacy: 1, privacy_name: 'ARCHIVED' });
	});

	it('PIN-07: answers rich metadata, and ignores damaged metadata', async () => {
		const recipe = {
			recipe: { ingredients: ['2 eggs', '1 cup flour'], totalMinutes: 40 },
			product: { offers: [{ price: '12.50', currency: 'USD', inStock: true }] },
		};
		const rich = await makePin(t.db, board, { rich_metadata: JSON.stringify(recipe) });
		const damaged = await makePin(t.db, board, { rich_metadata: '{"recipe": 5' });
		expect((await call('get', { id: rich.id }, null)).r.data.rich_metadata).toEqual(recipe);
		expect((await call('get', { id: damaged.id }, null)).r.data.rich_metadata).toBeNull();
	});
});
