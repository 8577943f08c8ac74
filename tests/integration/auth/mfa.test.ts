import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInWithMfaChallenge } from '~/lib/identity/auth/login.service.server.ts';
import {
	issueMfaChallenge,
	MFA_CHALLENGE_TTL_MS,
} from '~/lib/identity/auth/mfa/mfa-challenge.server.ts';
import { totpCode, totpStep } from '~/lib/identity/auth/mfa/totp.ts';
import { CookieJar } from '~/lib/platform/http/cookie-jar.server.ts';
import { AppError } from '~/lib/platform/http/errors.ts';
import { POST as regenPost } from '../../../src/pages/v3/users/me/mfa/backup_codes/index.ts';
import { POST as disablePost } from '../../../src/pages/v3/users/me/mfa/disable/index.ts';
import {
	GET as mfaGet,
	POST as mfaPost,
	PUT as mfaPut,
} from '../../../src/pages/v3/users/me/mfa/index.ts';
import { lastMail, makeUserWithPassword, TestBrowser } from '../../helpers/test-browser.ts';
import type { TestDb } from '../../helpers/test-db.ts';
import { createTestDb, testDialect } from '../../helpers/test-db.ts';

const PASSWORD = 'two factors 99';
let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

/** A user logged in in a browser, with MFA set up through the REST endpoints. */
async function userWithMfa() {
	const user = await makeUserWithPassword(t.db, PASSWORD);
	const browser = new TestBrowser(t.db);
	await browser.login(user.email, PASSWORD);
	const setup = await browser.rest(mfaPost, {
		method: 'POST',
		path: '/v3/users/me/mfa/',
		json: { password: PASSWORD },
	});
	const secret = setup.r.data.secret as string;
	const step = totpStep();
	const confirm = await browser.rest(mfaPut, {
		method: 'PUT',
		path: '/v3/users/me/mfa/',
		json: { code: totpCode(secret, step) },
	});
	return {
		user,
		browser,
		secret,
		step,
		setup,
		confirm,
		backupCodes: confirm.r.data.backup_codes as string[],
	};
}

describe(`MFA setup on ${testDialect()}`, () => {
	it('POST starts setup with a secret, otpauth URL and QR code; PUT confirms and rotates the session', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD);
		const browser = new TestBrowser(t.db);
		await browser.login(user.email, PASSWORD);
		const status = await browser.rest(mfaGet, { path: '/v3/users/me/mfa/' });
		expect(status.r.data).toEqual({ enabled: false, backup_codes_left: 0 });

		const setup = await browser.rest(mfaPost, {
			method: 'POST',
			path: '/v3/users/me/mfa/',
			json: { password: PASSWORD },
		});
		expect(setup.status).toBe(200);
		expect(setup.r.data.secret).toMatch(/^[A-Z2-7]{32}$/);
		expect(setup.r.data.otpauth_url).toMatch(/^otpauth:\/\/totp\/Corkboard%3A/);
		expect(setup.r.data.otpauth_url).toContain(`secret=${setup.r.data.secret}`);
		expect(setup.r.data.qr_svg).toMatch(/^<svg /);
		const pending = await t.db
			.selectFrom('users')
			.select(['mfa_enabled', 'mfa_pending_secret'])
			.where('id', '=', user.id)
			.executeTakeFirstOrThrow();
		expect(pending).toEqual({ mfa_enabled: 0, mfa_pending_secret: setup.r.data.secret });

		const wrong = await browser.rest(mfaPut, {
			method: 'PUT',
			path: '/v3/users/me/mfa/',
			json: { code: '000000' === totpCode(setup.r.data.secret, totpStep()) ? '111111' : '000000' },
		});
		expect(wrong.r.error.code).toBe('MfaInvalid');

		const before = browser.sessionToken!;
		const confirm = await browser.rest(mfaPut, {
			method: 'PUT',
			path: '/v3/users/me/mfa/',
			json: { code: totpCode(setup.r.data.secret, totpStep()) },
		});
		expect(confirm.status).toBe(200);
		expect(confirm.r.data.enabled).toBe(true);
		expect(confirm.r.data.backup_codes).toHaveLength(10);
		expect(browser.sessionToken).not.toBe(before);
		expect((await browser.viewer())?.id).toBe(user.id);
		const stale = new TestBrowser(t.db);
		stale.cookies.set('_cb_sess', before);
		expect(await stale.viewer()).toBeNull();

		const after = await browser.rest(mfaGet, { path: '/v3/users/me/mfa/' });
		expect(after.r.data).toEqual({ enabled: true, backup_codes_left: 10 });
		const stored = await t.db
			.selectFrom('mfa_backup_codes')
			.select('code_hash')
			.where('user_id', '=', user.id)
			.execute();
		expect(stored.map((s) => s.code_hash)).not.toContain(confirm.r.data.backup_codes[0]);
	});

	it('setup needs the right password and a full login', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD);
		const browser = new TestBrowser(t.db);
		await browser.login(user.email, PASSWORD);
		const wrong = await browser.rest(mfaPost, {
			method: 'POST',
			path: '/v3/users/me/mfa/',
			json: { password: 'nope nope' },
		});
		expect(wrong.status).toBe(403);
		expect(wrong.r.error.code).toBe('PasswordIncorrect');
		const early = await browser.rest(mfaPut, {
			method: 'PUT',
			path: '/v3/users/me/mfa/',
			json: { code: '123456' },
		});
		expect(early.r.error.code).toBe('InvalidOptions');
		const anonymous = await new TestBrowser(t.db).rest(mfaGet, { path: '/v3/users/me/mfa/' });
		expect(anonymous.r.error.code).toBe('AuthenticationRequired');
	});
});

