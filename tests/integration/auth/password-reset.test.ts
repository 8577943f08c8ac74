import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	checkPasswordResetLink,
	completePasswordReset,
	requestPasswordReset,
} from '~/lib/identity/auth/password-reset.service.server.ts';
import { CookieJar } from '~/lib/platform/http/cookie-jar.server.ts';
import { AppError } from '~/lib/platform/http/errors.ts';
import {
	freshAddress,
	lastMail,
	linkIn,
	mailCount,
	makeUserWithPassword,
	setCookies,
	TestBrowser,
} from '../../helpers/test-browser.ts';
import type { TestDb } from '../../helpers/test-db.ts';
import { createTestDb, testDialect } from '../../helpers/test-db.ts';

const OLD = 'old password 1';
const NEW = 'brand new pass 2';
let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

/** Asks for a reset and returns the mailed link's username and token. */
async function resetLinkFor(user: { email: string }) {
	expect(await requestPasswordReset(t.db, user.email, freshAddress())).toBe('accepted');
	const mail = await lastMail(t.db, user.email, 'password_reset');
	const link = linkIn(mail!.text_body);
	// Mail links are built on the configured origin, never on a request's (client-chosen) Host.
	expect(link.origin).toBe(process.env.PUBLIC_ORIGIN ?? 'http://localhost:4321');
	const [, , username] = link.pathname.split('/');
	return { link, username: decodeURIComponent(username!), token: link.searchParams.get('t')! };
}

/** Submits the `/pw/{username}` form as a browser would; returns the cookies it set. */
async function submit(
	input: { username: string; token: string; password?: string; confirm?: string },
	cookie?: string,
) {
	const request = new Request('http://localhost/pw/x/', {
		method: 'POST',
		headers: cookie ? { cookie } : {},
	});
	const cookies = new CookieJar(request);
	try {
		await completePasswordReset(
			{ db: t.db, viewer: null, cookies, clientAddress: '127.0.0.1', request },
			{ password: NEW, confirm: input.password ?? NEW, ...input },
		);
	} catch (error) {
		if (error instanceof AppError) return { error: error.code, cookies: new Map() };
		throw error;
	}
	return { error: null, cookies: setCookies(cookies.applyTo(new Response(null))) };
}

