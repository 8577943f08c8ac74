import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '~/lib/content/pins/pin.ts';
import { loadPinPage } from '~/lib/content/pins/pin-page.server.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/** The closeup's loader (`/pin/{segment}/`): who reads the pin, and what the page may offer. */
let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let owner: U;
let pinner: U;
let member: U;
let stranger: U;
let pin: { id: string; title: string };
let ownPin: { id: string };
let secretPin: { id: string };

beforeAll(async () => {
	t = await createTestDb();
	owner = await makeUser(t.db);
	pinner = await makeUser(t.db);
	member = await makeUser(t.db);
	stranger = await makeUser(t.db);
	const board = await makeBoard(t.db, owner);
	const at = new Date().toISOString();
	await t.db
		.insertInto('board_collaborators')
		.values(
			[pinner, member].map((u) => ({
				board_id: board.id,
				user_id: u.id,
				status: 'accepted',
				invited_by_id: owner.id,
				created_at: at,
			})),
		)
		.execute();
	pin = await makePin(t.db, { id: board.id, owner_id: pinner.id }, { title: 'Lemon tart' });
	ownPin = await makePin(t.db, board);
	secretPin = await makePin(t.db, await makeBoard(t.db, owner, { privacy: 'secret' }));
});
afterAll(async () => {
	await t?.destroy();
});

const load = (user: U | null, segment: string, limited = false) =>
	loadPinPage(
		t.db,
		user ? viewerOf(user, limited ? { loginState: 2 } : {}) : null,
		segment,
		new URL(`http://localhost/pin/${segment}/`),
	);

describe(`loadPinPage on ${testDialect()}`, () => {
	it('RTE-03, SEO-01: /pin/{id}/ and /pin/{slug}--{id}/ load the same pin; a malformed or unknown segment is not found', async () => {
		const byId = await load(null, pin.id);
		const bySlug = await load(null, `${slugify(pin.title)}--${pin.id}`);
		expect(byId.kind).toBe('ok');
		expect(bySlug.kind === 'ok' && bySlug.data.pin.id).toBe(pin.id);
		expect((await load(null, 'not-a-pin')).kind).toBe('not-found');
		expect((await load(null, '9'.repeat(18))).kind).toBe('not-found');
	});

	it('a pin on a secret board: not found for the signed-out, strangers and a limited login of its owner (LIM-01); the owner reads it, not indexed', async () => {
		expect((await load(null, secretPin.id)).kind).toBe('not-found');
		expect((await load(stranger, secretPin.id)).kind).toBe('not-found');
		expect((await load(owner, secretPin.id, true)).kind).toBe('not-found');
		const own = await load(owner, secretPin.id);
		expect(own.kind === 'ok' && own.data.isOpen).toBe(false);
		const open = await load(null, pin.id);
		expect(open.kind === 'ok' && open.data.isOpen).toBe(true);
	});

	it('signed out: no reader, no marks, nothing to delete; the limited login reads as signed out', async () => {
		for (const page of [await load(null, pin.id), await load(pinner, pin.id, true)]) {
			expect(page.kind).toBe('ok');
			if (page.kind !== 'ok') continue;
			expect(page.data).toMatchObject({
				readerId: null,
				marks: null,
				isPinner: false,
				isBoardOwner: false,
				canDelete: false,
			});
		}
	});

	it('COL-04: the pinner, the board owner and a collaborator may delete; a stranger may not', async () => {
		const of = async (user: U, id = pin.id) => {
			const page = await load(user, id);
			if (page.kind !== 'ok') throw new Error(`not loaded: ${page.kind}`);
			return page.data;
		};
		expect(await of(pinner)).toMatchObject({
			isPinner: true,
			isBoardOwner: false,
			canDelete: true,
		});
		expect(await of(owner)).toMatchObject({ isPinner: false, isBoardOwner: true, canDelete: true });
		expect(await of(member)).toMatchObject({
			isPinner: false,
			isBoardOwner: false,
			canDelete: true,
		});
		expect(await of(stranger)).toMatchObject({
			isPinner: false,
			isBoardOwner: false,
			canDelete: false,
		});
		expect((await of(member, ownPin.id)).canDelete).toBe(true);
		const signedIn = await of(stranger);
		expect(signedIn.readerId).toBe(stranger.id);
		expect(signedIn.marks).toMatchObject({ favorited_by_me: false, done_by_me: false });
	});
});