describe(`MFA at login (AUTH-03) on ${testDialect()}`, () => {
	it('challenges without mfa_token, accepts a TOTP code once (replay refused)', async () => {
		const { user, secret, step } = await userWithMfa();
		const browser = new TestBrowser(t.db);
		const challenge = await browser.login(user.email, PASSWORD);
		expect(challenge.status).toBe(401);
		expect(challenge.r.error.code).toBe('MfaRequired');
		expect(challenge.r.error.extra_data).toEqual({
			mfa_required: true,
			mail_code: true,
			mfa_challenge: expect.any(String),
		});
		expect(browser.sessionToken).toBeUndefined();

		// The code that confirmed setup was used already.
		const replayOfSetup = await browser.login(user.email, PASSWORD, {
			mfa_token: totpCode(secret, step),
		});
		expect(replayOfSetup.r.error.code).toBe('MfaInvalid');

		const code = totpCode(secret, step + 1);
		const ok = await browser.login(user.email, PASSWORD, { mfa_token: code });
		expect(ok.status).toBe(200);
		expect(ok.r.data.user.id).toBe(user.id);
		expect((await browser.viewer())?.id).toBe(user.id);

		const replay = await new TestBrowser(t.db).login(user.email, PASSWORD, { mfa_token: code });
		expect(replay.r.error.code).toBe('MfaInvalid');
	});

	it('the password is still checked first', async () => {
		const { user, secret, step } = await userWithMfa();
		const { r } = await new TestBrowser(t.db).login(user.email, 'wrong password', {
			mfa_token: totpCode(secret, step + 1),
		});
		expect(r.error.code).toBe('LoginFailed');
	});

	it('a backup code works once', async () => {
		const { user, backupCodes } = await userWithMfa();
		const code = backupCodes[3]!;
		const ok = await new TestBrowser(t.db).login(user.email, PASSWORD, {
			mfa_token: code.toUpperCase(),
		});
		expect(ok.status).toBe(200);
		const again = await new TestBrowser(t.db).login(user.email, PASSWORD, { mfa_token: code });
		expect(again.r.error.code).toBe('MfaInvalid');
	});

	it('mfa_resend mails a 6-digit code that logs in once', async () => {
		const { user } = await userWithMfa();
		const browser = new TestBrowser(t.db);
		const sent = await browser.login(user.email, PASSWORD, { mfa_resend: true });
		expect(sent.r.error.code).toBe('MfaRequired');
		expect(sent.r.error.extra_data).toEqual({
			mfa_required: true,
			code_sent: true,
			mail_code: true,
			mfa_challenge: expect.any(String),
		});
		const mail = await lastMail(t.db, user.email, 'mfa_email');
		const code = /\b(\d{6})\b/.exec(mail!.text_body)![1]!;
		expect(mail!.subject).toContain(code);
		const ok = await browser.login(user.email, PASSWORD, { mfa_token: code });
		expect(ok.status).toBe(200);
		const again = await new TestBrowser(t.db).login(user.email, PASSWORD, { mfa_token: code });
		expect(again.r.error.code).toBe('MfaInvalid');
	});

	it('a new mailed code replaces the last; resends are limited', async () => {
		const { user } = await userWithMfa();
		const browser = new TestBrowser(t.db);
		await browser.login(user.email, PASSWORD, { mfa_resend: true });
		const first = /\b(\d{6})\b/.exec(
			(await lastMail(t.db, user.email, 'mfa_email'))!.text_body,
		)![1]!;
		await browser.login(user.email, PASSWORD, { mfa_resend: true });
		const second = /\b(\d{6})\b/.exec(
			(await lastMail(t.db, user.email, 'mfa_email'))!.text_body,
		)![1]!;
		if (first !== second) {
			const old = await browser.login(user.email, PASSWORD, { mfa_token: first });
			expect(old.r.error.code).toBe('MfaInvalid');
		}
		await browser.login(user.email, PASSWORD, { mfa_resend: true });
		const fourth = await browser.login(user.email, PASSWORD, { mfa_resend: true });
		expect(fourth.r.error.code).toBe('RateLimited');
	});

	it('expired mailed codes do not work', async () => {
		const { user } = await userWithMfa();
		await new TestBrowser(t.db).login(user.email, PASSWORD, { mfa_resend: true });
		const code = /\b(\d{6})\b/.exec(
			(await lastMail(t.db, user.email, 'mfa_email'))!.text_body,
		)![1]!;
		await t.db
			.updateTable('auth_tokens')
			.set({ expires_at: new Date(Date.now() - 1000).toISOString() })
			.where('user_id', '=', user.id)
			.where('purpose', '=', 'mfa_email')
			.execute();
		const { r } = await new TestBrowser(t.db).login(user.email, PASSWORD, { mfa_token: code });
		expect(r.error.code).toBe('MfaInvalid');
	});

	it('too many wrong codes answer LoginRateLimited', async () => {
		const { user, backupCodes } = await userWithMfa();
		for (let i = 0; i < 5; i++) {
			const { r } = await new TestBrowser(t.db).login(user.email, PASSWORD, {
				mfa_token: 'zzzz-zzzz',
			});
			expect(r.error.code).toBe('MfaInvalid');
		}
		const { status, r } = await new TestBrowser(t.db).login(user.email, PASSWORD, {
			mfa_token: backupCodes[0],
		});
		expect(status).toBe(429);
		expect(r.error.code).toBe('LoginRateLimited');
		expect(r.error.extra_data.login_outcome).toBe(1);
	});
});

