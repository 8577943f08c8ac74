import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPinForViewer } from '~/lib/content/pins/pins.service.server.ts';
import { relatedPinsPage } from '~/lib/discovery/related/related.service.server.ts';
import { newId } from '~/lib/platform/db/ids.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let owner: U;
let stranger: U;
let other: U;
/** Ids of the test's pins, by role. */
const p = {} as Record<
	| 'archived'
	| 'cosaved'
	| 'interest'
	| 'interestClose'
	| 'moderated'
	| 'privateProfile'
	| 'sameBoard'
	| 'save'
	| 'secret'
	| 'subject'
	| 'twinA'
	| 'twinB'
	| 'unrelated',
	string
>;

async function interest(slug: string, isCategory: number) {
	const id = newId();
	await t.db
		.insertInto('interests')
		.values({ id, name: slug, slug, parent_id: null, is_category: isCategory, position: 0 })
		.execute();
	return id;
}
async function tag(pinId: string, ...interestIds: string[]) {
	await t.db
		.insertInto('pin_interests')
		.values(interestIds.map((interest_id) => ({ pin_id: pinId, interest_id })))
		.execute();
}

beforeAll(async () => {
	t = await createTestDb();
	owner = await makeUser(t.db);
	stranger = await makeUser(t.db);
	other = await makeUser(t.db);
	const category = await interest('home-decor-test', 1);
	const sub = await interest('reading-nooks-test', 0);
	const unrelated = await interest('camping-test', 0);

	const board = await makeBoard(t.db, owner);
	const pin = (over: Parameters<typeof makePin>[2], b: { id: string; owner_id: string } = board) =>
		makePin(t.db, b, over).then((row) => row.id);
	p.subject = await pin({ title: 'Cosy reading nook by the window', dominant_color: '#c08040' });
	p.sameBoard = await pin({ title: 'Paper lanterns', dominant_color: '#102030' });
	await tag(p.subject, category, sub);

	const otherBoard = await makeBoard(t.db, other);
	p.interest = await pin({ title: 'Garden shed', dominant_color: '#20a0f0' }, otherBoard);
	p.interestClose = await pin(
		{ title: 'Reading nook with cushions', dominant_color: '#c28242' },
		otherBoard,
	);
	await tag(p.interest, sub);
	await tag(p.interestClose, sub);
	p.unrelated = await pin({ title: 'Tent pegs' }, otherBoard);
	await tag(p.unrelated, unrelated);

	// Someone saved the subject to their board, next to another idea: a co-saved pin.
	const saveBoard = await makeBoard(t.db, stranger);
	const subjectMedia = (
		await t.db
			.selectFrom('pins')
			.select('media_id')
			.where('id', '=', p.subject)
			.executeTakeFirstOrThrow()
	).media_id;
	p.save = await pin(
		{ media_id: subjectMedia, origin_pin_id: p.subject, title: 'Saved nook' },
		saveBoard,
	);
	p.cosaved = await pin({ title: 'Window seat cushions' }, saveBoard);

	// Two pins of one picture: only one shows.
	const twin = await pin({ title: 'Nook twin A' }, otherBoard);
	const twinMedia = (
		await t.db
			.selectFrom('pins')
			.select('media_id')
			.where('id', '=', twin)
			.executeTakeFirstOrThrow()
	).media_id;
	p.twinA = twin;
	p.twinB = await pin({ title: 'Nook twin B', media_id: twinMedia }, otherBoard);
	await tag(p.twinA, sub);
	await tag(p.twinB, sub);

	// Pins strangers may not see, though they share the interest.
	const secret = await makeBoard(t.db, owner, { privacy: 'secret' });
	p.secret = await pin({ title: 'Secret reading nook' }, secret);
	await tag(p.secret, sub);
	const archived = await makeBoard(t.db, other, { is_archived: 1 } as never);
	p.archived = await pin({ title: 'Archived nook' }, archived);
	await tag(p.archived, sub);
	const privateUser = await makeUser(t.db, { is_private: 1 } as never);
	p.privateProfile = await pin({ title: 'Private nook' }, await makeBoard(t.db, privateUser));
	await tag(p.privateProfile, sub);
	p.moderated = await pin({ title: 'Moderated nook', is_hidden: 1 }, otherBoard);
	await tag(p.moderated, sub);
});
afterAll(async () => {
	await t?.destroy();
});

const related = (options: Record<string, unknown>, viewer: U | null = null) =>
	callResource(t.db, 'RelatedPinFeedResource', 'get', options, viewer ? viewerOf(viewer) : null);
const ids = (res: { r: { data: { id: string }[] } }) => res.r.data.map((x) => x.id);

