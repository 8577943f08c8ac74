import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyEmailToken } from '~/lib/identity/auth/email-verification.service.server.ts';
import { GET as verifyGet } from '../../../src/pages/email/verify.ts';
import { POST as resendPost } from '../../../src/pages/v3/users/email/verify/resend/index.ts';
import { lastMail, linkIn, mailCount, TestBrowser } from '../../helpers/test-browser.ts';
import type { TestDb } from '../../helpers/test-db.ts';
import { createTestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

/** Signs up a new account in a fresh browser; returns the browser, user and mailed link. */
async function signUp(email: string) {
	const browser = new TestBrowser(t.db);
	const { r } = await browser.resource('UserRegisterResource', 'create', {
		email,
		password: 'correct horse 1',
		birthday: '1991-05-05',
	});
	const mail = await lastMail(t.db, email, 'email_verify');
	return { browser, user: r.data.user as { id: string }, link: linkIn(mail!.text_body) };
}

/** Opens `/email/verify/?t=…` as the browser would (a GET page endpoint). */
async function openLink(link: URL) {
	const url = new URL(link.pathname + link.search, 'http://localhost');
	return verifyGet({
		url,
		request: new Request(url),
		locals: { db: t.db, viewer: null },
	} as unknown as APIContext);
}

async function verifiedAt(userId: string) {
	const row = await t.db
		.selectFrom('users')
		.select('email_verified_at')
		.where('id', '=', userId)
		.executeTakeFirstOrThrow();
	return row.email_verified_at;
}

describe(`email verification on ${testDialect()}`, () => {
	it('the mailed link verifies the email once, then goes to the error page', async () => {
		const { user, link } = await signUp('verify-me@example.test');
		const first = await openLink(link);
		expect(first.status).toBe(303);
		expect(first.headers.get('location')).toBe('/?email_verified=1');
		expect(await verifiedAt(user.id)).not.toBeNull();
		const again = await openLink(link);
		expect(again.headers.get('location')).toBe('/email_verification_error');
	});

	it('AUTH-22: unknown, expired and stale links go to /email_verification_error', async () => {
		const bogus = await openLink(new URL('http://localhost/email/verify/?t=nope'));
		expect(bogus.headers.get('location')).toBe('/email_verification_error');
		const missing = await openLink(new URL('http://localhost/email/verify/'));
		expect(missing.headers.get('location')).toBe('/email_verification_error');

		const expired = await signUp('expired-link@example.test');
		await t.db
			.updateTable('auth_tokens')
			.set({ expires_at: new Date(Date.now() - 1000).toISOString() })
			.where('user_id', '=', expired.user.id)
			.execute();
		expect((await openLink(expired.link)).headers.get('location')).toBe(
			'/email_verification_error',
		);
		expect(await verifiedAt(expired.user.id)).toBeNull();

		// A link for an address the account no longer has proves nothing.
		const stale = await signUp('stale-link@example.test');
		await t.db
			.updateTable('users')
			.set({ email: 'replaced@example.test' })
			.where('id', '=', stale.user.id)
			.execute();
		expect(await verifyEmailToken(t.db, stale.link.searchParams.get('t')!)).toBeNull();
		expect(await verifiedAt(stale.user.id)).toBeNull();
	});

	it('AUTH-21: resend mails a new working link; an unconfirmed address gets 3 mails a day at most', async () => {
		const { browser, user } = await signUp('resend@example.test');
		const before = await mailCount(t.db, 'resend@example.test', 'email_verify');
		expect(before).toBe(1);
		const resend = () =>
			browser.rest(resendPost, {
				method: 'POST',
				path: '/v3/users/email/verify/resend/',
				json: {},
			});
		const first = await resend();
		expect(first.status).toBe(200);
		expect(first.r.data).toEqual({ already_verified: false, email_sent: true });
		expect(await mailCount(t.db, 'resend@example.test', 'email_verify')).toBe(before + 1);
		await resend();
		// The sign-up's mail and two resends: the third resend would be a 4th mail today.
		const third = await resend();
		expect(third.status).toBe(429);
		expect(third.r.error.code).toBe('RateLimited');
		expect(await mailCount(t.db, 'resend@example.test', 'email_verify')).toBe(3);

		const mail = await lastMail(t.db, 'resend@example.test', 'email_verify');
		expect((await openLink(linkIn(mail!.text_body))).headers.get('location')).toBe(
			'/?email_verified=1',
		);
		expect(await verifiedAt(user.id)).not.toBeNull();
	});

	it('AUTH-21: resend for a verified email answers already_verified and sends nothing', async () => {
		const { browser, link } = await signUp('already@example.test');
		await openLink(link);
		const before = await mailCount(t.db, 'already@example.test');
		const { r } = await browser.rest(resendPost, {
			method: 'POST',
			path: '/v3/users/email/verify/resend/',
			json: {},
		});
		expect(r.data).toEqual({ already_verified: true, email_sent: false });
		expect(await mailCount(t.db, 'already@example.test')).toBe(before);
	});

	it('resend needs a full login', async () => {
		const { status, r } = await new TestBrowser(t.db).rest(resendPost, {
			method: 'POST',
			path: '/v3/users/email/verify/resend/',
			json: {},
		});
		expect(status).toBe(401);
		expect(r.error.code).toBe('AuthenticationRequired');
	});
});