describe(`MFA management on ${testDialect()}`, () => {
	it('new backup codes replace the old ones', async () => {
		const { user, browser, backupCodes } = await userWithMfa();
		const fresh = await browser.rest(regenPost, {
			method: 'POST',
			path: '/v3/users/me/mfa/backup_codes/',
			json: { password: PASSWORD },
		});
		expect(fresh.r.data.backup_codes).toHaveLength(10);
		const old = await new TestBrowser(t.db).login(user.email, PASSWORD, {
			mfa_token: backupCodes[0],
		});
		expect(old.r.error.code).toBe('MfaInvalid');
		const ok = await new TestBrowser(t.db).login(user.email, PASSWORD, {
			mfa_token: fresh.r.data.backup_codes[0],
		});
		expect(ok.status).toBe(200);
		const status = await browser.rest(mfaGet, { path: '/v3/users/me/mfa/' });
		expect(status.r.data).toEqual({ enabled: true, backup_codes_left: 9 });
	});

	it('disable needs the password and a code; then login needs no code', async () => {
		const { user, browser, backupCodes } = await userWithMfa();
		const noCode = await browser.rest(disablePost, {
			method: 'POST',
			path: '/v3/users/me/mfa/disable/',
			json: { password: PASSWORD, code: '12345' },
		});
		expect(noCode.r.error.code).toBe('MfaInvalid');
		const wrongPassword = await browser.rest(disablePost, {
			method: 'POST',
			path: '/v3/users/me/mfa/disable/',
			json: { password: 'nope nope', code: backupCodes[1] },
		});
		expect(wrongPassword.r.error.code).toBe('PasswordIncorrect');
		const off = await browser.rest(disablePost, {
			method: 'POST',
			path: '/v3/users/me/mfa/disable/',
			json: { password: PASSWORD, code: backupCodes[1] },
		});
		expect(off.r.data).toEqual({ enabled: false });
		expect((await browser.viewer())?.id).toBe(user.id);
		const login = await new TestBrowser(t.db).login(user.email, PASSWORD);
		expect(login.status).toBe(200);
		const left = await t.db
			.selectFrom('mfa_backup_codes')
			.select('id')
			.where('user_id', '=', user.id)
			.execute();
		expect(left).toHaveLength(0);
	});
});

