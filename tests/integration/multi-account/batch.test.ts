import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLinkedBusiness } from '~/lib/identity/multi-account/linked-business.service.server.ts';
import * as batchRoute from '~/pages/v3/batch/index.ts';
import { makeSession, makeUser } from '../../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';
import { Browser, expiredToken } from './browser.ts';

let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

function userCall(id: string, fields?: string, endpoint = `v3/users/${id}/`) {
	return { method: 'GET', endpoint, data: fields ? { fields } : {} };
}

function batch(browser: Browser, requests: unknown) {
	return browser.rest(batchRoute.POST, {
		method: 'POST',
		path: '/v3/batch/',
		form: { requests: typeof requests === 'string' ? requests : JSON.stringify(requests) },
	});
}

describe(`POST /v3/batch/ on ${testDialect()}`, () => {
	it('MAS-02: answers each request in order; bad ones fail alone', async () => {
		const a = await makeUser(t.db, { first_name: 'Ada', last_name: 'Lovelace' });
		const b = await makeUser(t.db);
		const gone = await makeUser(t.db, { status: 'deactivated' });
		const { status, r } = await batch(new Browser(t.db), [
			userCall(a.id, 'user.username,user.full_name'),
			{ method: 'POST', endpoint: `v3/users/${b.id}/`, data: {} },
			userCall(b.id, undefined, `/v3/users/${b.id}/`),
			{ method: 'GET', endpoint: 'v3/pins/1/', data: {} },
			userCall(gone.id),
			userCall('123456789'),
			'not an object',
			userCall('abc'),
		]);
		expect(status).toBe(200);
		const list = r.data as any[];
		expect(list.map((e) => e.status)).toEqual([
			'success',
			'failure',
			'success',
			'failure',
			'failure',
			'failure',
			'failure',
			'failure',
		]);
		expect(list[0]).toEqual({
			status: 'success',
			code: 0,
			message: 'ok',
			data: { id: a.id, username: a.username, full_name: 'Ada Lovelace' },
		});
		expect(list[1]).toMatchObject({ code: 1003, data: null, error: { code: 'InvalidOptions' } });
		expect(list[2].data).toMatchObject({ id: b.id, username: b.username, type: 'user' });
		expect(list[3].error.code).toBe('InvalidOptions');
		expect(list[4].error.code).toBe('NotFound');
		expect(list[5].error.code).toBe('NotFound');
		expect(list[6].error.code).toBe('InvalidOptions');
		expect(list[7].error.code).toBe('NotFound');
		// Signed out: no private fields for anyone.
		expect(list[2].data).not.toHaveProperty('email');
	});

	it('MAS-02: private fields only for accounts this browser holds a live session of', async () => {
		const me = await makeUser(t.db);
		const stored = await makeUser(t.db);
		const expired = await makeUser(t.db);
		const stranger = await makeUser(t.db);
		const business = await createLinkedBusiness(t.db, me, {
			business_name: 'My Shop',
			contact_email: 'Hello@MyShop.example.com',
		});
		const browser = new Browser(t.db, await makeSession(t.db, me), [
			await makeSession(t.db, stored),
			await expiredToken(t.db, expired.id),
		]);
		const { r } = await batch(browser, [
			userCall(me.id),
			userCall(stored.id),
			userCall(expired.id),
			userCall(stranger.id),
			userCall(business.id),
			userCall(me.id, 'user.email,user.businesses'),
		]);
		const [mine, theirs, lapsed, strangers, shop, picked] = r.data as Record<string, any>[];
		expect(mine!.data).toMatchObject({ email: me.email, partner: null, owners: [] });
		expect(mine!.data.businesses).toEqual([
			expect.objectContaining({ id: business.id, business_name: 'My Shop' }),
		]);
		expect(theirs!.data.email).toBe(stored.email);
		for (const entry of [lapsed, strangers, shop]) {
			expect(entry!.status).toBe('success');
			expect(entry!.data).not.toHaveProperty('email');
			expect(entry!.data).not.toHaveProperty('partner');
			expect(entry!.data).not.toHaveProperty('businesses');
		}
		expect(shop!.data).toMatchObject({ is_partner: true, full_name: 'My Shop' });
		expect(picked!.data).toEqual({
			id: me.id,
			email: me.email,
			businesses: [expect.objectContaining({ id: business.id })],
		});
	});

	it('MAS-02: partner fields of a linked business opened by its owner', async () => {
		const owner = await makeUser(t.db);
		const business = await createLinkedBusiness(t.db, owner, {
			business_name: 'Contact Co',
			contact_email: 'sales@contact.example.com',
		});
		const browser = new Browser(t.db, await makeSession(t.db, owner));
		await browser.session({ business_id: business.id, owner_id: owner.id });
		const { r } = await batch(browser, [userCall(business.id), userCall(owner.id)]);
		expect(r.data[0].data.partner).toEqual({
			is_linked_business: true,
			business_name: 'Contact Co',
			biz_contact_email: 'sales@contact.example.com',
			biz_ownership_email: owner.email,
		});
		expect(r.data[0].data.owners).toEqual([expect.objectContaining({ id: owner.id })]);
		// The owner's token is stored in this browser, so the owner is private too.
		expect(r.data[1].data.email).toBe(owner.email);
	});

	it('MAS-02: malformed, non-list and oversized batches refuse the whole call', async () => {
		const u = await makeUser(t.db);
		const browser = new Browser(t.db);
		for (const requests of [
			'{nope',
			JSON.stringify({ method: 'GET' }),
			JSON.stringify(Array.from({ length: 21 }, () => userCall(u.id))),
		]) {
			const { status, r } = await batch(browser, requests);
			expect(status).toBe(400);
			expect(r.error.code).toBe('InvalidOptions');
		}
		const twenty = await batch(
			browser,
			Array.from({ length: 20 }, () => userCall(u.id)),
		);
		expect(twenty.status).toBe(200);
		expect(twenty.r.data).toHaveLength(20);
	});

	it('MAS-02: a JSON body may carry the list itself', async () => {
		const u = await makeUser(t.db);
		const { r } = await new Browser(t.db).rest(batchRoute.POST, {
			method: 'POST',
			path: '/v3/batch/',
			json: { requests: [userCall(u.id, 'username')] },
		});
		expect(r.data).toEqual([
			{ status: 'success', code: 0, message: 'ok', data: { id: u.id, username: u.username } },
		]);
	});

	it('SET-01: a private profile shows strangers only who it is; secret counts never leak', async () => {
		const hidden = await makeUser(t.db, {
			is_private: 1,
			about: 'PRIVATE-CANARY bio',
			pin_count: 42,
			board_count: 7,
		});
		const open = await makeUser(t.db, { about: 'open bio', pin_count: 9, board_count: 3 });
		const { r } = await batch(new Browser(t.db), [userCall(hidden.id), userCall(open.id)]);
		const [priv, pub] = r.data as { data: Record<string, unknown> }[];
		expect(priv!.data).toEqual({
			id: hidden.id,
			username: hidden.username,
			full_name: expect.any(String),
			type: 'user',
			is_private_profile: true,
		});
		expect(JSON.stringify(r.data)).not.toContain('PRIVATE-CANARY');
		// Stored counters include secret boards and pins: strangers get neither.
		expect(pub!.data.pin_count).toBeUndefined();
		expect(pub!.data.board_count).toBeUndefined();
		expect(pub!.data.about).toBe('open bio');
	});
});
