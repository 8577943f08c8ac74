import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suspendUser } from '~/lib/identity/auth/suspension.service.server.ts';
import { makeSession } from '../../helpers/builders.ts';
import {
	lastMail,
	linkIn,
	mailCount,
	makeUserWithPassword,
	setCookies,
	TestBrowser,
} from '../../helpers/test-browser.ts';
import type { TestDb } from '../../helpers/test-db.ts';
import { createTestDb, testDialect } from '../../helpers/test-db.ts';

const PASSWORD = 'open sesame 42';
let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

async function sessionCount(userId: string) {
	return (await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute())
		.length;
}

describe(`login (UserSessionResource create) on ${testDialect()}`, () => {
	it('AUTH-01: logs in by email or username, any case, with a new session cookie', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD, {
			first_name: 'Kim',
			last_name: 'Ito',
		});
		for (const login of [user.email.toUpperCase(), ` ${user.username} `]) {
			const browser = new TestBrowser(t.db);
			const { status, r, res } = await browser.login(login, PASSWORD);
			expect(status).toBe(200);
			expect(r.data).toEqual({
				user: {
					id: user.id,
					username: user.username,
					email: user.email,
					full_name: 'Kim Ito',
					account_type: 'personal',
				},
				login_state: 1,
			});
			const cookie = setCookies(res).get('_cb_sess');
			expect(cookie?.header).toMatch(/HttpOnly/);
			expect(cookie?.header).toMatch(/SameSite=Lax/);
			expect((await browser.viewer())?.id).toBe(user.id);
		}
	});

	it('rotates the session at login: the old token of the same account stops working', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD);
		const browser = new TestBrowser(t.db);
		const planted = await makeSession(t.db, user);
		browser.cookies.set('_cb_sess', planted);
		await browser.login(user.username, PASSWORD);
		expect(browser.sessionToken).not.toBe(planted);
		expect(browser.storedTokens).toEqual([]);
		expect(await sessionCount(user.id)).toBe(1);
		expect((await browser.viewer())?.id).toBe(user.id);
	});

	it('MAS: logging in as another account keeps the previous one in _cb_accts', async () => {
		const first = await makeUserWithPassword(t.db, PASSWORD);
		const second = await makeUserWithPassword(t.db, PASSWORD);
		const browser = new TestBrowser(t.db);
		await browser.login(first.email, PASSWORD);
		const firstToken = browser.sessionToken!;
		const { res } = await browser.login(second.email, PASSWORD);
		const stored = setCookies(res).get('_cb_accts');
		expect(stored?.value).toBe(firstToken);
		expect(stored?.header).toMatch(/HttpOnly/);
		expect((await browser.viewer())?.id).toBe(second.id);
		const secondToken = browser.sessionToken!;
		// Logging in to the first again replaces its stored token instead of listing it twice.
		await browser.login(first.email, PASSWORD);
		expect((await browser.viewer())?.id).toBe(first.id);
		expect(browser.storedTokens).toEqual([secondToken]);
		expect(await sessionCount(first.id)).toBe(1);
	});

	it('AUTH-02: a wrong password or unknown account answers LoginFailed alike', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD);
		const browser = new TestBrowser(t.db);
		const wrong = await browser.login(user.email, 'not the password');
		const unknown = await browser.login('nobody-here@example.test', PASSWORD);
		for (const answer of [wrong, unknown]) {
			expect(answer.status).toBe(401);
			expect(answer.r.error.code).toBe('LoginFailed');
			expect(answer.r.error.message).toBe(
				"That email or username and password don't match. Try again, or reset your password.",
			);
		}
		expect(browser.sessionToken).toBeUndefined();
	});

	it('AUTH-02 outcome 1: too many failures for an account are refused before the password check', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD);
		for (let i = 0; i < 5; i++) {
			const { r } = await new TestBrowser(t.db).login(user.email, `wrong ${i}`);
			expect(r.error.code).toBe('LoginFailed');
		}
		const { status, r } = await new TestBrowser(t.db).login(user.email, PASSWORD);
		expect(status).toBe(429);
		expect(r.error.code).toBe('LoginRateLimited');
		expect(r.error.extra_data).toEqual({ login_outcome: 1 });
	});

	it('AUTH-02 outcome 1: too many failures from one address are refused for any account', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD);
		const browser = new TestBrowser(t.db);
		for (let i = 0; i < 20; i++) await browser.login(`nobody${i}@example.test`, 'whatever');
		const { r } = await browser.login(user.email, PASSWORD);
		expect(r.error.code).toBe('LoginRateLimited');
		expect(r.error.extra_data.login_outcome).toBe(1);
	});

	it('a successful login clears the account failure count', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD);
		for (let i = 0; i < 4; i++) await new TestBrowser(t.db).login(user.email, 'wrong');
		expect((await new TestBrowser(t.db).login(user.email, PASSWORD)).status).toBe(200);
		for (let i = 0; i < 4; i++) await new TestBrowser(t.db).login(user.email, 'wrong');
		expect((await new TestBrowser(t.db).login(user.email, PASSWORD)).status).toBe(200);
	});

	it('AUTH-02 outcome 6: a suspended account is refused; suspension ends its sessions', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD);
		const browser = new TestBrowser(t.db);
		await browser.login(user.email, PASSWORD);
		await suspendUser(t.db, user.id);
		expect(await browser.viewer()).toBeNull();
		expect(await sessionCount(user.id)).toBe(0);
		const { status, r } = await browser.login(user.email, PASSWORD);
		expect(status).toBe(403);
		expect(r.error.code).toBe('AccountSuspended');
		expect(r.error.extra_data).toEqual({ login_outcome: 6 });
		// A wrong password does not reveal the suspension.
		expect((await browser.login(user.email, 'wrong password')).r.error.code).toBe('LoginFailed');
	});

	it('AUTH-02 outcome 3: an account without a password gets a reset mail', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD, { password_hash: null });
		const { status, r } = await new TestBrowser(t.db).login(user.email, 'anything at all');
		expect(status).toBe(401);
		expect(r.error.code).toBe('PasswordResetSent');
		expect(r.error.extra_data).toEqual({ login_outcome: 3 });
		const mail = await lastMail(t.db, user.email, 'password_reset');
		expect(linkIn(mail!.text_body).pathname).toBe(`/pw/${user.username}/`);
		// Reset mails are limited per account (3 an hour).
		for (let i = 0; i < 4; i++) await new TestBrowser(t.db).login(user.email, 'again and again');
		expect(await mailCount(t.db, user.email, 'password_reset')).toBe(3);
	});

	it('a deactivated account is reactivated by logging in', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD, { status: 'deactivated' });
		const browser = new TestBrowser(t.db);
		expect((await browser.login(user.email, PASSWORD)).status).toBe(200);
		const row = await t.db
			.selectFrom('users')
			.select('status')
			.where('id', '=', user.id)
			.executeTakeFirstOrThrow();
		expect(row.status).toBe('active');
		expect((await browser.viewer())?.id).toBe(user.id);
	});

	it('a linked business never logs in directly, even with its password', async () => {
		const owner = await makeUserWithPassword(t.db, PASSWORD);
		const business = await makeUserWithPassword(t.db, PASSWORD, {
			account_type: 'business',
			owner_user_id: owner.id,
			business_name: 'Owner Co',
		});
		const { r } = await new TestBrowser(t.db).login(business.email, PASSWORD);
		expect(r.error.code).toBe('LoginFailed');
	});

	it('upgrades an old password hash at login', async () => {
		// scrypt$N$r$p$salt$key of "legacy-pass-1" (the format before argon2id).
		const { scryptSync, randomBytes } = await import('node:crypto');
		const salt = randomBytes(16);
		const key = scryptSync('legacy-pass-1', salt, 32, { N: 16384, r: 8, p: 1 });
		const legacy = `scrypt$16384$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
		const user = await makeUserWithPassword(t.db, PASSWORD, { password_hash: legacy });
		expect((await new TestBrowser(t.db).login(user.email, 'legacy-pass-1')).status).toBe(200);
		const row = await t.db
			.selectFrom('users')
			.select('password_hash')
			.where('id', '=', user.id)
			.executeTakeFirstOrThrow();
		expect(row.password_hash).toMatch(/^argon2id\$v=19\$m=19456,t=2,p=1\$/);
		expect((await new TestBrowser(t.db).login(user.email, 'legacy-pass-1')).status).toBe(200);
	});

	it('refuses third-party credentials and missing fields with InvalidOptions', async () => {
		const browser = new TestBrowser(t.db);
		const google = await browser.resource('UserSessionResource', 'create', {
			google_open_id_token: 'x',
		});
		expect(google.r.error.code).toBe('InvalidOptions');
		const empty = await browser.resource('UserSessionResource', 'create', {
			username_or_email: 'a@b.test',
		});
		expect(empty.r.error.code).toBe('InvalidOptions');
	});
});
