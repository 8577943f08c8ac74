import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '~/lib/content/pins/pin.ts';
import { loadPinPage } from '~/lib/content/pins/pin-page.server.ts';
import { blockUser, followUser } from '~/lib/identity/users/user-relations.service.server.ts';
import { makeBoard, makeMedia, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
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

	it('ACC-22: the pinner line offers a reader Follow with their state; not to the pinner, and not while a block stands', async () => {
		const follow = async (user: U | null) => {
			const page = await load(user, pin.id);
			if (page.kind !== 'ok') throw new Error(`not loaded: ${page.kind}`);
			return page.data.follow;
		};
		// Signed out (and a limited login) the page asks to log in instead: no state to load.
		expect(await follow(null)).toBeNull();
		expect(await follow(pinner)).toBeNull();
		expect(await follow(stranger)).toEqual({ following: false, canFollow: true });
		await followUser(t.db, stranger.id, pinner.id);
		expect(await follow(stranger)).toEqual({ following: true, canFollow: true });
		await blockUser(t.db, pinner.id, member.id);
		expect(await follow(member)).toEqual({ following: false, canFollow: false });
	});

	it("PIN-02, PIN-05: the picture is the largest width-bound variant with a srcset; Download offers the original; the pinner's picture", async () => {
		const avatar = await makeMedia(t.db, { width: 200, height: 200 });
		const artist = await makeUser(t.db, { image_media_id: avatar.id });
		const board = await makeBoard(t.db, artist);
		const wide = await makePin(t.db, board, {
			title: 'Wide view',
			media: { width: 1600, height: 900 },
		});
		const page = await load(null, wide.id);
		if (page.kind !== 'ok') throw new Error(`not loaded: ${page.kind}`);
		expect(page.data.aspect).toBe('wide');
		expect(page.data.image).toMatchObject({ width: 736, height: 414, stacked: true });
		expect(page.data.image.url).toMatch(/\/736x\.jpg$/);
		expect(page.data.image.srcset).toContain('474x.jpg 474w');
		expect(page.data.download.url).toMatch(/\/orig\.jpg$/);
		expect(page.data.download.fileName).toBe(`wide-view-${wide.id}.jpg`);
		expect(page.data.pin.pinnerAvatarUrl).toMatch(new RegExp(`${avatar.storage_key}/60x60\\.jpg$`));
		const plain = await load(null, pin.id);
		expect(plain.kind === 'ok' && plain.data.pin.pinnerAvatarUrl).toBeNull();
	});
});
