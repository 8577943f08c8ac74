import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '~/app/resources.server.ts';
import { createSession, liveSessionByToken } from '~/lib/identity/auth/session.server.ts';
import { createLinkedBusiness } from '~/lib/identity/multi-account/linked-business.service.server.ts';
import { handleResourceRequest } from '~/lib/platform/http/gateway.server.ts';
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

async function sessionsOf(userId: string) {
	return t.db
		.selectFrom('sessions')
		.select(['id', 'owner_user_id'])
		.where('user_id', '=', userId)
		.execute();
}

describe(`account switching on ${testDialect()}`, () => {
	it('MAS-03: switches to a stored account, rotating its token and keeping the previous one', async () => {
		const me = await makeUser(t.db);
		const other = await makeUser(t.db);
		const myToken = await makeSession(t.db, me);
		const otherToken = await makeSession(t.db, other);
		const browser = new Browser(t.db, myToken, [otherToken]);

		const { status, r } = await browser.session({ switch_account: other.id, get_user: true });
		expect(status).toBe(200);
		expect(r.data).toMatchObject({ access_token_issued: true, user_id: other.id });
		expect(r.data.user).toMatchObject({
			id: other.id,
			email: other.email,
			logged_in: true,
			is_current: true,
		});
		expect(JSON.stringify(r)).not.toContain(otherToken);
		expect(JSON.stringify(r)).not.toContain(browser.current);
		// The old stored token is dead; the new current one is the same session, renewed.
		expect(browser.current).not.toBe(otherToken);
		expect(await liveSessionByToken(t.db, otherToken)).toBeNull();
		expect((await liveSessionByToken(t.db, browser.current!))?.user_id).toBe(other.id);
		expect(await sessionsOf(other.id)).toHaveLength(1);
		expect(browser.stored).toEqual([myToken]);
		expect((await browser.viewer())?.id).toBe(other.id);

		// And back again.
		const back = await browser.session({ switch_account: me.id });
		expect(back.r.data).toEqual({ access_token_issued: true, user_id: me.id });
		expect((await browser.viewer())?.id).toBe(me.id);
		expect(await liveSessionByToken(t.db, myToken)).toBeNull();
		expect(browser.stored).toHaveLength(1);
	});

	it('MAS-08: switching to an account the browser holds no live session of fails', async () => {
		const me = await makeUser(t.db);
		const stranger = await makeUser(t.db);
		const expired = await makeUser(t.db);
		await makeSession(t.db, stranger); // a session elsewhere proves nothing for this browser
		const myToken = await makeSession(t.db, me);
		const expiredStored = await expiredToken(t.db, expired.id);
		const browser = new Browser(t.db, myToken, [expiredStored]);

		for (const target of [stranger.id, expired.id]) {
			const { status, r } = await browser.session({ switch_account: target });
			expect(status).toBe(401);
			expect(r.error.code).toBe('SwitchFailed');
			expect(r.error.extra_data).toEqual({ user_id: target });
		}
		expect(browser.current).toBe(myToken);
		expect(browser.stored).toEqual([expiredStored]);
		expect((await browser.viewer())?.id).toBe(me.id);
	});

	it('MAS-03: a limited-login browser may still switch to a live stored account', async () => {
		const me = await makeUser(t.db);
		const other = await makeUser(t.db);
		const myExpired = await expiredToken(t.db, me.id);
		const browser = new Browser(t.db, myExpired, [await makeSession(t.db, other)]);
		expect((await browser.viewer())?.loginState).toBe(2);
		const { r } = await browser.session({ switch_account: other.id });
		expect(r.data.user_id).toBe(other.id);
		// The expired account stays listed (as failed) rather than vanishing.
		expect(browser.stored).toEqual([myExpired]);
	});

	it('MAS-07: creates a linked business, switches to it and back (business session deleted)', async () => {
		const owner = await makeUser(t.db);
		const ownerToken = await makeSession(t.db, owner);
		const business = await createLinkedBusiness(t.db, owner, { business_name: 'Hearth & Home' });
		const browser = new Browser(t.db, ownerToken);

		const to = await browser.session({
			business_id: business.id,
			owner_id: owner.id,
			get_user: true,
		});
		expect(to.status).toBe(200);
		expect(to.r.data.user).toMatchObject({
			id: business.id,
			type: 'business',
			partner: { is_linked_business: true, business_name: 'Hearth & Home' },
			owners: [{ id: owner.id, username: owner.username }],
		});
		const viewer = await browser.viewer();
		expect(viewer).toMatchObject({
			id: business.id,
			ownerUserId: owner.id,
			accountType: 'business',
		});
		expect(browser.stored).toEqual([ownerToken]);
		expect(await sessionsOf(business.id)).toEqual([
			expect.objectContaining({ owner_user_id: owner.id }),
		]);

		// The session map shows the owner (stored) and the business (current).
		const map = (await browser.session({ session_accounts: true })).r.data.session_accounts;
		expect(map[business.id]).toMatchObject({ is_current: true, logged_in: true });
		expect(map[owner.id]).toMatchObject({ is_current: false, logged_in: true });
		expect(map[owner.id].businesses).toEqual([
			expect.objectContaining({ id: business.id, business_name: 'Hearth & Home' }),
		]);

		const back = await browser.session({ owner_id: owner.id });
		expect(back.r.data).toEqual({ access_token_issued: true, user_id: owner.id });
		expect(await sessionsOf(business.id)).toEqual([]);
		expect((await browser.viewer())?.id).toBe(owner.id);
		expect(browser.stored).toEqual([]);
		expect(await liveSessionByToken(t.db, ownerToken)).toBeNull(); // rotated
	});

	it('MAS-07: switch_account = owner from a business session also switches back', async () => {
		const owner = await makeUser(t.db);
		const business = await createLinkedBusiness(t.db, owner, { business_name: 'Little Oven' });
		const browser = new Browser(t.db, await makeSession(t.db, owner));
		await browser.session({ business_id: business.id, owner_id: owner.id });
		const back = await browser.session({ switch_account: owner.id });
		expect(back.status).toBe(200);
		expect(await sessionsOf(business.id)).toEqual([]);
		expect((await browser.viewer())?.id).toBe(owner.id);
	});

	it('MAS-07: switching back fails (and changes nothing) when the owner token is gone', async () => {
		const owner = await makeUser(t.db);
		const business = await createLinkedBusiness(t.db, owner, { business_name: 'Trailhead' });
		const browser = new Browser(t.db, await makeSession(t.db, owner));
		await browser.session({ business_id: business.id, owner_id: owner.id });
		browser.cookies.delete('_cb_accts');
		const back = await browser.session({ owner_id: owner.id });
		expect(back.r.error.code).toBe('SwitchFailed');
		expect(await sessionsOf(business.id)).toHaveLength(1);
		expect((await browser.viewer())?.id).toBe(business.id);
	});

	it('MAS-07: from one linked business to another of the same owner', async () => {
		const owner = await makeUser(t.db);
		const a = await createLinkedBusiness(t.db, owner, { business_name: 'Shop A' });
		const b = await createLinkedBusiness(t.db, owner, { business_name: 'Shop B' });
		const ownerToken = await makeSession(t.db, owner);
		const browser = new Browser(t.db, ownerToken);
		await browser.session({ business_id: a.id, owner_id: owner.id });
		const { status } = await browser.session({ business_id: b.id, owner_id: owner.id });
		expect(status).toBe(200);
		expect(await sessionsOf(a.id)).toEqual([]);
		expect((await browser.viewer())?.id).toBe(b.id);
		expect(browser.stored).toEqual([ownerToken]);
	});

	it('MAS-07: a non-owner cannot switch to a business, whatever ids they send', async () => {
		const owner = await makeUser(t.db);
		const intruder = await makeUser(t.db);
		const business = await createLinkedBusiness(t.db, owner, { business_name: 'Not Yours' });
		const browser = new Browser(t.db, await makeSession(t.db, intruder));
		for (const ownerId of [owner.id, intruder.id]) {
			const { status, r } = await browser.session({ business_id: business.id, owner_id: ownerId });
			expect(status).toBe(403);
			expect(r.error.code).toBe('Forbidden');
		}
		// Nor with switch_account (no stored session of the business in this browser).
		const direct = await browser.session({ switch_account: business.id });
		expect(direct.r.error.code).toBe('SwitchFailed');
		expect(await sessionsOf(business.id)).toEqual([]);
		expect((await browser.viewer())?.id).toBe(intruder.id);
	});

	it('MAS-07: a signed-out or limited-login browser cannot open a business', async () => {
		const owner = await makeUser(t.db);
		const business = await createLinkedBusiness(t.db, owner, { business_name: 'Closed Shop' });
		const signedOut = await new Browser(t.db).session({
			business_id: business.id,
			owner_id: owner.id,
		});
		expect(signedOut.r.error.code).toBe('AuthenticationRequired');
		const limited = await new Browser(t.db, await expiredToken(t.db, owner.id)).session({
			business_id: business.id,
			owner_id: owner.id,
		});
		expect(limited.r.error.code).toBe('LimitedLogin');
		expect(await sessionsOf(business.id)).toEqual([]);
	});

	it('MAS-03: business_id without owner_id is refused', async () => {
		const owner = await makeUser(t.db);
		const business = await createLinkedBusiness(t.db, owner, { business_name: 'Half Ask' });
		const browser = new Browser(t.db, await makeSession(t.db, owner));
		const { status, r } = await browser.session({ business_id: business.id });
		expect(status).toBe(400);
		expect(r.error.code).toBe('InvalidOptions');
	});

	it('MAS-07: logging the owner out also ends the business sessions they opened', async () => {
		const owner = await makeUser(t.db);
		const other = await makeUser(t.db);
		const business = await createLinkedBusiness(t.db, owner, { business_name: 'Night Bakery' });
		const businessSession = await createSession(t.db, business.id, { ownerUserId: owner.id });
		const browser = new Browser(t.db, await makeSession(t.db, owner), [
			businessSession.token,
			await makeSession(t.db, other),
		]);
		const url = new URL('http://localhost/resource/UserSessionResource/delete/');
		const res = await handleResourceRequest({
			resources,
			request: new Request(url, {
				method: 'DELETE',
				headers: { cookie: browser.header(), 'content-type': 'application/json' },
				body: JSON.stringify({ source_url: '/', data: { options: {}, context: {} } }),
			}),
			url,
			name: 'UserSessionResource',
			action: 'delete',
			viewer: await browser.viewer(),
			db: t.db,
		});
		browser.take(res);
		expect(res.status).toBe(200);
		expect(await sessionsOf(business.id)).toEqual([]);
		expect(await liveSessionByToken(t.db, businessSession.token)).toBeNull();
		expect((await browser.viewer())?.id).toBe(other.id);
		expect((await browser.session({ switch_account: business.id })).status).toBe(401);
	});
});