describe(`password reset (AUTH-22) on ${testDialect()}`, () => {
	it('mails a 1-hour link to /pw/{username}/ at the current email only', async () => {
		const user = await makeUserWithPassword(t.db, OLD, {
			email_changing_to: 'pending-new@example.test',
		});
		const { link, username } = await resetLinkFor(user);
		expect(link.origin).toBe(process.env.PUBLIC_ORIGIN ?? 'http://localhost:4321');
		expect(username).toBe(user.username);
		const mail = await lastMail(t.db, user.email, 'password_reset');
		expect(mail!.subject).toBe('Reset your Corkboard password');
		expect(await mailCount(t.db, 'pending-new@example.test')).toBe(0);
		const row = await t.db
			.selectFrom('auth_tokens')
			.selectAll()
			.where('user_id', '=', user.id)
			.executeTakeFirstOrThrow();
		const ttl = new Date(row.expires_at).getTime() - new Date(row.created_at).getTime();
		expect(ttl).toBe(60 * 60 * 1000);
	});

	it('answers the same for unknown accounts and sends nothing', async () => {
		expect(await requestPasswordReset(t.db, 'ghost@example.test', freshAddress())).toBe('accepted');
		expect(await mailCount(t.db, 'ghost@example.test')).toBe(0);
	});

	it('works by username too, and is limited per account and per address', async () => {
		const user = await makeUserWithPassword(t.db, OLD);
		for (let i = 0; i < 5; i++) await requestPasswordReset(t.db, user.username, freshAddress());
		expect(await mailCount(t.db, user.email, 'password_reset')).toBe(3);
		const address = freshAddress();
		const answers: string[] = [];
		for (let i = 0; i < 11; i++)
			answers.push(await requestPasswordReset(t.db, `x${i}@example.test`, address));
		expect(answers.slice(0, 10).every((a) => a === 'accepted')).toBe(true);
		expect(answers[10]).toBe('rate_limited');
	});

	it('sets the new password, ends every session, verifies the email and logs in afresh', async () => {
		const user = await makeUserWithPassword(t.db, OLD);
		const elsewhere = new TestBrowser(t.db);
		await elsewhere.login(user.email, OLD);
		const link = await resetLinkFor(user);
		expect(await checkPasswordResetLink(t.db, link.username, link.token)).not.toBeNull();

		const result = await submit(link);
		expect(result.error).toBeNull();
		const session = result.cookies.get('_cb_sess');
		expect(session?.value).toBeTruthy();

		expect(await elsewhere.viewer()).toBeNull();
		const browser = new TestBrowser(t.db);
		browser.cookies.set('_cb_sess', session!.value!);
		expect((await browser.viewer())?.id).toBe(user.id);
		const sessions = await t.db
			.selectFrom('sessions')
			.select('id')
			.where('user_id', '=', user.id)
			.execute();
		expect(sessions).toHaveLength(1);

		const row = await t.db
			.selectFrom('users')
			.select(['email_verified_at', 'password_changed_at'])
			.where('id', '=', user.id)
			.executeTakeFirstOrThrow();
		expect(row.email_verified_at).not.toBeNull();
		expect(row.password_changed_at).not.toBeNull();
		expect((await new TestBrowser(t.db).login(user.email, OLD)).r.error.code).toBe('LoginFailed');
		expect((await new TestBrowser(t.db).login(user.email, NEW)).status).toBe(200);
	});

	it('a link works once, and a new password ends every other reset link', async () => {
		const user = await makeUserWithPassword(t.db, OLD);
		const first = await resetLinkFor(user);
		const second = await resetLinkFor(user);
		expect((await submit(first)).error).toBeNull();
		expect((await submit(first)).error).toBe('TokenInvalid');
		expect((await submit(second)).error).toBe('TokenInvalid');
	});

	it('refuses expired links, links for another username and mismatched passwords', async () => {
		const user = await makeUserWithPassword(t.db, OLD);
		const other = await makeUserWithPassword(t.db, OLD);
		const link = await resetLinkFor(user);
		expect((await submit({ ...link, username: other.username })).error).toBe('TokenInvalid');
		expect((await submit({ ...link, confirm: 'something else' })).error).toBe('PasswordMismatch');
		expect((await submit({ ...link, password: 'short', confirm: 'short' })).error).toBe(
			'InvalidPassword',
		);
		await t.db
			.updateTable('auth_tokens')
			.set({ expires_at: new Date(Date.now() - 1000).toISOString() })
			.where('user_id', '=', user.id)
			.execute();
		expect(await checkPasswordResetLink(t.db, link.username, link.token)).toBeNull();
		expect((await submit(link)).error).toBe('TokenInvalid');
		expect((await new TestBrowser(t.db).login(user.email, OLD)).status).toBe(200);
	});

	it('a link is dead once the account email changes', async () => {
		const user = await makeUserWithPassword(t.db, OLD);
		const link = await resetLinkFor(user);
		await t.db
			.updateTable('users')
			.set({ email: `changed-${user.email}` })
			.where('id', '=', user.id)
			.execute();
		expect((await submit(link)).error).toBe('TokenInvalid');
	});

	it('keeps the browser’s other live account as a stored account', async () => {
		const other = await makeUserWithPassword(t.db, OLD);
		const browser = new TestBrowser(t.db);
		await browser.login(other.email, OLD);
		const user = await makeUserWithPassword(t.db, OLD);
		const result = await submit(await resetLinkFor(user), browser.cookieHeader());
		expect(result.cookies.get('_cb_accts')?.value).toBe(browser.sessionToken);
	});
});
