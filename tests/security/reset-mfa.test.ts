import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceBackupCodes } from '~/lib/identity/auth/accounts.repository.server.ts';
import {
	AUTH_TOKEN_TTL_MS,
	issueShortCode,
} from '~/lib/identity/auth/auth-tokens.repository.server.ts';
import { logInWithMfaChallenge } from '~/lib/identity/auth/login.service.server.ts';
import { generateBackupCodes, hashBackupCode } from '~/lib/identity/auth/mfa/backup-codes.ts';
import { generateTotpSecret, totpCode, totpStep } from '~/lib/identity/auth/mfa/totp.ts';
import {
	completePasswordReset,
	requestPasswordReset,
} from '~/lib/identity/auth/password-reset.service.server.ts';
import { CookieJar } from '~/lib/platform/http/cookie-jar.server.ts';
import { AppError } from '~/lib/platform/http/errors.ts';
import { type ServerProcess, startServer } from '../helpers/server-process.ts';
import {
	freshAddress,
	lastMail,
	linkIn,
	mailCount,
	makeUserWithPassword,
	setCookies,
	TestBrowser,
} from '../helpers/test-browser.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';

/**
 * Finding 2 (AUTH-03, AUTH-22): a password reset proves only the mailbox, so on an account with
 * MFA it stores the new password but starts no session: the app's code or a backup code must
 * follow (never a mailed code, which goes to the same mailbox). Accounts without MFA are logged
 * in at once, as before.
 */
const OLD = 'old password 1';
const NEW = 'brand new pass 2';
let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

async function mfaUser() {
	const secret = generateTotpSecret();
	const user = await makeUserWithPassword(t.db, OLD, { mfa_enabled: 1, mfa_secret: secret });
	const backupCodes = generateBackupCodes();
	await replaceBackupCodes(t.db, user.id, backupCodes.map(hashBackupCode));
	return { user, secret, backupCodes };
}

async function resetLinkFor(user: { email: string }) {
	expect(await requestPasswordReset(t.db, user.email, freshAddress())).toBe('accepted');
	const link = linkIn((await lastMail(t.db, user.email, 'password_reset'))!.text_body);
	const [, , username] = link.pathname.split('/');
	return { link, username: decodeURIComponent(username!), token: link.searchParams.get('t')! };
}

function context() {
	const request = new Request('http://localhost/pw/x/', { method: 'POST' });
	const cookies = new CookieJar(request);
	return {
		ctx: { db: t.db, viewer: null, cookies, clientAddress: freshAddress(), request },
		sessionCookie: () => setCookies(cookies.applyTo(new Response(null))).get('_cb_sess')?.value,
	};
}

/** Resets the password; answers the error (or null) and the session cookie it set, if any. */
async function reset(link: { username: string; token: string }) {
	const { ctx, sessionCookie } = context();
	const error = await completePasswordReset(ctx, {
		username: link.username,
		token: link.token,
		password: NEW,
		confirm: NEW,
	}).then(
		() => null,
		(e: unknown) => e as AppError,
	);
	return { error, session: sessionCookie() };
}

/** The code step of the reset, as the page posts it. */
async function code(challenge: string, mfaToken: string | undefined, mfaResend = false) {
	const { ctx, sessionCookie } = context();
	const error = await logInWithMfaChallenge(ctx, { challenge, mfaToken, mfaResend }).then(
		() => null,
		(e: unknown) => e as AppError,
	);
	return { error, session: sessionCookie() };
}