describe(`RelatedPinFeedResource (FED-11) on ${testDialect()}`, () => {
	it('finds pins from the board, co-saved boards and the shared interest, best first', async () => {
		const res = await related({ pin_id: p.subject });
		expect(res.status).toBe(200);
		const found = ids(res);
		for (const id of [p.sameBoard, p.interest, p.interestClose, p.cosaved])
			expect(found).toContain(id);
		expect(found).not.toContain(p.unrelated);
		// Same interest, same colour and title words beats same interest alone.
		expect(found.indexOf(p.interestClose)).toBeLessThan(found.indexOf(p.interest));
		expect(res.r.data[0]).toMatchObject({ id: expect.any(String), images: expect.any(Object) });
		expect(res.r.data[0]).not.toHaveProperty('originPinId');
	});

	it('never shows the pin itself, its saves, or one picture twice', async () => {
		const found = ids(await related({ pin_id: p.subject }));
		expect(found).not.toContain(p.subject);
		expect(found).not.toContain(p.save);
		expect(found.filter((id) => id === p.twinA || id === p.twinB)).toHaveLength(1);
		expect(new Set(found).size).toBe(found.length);
		// From the save, the original is the same picture: left out too.
		expect(ids(await related({ pin_id: p.save }))).not.toContain(p.subject);
	});

	it('shows secret, archived, private and moderated pins to nobody who may not see them', async () => {
		// (`other` owns the archived board and may see it; everyone else may not.)
		for (const viewer of [null, stranger]) {
			const found = ids(await related({ pin_id: p.subject }, viewer));
			for (const id of [p.secret, p.archived, p.privateProfile, p.moderated]) {
				expect(found, Object.entries(p).find(([, v]) => v === id)?.[0]).not.toContain(id);
			}
		}
		const byOther = ids(await related({ pin_id: p.subject }, other));
		expect(byOther).toContain(p.archived);
		for (const id of [p.secret, p.privateProfile, p.moderated]) expect(byOther).not.toContain(id);
		// The owner of the secret board sees its pin among the related ones.
		expect(ids(await related({ pin_id: p.subject }, owner))).toContain(p.secret);
		// A limited-login owner reads as signed out.
		const limited = viewerOf(owner, { loginState: 2 });
		const page = await relatedPinsPage(t.db, (await getPinForViewer(t.db, limited, p.subject))!, {
			readerId: null,
		});
		expect(page.pins.map((x) => x.id)).not.toContain(p.secret);
	});

	it('leaves out pins the viewer hid and pins of people in a block with them', async () => {
		await t.db
			.insertInto('pin_hides')
			.values({ user_id: stranger.id, pin_id: p.interest, created_at: new Date().toISOString() })
			.execute();
		await t.db
			.insertInto('user_blocks')
			.values({
				blocker_id: other.id,
				blocked_id: stranger.id,
				created_at: new Date().toISOString(),
			})
			.execute();
		const found = ids(await related({ pin_id: p.subject }, stranger));
		expect(found).not.toContain(p.interest);
		expect(found).not.toContain(p.interestClose); // pinned by `other`, who blocked the viewer
		expect(found).toContain(p.sameBoard);
		expect(ids(await related({ pin_id: p.subject }))).toContain(p.interest);
	});

	it('pages with a bookmark: every pin once, in the same order, then -end-', async () => {
		const all = ids(await related({ pin_id: p.subject, page_size: 50 }));
		const seen: string[] = [];
		let bookmark: string | undefined;
		for (let i = 0; i < 20; i++) {
			const res = await related({
				pin_id: p.subject,
				page_size: 2,
				...(bookmark ? { bookmarks: [bookmark] } : {}),
			});
			seen.push(...ids(res));
			bookmark = (res.r as { bookmark?: string }).bookmark;
			if (bookmark === '-end-') break;
		}
		expect(bookmark).toBe('-end-');
		expect(seen).toEqual(all);
		// A forged bookmark cannot reach anything the viewer may not see.
		const forged = Buffer.from(JSON.stringify({ v: 1, r: 1e9, i: '1' })).toString('base64url');
		const res = await related({ pin_id: p.subject, bookmark: forged });
		expect(ids(res)).not.toContain(p.secret);
	});

	it('answers 404 for a pin the viewer may not see, 400 for bad options', async () => {
		expect((await related({ pin_id: p.secret })).status).toBe(404);
		expect((await related({ pin_id: p.secret }, stranger)).status).toBe(404);
		expect((await related({ pin_id: p.secret }, owner)).status).toBe(200);
		expect((await related({ pin_id: 'x' })).status).toBe(400);
		expect((await related({ pin_id: p.subject, page_size: 500 })).status).toBe(400);
		expect((await related({ pin_id: p.subject, colour: 'red' })).status).toBe(400);
	});
});