describe(`MFA challenge of the login page on ${testDialect()}`, () => {
	it('AUTH-03: the challenge answered by MfaRequired completes the login with a code, without the password', async () => {
		const { user, secret, step } = await userWithMfa();
		const browser = new TestBrowser(t.db);
		const first = await browser.login(user.email, PASSWORD);
		expect(first.r.error.code).toBe('MfaRequired');
		const challenge = first.r.error.extra_data.mfa_challenge as string;
		expect(challenge).toMatch(/^[\w-]+\.[\w-]+$/);

		const jar = new CookieJar(new Request('http://localhost/login'));
		const ctx = {
			db: t.db,
			viewer: null,
			cookies: jar,
			clientAddress: browser.address,
			request: new Request('http://localhost/login'),
		};
		const wrong = await logInWithMfaChallenge(ctx, {
			challenge,
			mfaToken: '000000',
			mfaResend: false,
		}).catch((e) => e);
		expect(wrong).toBeInstanceOf(AppError);
		expect(wrong.code).toBe('MfaInvalid');
		expect(typeof wrong.extra.mfa_challenge).toBe('string');

		const ok = await logInWithMfaChallenge(ctx, {
			challenge,
			mfaToken: totpCode(secret, step + 1),
			mfaResend: false,
		});
		expect(ok.user.id).toBe(user.id);
		expect(jar.setCookieHeaders().some((h) => h.startsWith('_cb_sess='))).toBe(true);
	});

	it('a forged or expired challenge is refused and opens no session', async () => {
		const { user, secret, step } = await userWithMfa();
		const jar = new CookieJar(new Request('http://localhost/login'));
		const ctx = {
			db: t.db,
			viewer: null,
			cookies: jar,
			clientAddress: '10.9.9.9',
			request: new Request('http://localhost/login'),
		};
		const expired = issueMfaChallenge(user, Date.now() - MFA_CHALLENGE_TTL_MS - 1000);
		const forged = `${issueMfaChallenge(user).split('.')[0]}.AAAA`;
		for (const challenge of [expired, forged]) {
			const error = await logInWithMfaChallenge(ctx, {
				challenge,
				mfaToken: totpCode(secret, step + 2),
				mfaResend: false,
			}).catch((e) => e);
			expect(error.code).toBe('TokenInvalid');
		}
		expect(jar.setCookieHeaders()).toEqual([]);
	});
});