const sessionsOf = async (userId: string) =>
	(await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;

describe(`a password reset on an account with MFA (AUTH-03/AUTH-22) on ${testDialect()}`, () => {
	it('stores the password, ends the old sessions, and starts no session until the app code', async () => {
		const { user, secret } = await mfaUser();
		const elsewhere = new TestBrowser(t.db);
		const first = await elsewhere.login(user.email, OLD, {
			mfa_token: totpCode(secret, totpStep()),
		});
		expect(first.status).toBe(200);
		expect(await sessionsOf(user.id)).toBe(1);

		const answer = await reset(await resetLinkFor(user));
		expect(answer.error).toBeInstanceOf(AppError);
		expect(answer.error!.code).toBe('MfaRequired');
		expect(answer.error!.extra).toMatchObject({ mfa_required: true, mail_code: false });
		const challenge = answer.error!.extra!.mfa_challenge as string;
		expect(typeof challenge).toBe('string');
		expect(answer.session).toBeUndefined();
		// The old sessions are still revoked, and no new one exists.
		expect(await elsewhere.viewer()).toBeNull();
		expect(await sessionsOf(user.id)).toBe(0);
		// The new password is stored (the old one no longer works).
		expect((await new TestBrowser(t.db).login(user.email, OLD)).r.error.code).toBe('LoginFailed');

		const wrong = await code(challenge, '000000');
		expect(wrong.error?.code).toBe('MfaInvalid');
		expect(wrong.session).toBeUndefined();
		expect(await sessionsOf(user.id)).toBe(0);

		const ok = await code(challenge, totpCode(secret, totpStep() + 1));
		expect(ok.error).toBeNull();
		expect(ok.session).toBeTruthy();
		const browser = new TestBrowser(t.db);
		browser.cookies.set('_cb_sess', ok.session!);
		expect((await browser.viewer())?.id).toBe(user.id);
	});

	it('a backup code finishes it too, once', async () => {
		const { user, backupCodes } = await mfaUser();
		const { error } = await reset(await resetLinkFor(user));
		const challenge = error!.extra!.mfa_challenge as string;
		const ok = await code(challenge, backupCodes[3]);
		expect(ok.error).toBeNull();
		expect(ok.session).toBeTruthy();
		expect((await code(challenge, backupCodes[3])).error?.code).toBe('MfaInvalid');
	});

	it('offers and accepts no mailed code: that would be the same mailbox again', async () => {
		const { user, secret } = await mfaUser();
		const { error } = await reset(await resetLinkFor(user));
		const challenge = error!.extra!.mfa_challenge as string;
		const before = await mailCount(t.db, user.email, 'mfa_email');
		const resend = await code(challenge, undefined, true);
		expect(resend.error?.code).toBe('MfaRequired');
		expect(resend.error?.extra).toMatchObject({ mail_code: false });
		expect(resend.error?.extra?.code_sent).toBeUndefined();
		expect(await mailCount(t.db, user.email, 'mfa_email')).toBe(before);
		// A mailed code (say, one asked for before the reset) is not accepted either.
		const mailed = await issueShortCode(t.db, {
			userId: user.id,
			purpose: 'mfa_email',
			email: user.email,
			ttlMs: AUTH_TOKEN_TTL_MS.mfa_email,
		});
		const withMailed = await code(challenge, mailed);
		expect(withMailed.error?.code).toBe('MfaInvalid');
		expect(withMailed.session).toBeUndefined();

		// Whoever set the new password cannot use the login page's mailed code instead.
		const thief = new TestBrowser(t.db);
		const login = await thief.login(user.email, NEW, { mfa_resend: true });
		expect(login.r.error.code).toBe('MfaRequired');
		expect(login.r.error.extra_data.mail_code).toBe(false);
		expect(await mailCount(t.db, user.email, 'mfa_email')).toBe(before);
		const again = await issueShortCode(t.db, {
			userId: user.id,
			purpose: 'mfa_email',
			email: user.email,
			ttlMs: AUTH_TOKEN_TTL_MS.mfa_email,
		});
		expect((await thief.login(user.email, NEW, { mfa_token: again })).r.error.code).toBe(
			'MfaInvalid',
		);
		expect(await thief.viewer()).toBeNull();

		// Once the owner has used the app, mailed codes are a second factor again.
		const owner = new TestBrowser(t.db);
		expect(
			(await owner.login(user.email, NEW, { mfa_token: totpCode(secret, totpStep()) })).status,
		).toBe(200);
		const later = await new TestBrowser(t.db).login(user.email, NEW, { mfa_resend: true });
		expect(later.r.error.extra_data).toMatchObject({ code_sent: true, mail_code: true });
	});

	it('an account without MFA is logged in at once, as before', async () => {
		const user = await makeUserWithPassword(t.db, OLD);
		const elsewhere = new TestBrowser(t.db);
		await elsewhere.login(user.email, OLD);
		const answer = await reset(await resetLinkFor(user));
		expect(answer.error).toBeNull();
		expect(answer.session).toBeTruthy();
		expect(await elsewhere.viewer()).toBeNull();
		expect(await sessionsOf(user.id)).toBe(1);
	});
});

describe(`the reset page's code step, through the built server, on ${testDialect()}`, () => {
	let server: ServerProcess;
	const CSRF = 'resetmfacsrftoken0123456';
	beforeAll(async () => {
		server = await startServer(t.env);
	});
	afterAll(async () => {
		server?.child.kill('SIGTERM');
		await server?.exited;
	});

	function post(path: string, fields: Record<string, string>) {
		return fetch(`${server.url}${path}`, {
			method: 'POST',
			redirect: 'manual',
			headers: {
				cookie: `csrftoken=${CSRF}`,
				origin: server.url,
				'content-type': 'application/x-www-form-urlencoded',
			},
			body: new URLSearchParams({ csrftoken: CSRF, ...fields }),
		});
	}

	const hasSession = (res: Response) =>
		res.headers.getSetCookie().some((c) => c.startsWith('_cb_sess=') && !/Max-Age=0/i.test(c));

	it('asks for the code after the new password, and only the code logs in', async () => {
		const { user, secret } = await mfaUser();
		const { link } = await resetLinkFor(user);
		const path = `${link.pathname}${link.search}`;

		const saved = await post(path, { t: link.searchParams.get('t')!, password: NEW, confirm: NEW });
		expect(saved.status).toBe(200);
		expect(hasSession(saved)).toBe(false);
		const page = await saved.text();
		expect(page).toContain('name="mfa_token"');
		expect(page).not.toContain('name="password"');
		expect(page).not.toContain('Email me a code');
		expect(page).not.toContain(NEW);
		const challenge = /name="mfa_challenge" value="([^"]+)"/.exec(page)?.[1];
		expect(challenge).toBeTruthy();
		expect(await sessionsOf(user.id)).toBe(0);

		const wrong = await post(path, { mfa_challenge: challenge!, mfa_token: '000000' });
		expect(wrong.status).toBe(401);
		expect(hasSession(wrong)).toBe(false);
		expect(await wrong.text()).toContain('name="mfa_token"');

		const ok = await post(path, {
			mfa_challenge: challenge!,
			mfa_token: totpCode(secret, totpStep()),
		});
		expect(ok.status).toBe(303);
		expect(ok.headers.get('location')).toBe('/');
		expect(hasSession(ok)).toBe(true);
		expect(await sessionsOf(user.id)).toBe(1);
	});

	it('an account without MFA is logged in by the new password, as before', async () => {
		const user = await makeUserWithPassword(t.db, OLD);
		const { link } = await resetLinkFor(user);
		const res = await post(`${link.pathname}${link.search}`, {
			t: link.searchParams.get('t')!,
			password: NEW,
			confirm: NEW,
		});
		expect(res.status).toBe(303);
		expect(hasSession(res)).toBe(true);
	});
});
