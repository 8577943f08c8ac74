import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSessionByToken } from '~/lib/identity/auth/session.server.ts';
import { deleteSession } from '~/lib/identity/auth/sessions.repository.server.ts';
import { storedAccountsMap } from '~/lib/identity/multi-account/stored-accounts.service.server.ts';
import { CookieJar } from '~/lib/platform/http/cookie-jar.server.ts';
import { sha256Hex } from '~/lib/platform/security/secret-token.server.ts';
import * as refreshRoute from '~/pages/refresh_stored_accounts.ts';
import * as removeRoute from '~/pages/v3/sessions/stored_accounts/[id].ts';
import { makeMedia, makeSession, makeUser } from '../../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';
import { Browser, expiredToken } from './browser.ts';

let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

async function sessionRow(token: string) {
	return t.db
		.selectFrom('sessions')
		.select(['id', 'user_id'])
		.where('token_hash', '=', sha256Hex(token))
		.executeTakeFirst();
}

describe(`stored accounts on ${testDialect()}`, () => {
	it('AUTH-10, MAS-01: session_accounts maps live, expired and revoked tokens', async () => {
		const avatar = await makeMedia(t.db);
		const me = await makeUser(t.db, { image_media_id: avatar.id, is_private: 1 });
		const live = await makeUser(t.db);
		const expired = await makeUser(t.db);
		const revoked = await makeUser(t.db);
		const suspended = await makeUser(t.db, { status: 'suspended' });
		const revokedToken = await makeSession(t.db, revoked);
		const browser = new Browser(t.db, await makeSession(t.db, me), [
			await makeSession(t.db, live),
			await expiredToken(t.db, expired.id, 3),
			revokedToken,
			await makeSession(t.db, suspended),
		]);
		await deleteSession(t.db, (await sessionRow(revokedToken))!.id);

		const { status, r, res } = await browser.session({ session_accounts: true });
		expect(status).toBe(200);
		const map = r.data.session_accounts;
		expect(Object.keys(map).sort()).toEqual([me.id, live.id, expired.id].sort());
		expect(map[me.id]).toMatchObject({
			id: me.id,
			username: me.username,
			email: me.email,
			logged_in: true,
			is_current: true,
			type: 'personal',
			partner: null,
			businesses: [],
			owners: [],
			opt_in_private_account: true,
		});
		expect(map[me.id].image_small_url).toMatch(/60x60\.jpg$/);
		expect(map[me.id].image_medium_url).toMatch(/136x136\.jpg$/);
		expect(map[live.id]).toMatchObject({ logged_in: true, is_current: false });
		expect(map[live.id].image_small_url).toBeNull();
		expect(map[expired.id]).toMatchObject({ logged_in: false, is_current: false });
		// The revoked and suspended tokens are gone from the cookie.
		expect(res.headers.getSetCookie().some((c) => c.startsWith('_cb_accts='))).toBe(true);
		expect(browser.stored).toHaveLength(2);
		expect(browser.stored).not.toContain(revokedToken);
	});

	it('AUTH-10: nothing is rewritten when every stored token is still known', async () => {
		const me = await makeUser(t.db);
		const other = await makeUser(t.db);
		const browser = new Browser(t.db, await makeSession(t.db, me), [
			await makeSession(t.db, other),
		]);
		const { r, res } = await browser.session({ session_accounts: true });
		expect(Object.keys(r.data.session_accounts)).toHaveLength(2);
		expect(res.headers.getSetCookie()).toEqual([]);
	});

	it('AUTH-10: the map costs the same few queries for one account or six (no N+1)', async () => {
		let queries = 0;
		const counter: KyselyPlugin = {
			transformQuery: (args) => {
				queries++;
				return args.node;
			},
			transformResult: async (args) => args.result,
		};
		const counted = t.db.withPlugin(counter);
		async function countFor(stored: number) {
			const me = await makeUser(t.db, { image_media_id: (await makeMedia(t.db)).id });
			const tokens: string[] = [];
			for (let i = 0; i < stored; i++) {
				const other = await makeUser(t.db, { image_media_id: (await makeMedia(t.db)).id });
				await makeUser(t.db, { account_type: 'business', owner_user_id: other.id });
				tokens.push(await makeSession(t.db, other));
			}
			const browser = new Browser(t.db, await makeSession(t.db, me), tokens);
			const request = new Request('http://localhost/', { headers: { cookie: browser.header() } });
			queries = 0;
			const { session_accounts } = await storedAccountsMap({
				db: counted,
				viewer: null,
				cookies: new CookieJar(request),
			});
			expect(Object.keys(session_accounts)).toHaveLength(stored + 1);
			return queries;
		}
		const one = await countFor(0);
		expect(await countFor(5)).toBe(one);
		expect(one).toBeLessThanOrEqual(4);
	});

	it('AUTH-10: a signed-out browser has an empty map', async () => {
		const { r } = await new Browser(t.db).session({ session_accounts: true });
		expect(r.data).toEqual({ session_accounts: {} });
	});

	it('MAS-06: Remove account forgets the stored account and ends its session', async () => {
		const me = await makeUser(t.db);
		const other = await makeUser(t.db);
		const keep = await makeUser(t.db);
		const otherToken = await expiredToken(t.db, other.id);
		const keepToken = await makeSession(t.db, keep);
		const browser = new Browser(t.db, await makeSession(t.db, me), [otherToken, keepToken]);
		const { status, r } = await browser.rest(removeRoute.DELETE, {
			method: 'DELETE',
			path: `/v3/sessions/stored_accounts/${other.id}/`,
			params: { id: other.id },
		});
		expect(status).toBe(200);
		expect(r.data).toEqual({ user_id: other.id, removed: true });
		expect(browser.stored).toEqual([keepToken]);
		expect(await sessionRow(otherToken)).toBeUndefined();
		expect(await sessionRow(keepToken)).toBeDefined();
	});

	it('MAS-06: the account in use cannot be removed; an unknown one changes nothing', async () => {
		const me = await makeUser(t.db);
		const stranger = await makeUser(t.db);
		const strangerToken = await makeSession(t.db, stranger);
		const browser = new Browser(t.db, await makeSession(t.db, me));
		const own = await browser.rest(removeRoute.DELETE, {
			method: 'DELETE',
			path: `/v3/sessions/stored_accounts/${me.id}/`,
			params: { id: me.id },
		});
		expect(own.status).toBe(400);
		expect(own.r.error.code).toBe('InvalidOptions');
		const unknown = await browser.rest(removeRoute.DELETE, {
			method: 'DELETE',
			path: `/v3/sessions/stored_accounts/${stranger.id}/`,
			params: { id: stranger.id },
		});
		// Another person's session is never touched: only this browser's tokens count.
		expect(unknown.r.data).toEqual({ user_id: stranger.id, removed: false });
		expect(await sessionRow(strangerToken)).toBeDefined();
		expect(await liveSessionByToken(t.db, browser.current!)).not.toBeNull();
	});

	it('ACC-17, API-33: refresh_stored_accounts drops dead tokens and promotes a live one', async () => {
		const me = await makeUser(t.db);
		const live = await makeUser(t.db);
		const gone = await makeUser(t.db);
		const ancient = await makeUser(t.db);
		const liveToken = await makeSession(t.db, live);
		const goneToken = await makeSession(t.db, gone);
		const expiredCurrent = await expiredToken(t.db, me.id, 2);
		const browser = new Browser(t.db, expiredCurrent, [
			goneToken,
			await expiredToken(t.db, ancient.id, 120),
			liveToken,
		]);
		await deleteSession(t.db, (await sessionRow(goneToken))!.id);
		expect((await browser.viewer())?.loginState).toBe(2);

		const { status, r } = await browser.rest(refreshRoute.GET, {
			path: '/refresh_stored_accounts',
		});
		expect(status).toBe(200);
		expect(r.data.promoted_user_id).toBe(live.id);
		expect(browser.current).toBe(liveToken);
		expect(browser.stored).toEqual([expiredCurrent]);
		const map = r.data.session_accounts;
		expect(Object.keys(map).sort()).toEqual([me.id, live.id].sort());
		expect(map[live.id]).toMatchObject({ logged_in: true, is_current: true });
		expect(map[me.id]).toMatchObject({ logged_in: false, is_current: false });
		expect((await browser.viewer())?.id).toBe(live.id);
	});

	it('ACC-17: refresh keeps a live current session and only tidies the stored ones', async () => {
		const me = await makeUser(t.db);
		const gone = await makeUser(t.db);
		const goneToken = await makeSession(t.db, gone);
		const current = await makeSession(t.db, me);
		const browser = new Browser(t.db, current, [goneToken]);
		await deleteSession(t.db, (await sessionRow(goneToken))!.id);
		const { r } = await browser.rest(refreshRoute.GET, { path: '/refresh_stored_accounts' });
		expect(r.data.promoted_user_id).toBeNull();
		expect(browser.current).toBe(current);
		expect(browser.stored).toEqual([]);
		expect(Object.keys(r.data.session_accounts)).toEqual([me.id]);
	});
});
