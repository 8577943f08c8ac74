import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentPinsPage } from '~/lib/content/pins/pins.service.server.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let ada: U;
let bob: U;
let cy: U;
let pin: { id: string };
let secretPin: { id: string };

beforeAll(async () => {
	t = await createTestDb();
	ada = await makeUser(t.db);
	bob = await makeUser(t.db);
	cy = await makeUser(t.db);
	const board = await makeBoard(t.db, ada);
	pin = await makePin(t.db, board);
	secretPin = await makePin(t.db, await makeBoard(t.db, ada, { privacy: 'secret' }));
});
afterAll(async () => {
	await t?.destroy();
});

const as = (u: U | null) => (u ? viewerOf(u) : null);
const react = (u: U, reaction_type: number, pin_id = pin.id) =>
	callResource(t.db, 'ReactionsResource', 'create', { pin_id, reaction_type }, as(u));
const unreact = (u: U) =>
	callResource(t.db, 'ReactionsResource', 'delete', { pin_id: pin.id }, as(u));

describe(`ReactionsResource on ${testDialect()}`, () => {
	it('PIN-13: one reaction per user per pin, id {pinId}-{userId}-{type}, counts without zero keys', async () => {
		const first = await react(bob, 1);
		expect(first.status).toBe(200);
		expect(first.r.data).toMatchObject({
			id: `${pin.id}-${bob.id}-1`,
			reaction_type: 1,
			user: { id: bob.id },
			reaction_counts: { '1': 1 },
			reaction_by_me: 1,
		});
		await react(cy, 1);
		const changed = await react(bob, 3); // replaces bob's earlier reaction
		expect(changed.r.data.reaction_counts).toEqual({ '1': 1, '3': 1 });
		const removed = await unreact(bob);
		expect(removed.r.data).toEqual({ reaction_counts: { '1': 1 }, reaction_by_me: null });
		const twice = await unreact(bob); // never below zero
		expect(twice.r.data.reaction_counts).toEqual({ '1': 1 });
		const list = await callResource(t.db, 'ReactionsResource', 'get', { pin_id: pin.id }, as(cy));
		expect(list.r.data.reactions).toEqual([
			{
				id: `${pin.id}-${cy.id}-1`,
				reaction_type: 1,
				user: expect.objectContaining({ id: cy.id, username: cy.username }),
			},
		]);
		expect(list.r.data.reaction_by_me).toBe(1);
		const pinAnswer = await callResource(t.db, 'PinResource', 'get', { id: pin.id }, as(cy));
		expect(pinAnswer.r.data).toMatchObject({
			reaction_counts: { '1': 1 },
			reaction_by_me: 1,
			total_reaction_count: 1,
		});
	});

	it('refuses unknown reaction types, signed-out callers and secret pins', async () => {
		expect((await react(bob, 99)).status).toBe(400);
		const anon = await callResource(
			t.db,
			'ReactionsResource',
			'create',
			{ pin_id: pin.id, reaction_type: 1 },
			null,
		);
		expect(anon.status).toBe(401);
		expect((await react(bob, 1, secretPin.id)).status).toBe(404);
		expect((await react(ada, 1, secretPin.id)).status).toBe(200);
	});
});

describe(`PinFavoriteResource and PinDoneResource on ${testDialect()}`, () => {
	it('PIN-20: favorite and done toggle, adjust counts once, never below zero', async () => {
		const fav = (u: U, action: 'create' | 'delete') =>
			callResource(t.db, 'PinFavoriteResource', action, { pin_id: pin.id }, as(u));
		expect((await fav(bob, 'create')).r.data).toEqual({
			pin_id: pin.id,
			favorited_by_me: true,
			favorite_user_count: 1,
		});
		expect((await fav(bob, 'create')).r.data.favorite_user_count).toBe(1); // repeat: no double count
		expect((await fav(cy, 'create')).r.data.favorite_user_count).toBe(2);
		expect((await fav(bob, 'delete')).r.data).toEqual({
			pin_id: pin.id,
			favorited_by_me: false,
			favorite_user_count: 1,
		});
		expect((await fav(bob, 'delete')).r.data.favorite_user_count).toBe(1);
		const done = (u: U, action: 'create' | 'delete') =>
			callResource(t.db, 'PinDoneResource', action, { pin_id: pin.id }, as(u));
		expect((await done(bob, 'create')).r.data).toEqual({
			pin_id: pin.id,
			done_by_me: true,
			done_count: 1,
		});
		const got = await callResource(t.db, 'PinResource', 'get', { id: pin.id }, as(bob));
		expect(got.r.data).toMatchObject({
			favorited_by_me: false,
			favorite_user_count: 1,
			done_by_me: true,
			doneCount: 1,
		});
		expect((await done(bob, 'delete')).r.data.done_count).toBe(0);
		// A stale counter at 0 does not go negative when a mark is removed.
		await done(cy, 'create');
		await t.db.updateTable('pins').set({ done_count: 0 }).where('id', '=', pin.id).execute();
		expect((await done(cy, 'delete')).r.data.done_count).toBe(0);
	});
});

describe(`PinHideResource on ${testDialect()}`, () => {
	it('hidden pins leave the hider’s feeds only (excludeHiddenFor)', async () => {
		const hide = await callResource(t.db, 'PinHideResource', 'create', { pin_id: pin.id }, as(bob));
		expect(hide.r.data).toEqual({ pin_id: pin.id, hidden_by_me: true });
		const ids = async (viewerId: string | null) =>
			(await recentPinsPage(t.db, { pageSize: 250, viewerId })).pins.map((p) => p.id);
		expect(await ids(bob.id)).not.toContain(pin.id);
		expect(await ids(cy.id)).toContain(pin.id);
		expect(await ids(null)).toContain(pin.id);
		await callResource(t.db, 'PinHideResource', 'delete', { pin_id: pin.id }, as(bob));
		expect(await ids(bob.id)).toContain(pin.id);
	});
});

describe(`PinReportResource on ${testDialect()}`, () => {
	it('stores one report per reporter with a reason', async () => {
		const report = (u: U, options: Record<string, unknown>) =>
			callResource(t.db, 'PinReportResource', 'create', { pin_id: pin.id, ...options }, as(u));
		const first = await report(bob, { reason: 'spam', detail: 'Same link everywhere' });
		expect(first.status).toBe(200);
		expect(first.r.data).toMatchObject({ pin_id: pin.id, reason: 'spam' });
		const again = await report(bob, { reason: 'other' });
		expect(again.status).toBe(409);
		expect(again.r.error.code).toBe('PinAlreadyReported');
		expect((await report(cy, { reason: 'made-up' })).status).toBe(400);
		const rows = await t.db.selectFrom('pin_reports').selectAll().execute();
		expect(rows).toHaveLength(1);
		expect(rows[0]).toMatchObject({
			reporter_id: bob.id,
			reason: 'spam',
			detail: 'Same link everywhere',
		});
		const secret = await callResource(
			t.db,
			'PinReportResource',
			'create',
			{ pin_id: secretPin.id, reason: 'spam' },
			as(bob),
		);
		expect(secret.status).toBe(404);
	});
});
