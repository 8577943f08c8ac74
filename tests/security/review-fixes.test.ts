import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmAccountOwner } from '~/lib/identity/account/confirm-account-owner.server.ts';
import { confirmEmailChange } from '~/lib/identity/auth/email-change/email-change.service.server.ts';
import { logInWithMfaChallenge } from '~/lib/identity/auth/login.service.server.ts';
import { totpCode, totpStep } from '~/lib/identity/auth/mfa/totp.ts';
import { hashPassword } from '~/lib/identity/auth/password.server.ts';
import {
	completePasswordReset,
	requestPasswordReset,
} from '~/lib/identity/auth/password-reset.service.server.ts';
import { createSession } from '~/lib/identity/auth/session.server.ts';
import { CookieJar } from '~/lib/platform/http/cookie-jar.server.ts';
import { AppError } from '~/lib/platform/http/errors.ts';
import { POST as mfaPost, PUT as mfaPut } from '../../src/pages/v3/users/me/mfa/index.ts';
import { makeUser, viewerOf } from '../helpers/builders.ts';
import { reauthenticatedViewer } from '../helpers/reauth.ts';
import { callResource } from '../helpers/resource-call.ts';
import {
	freshAddress,
	lastMail,
	linkIn,
	makeUserWithPassword,
	TestBrowser,
} from '../helpers/test-browser.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';

/**
 * Regression tests of the security review: limits are counted before the slow check (so
 * parallel guesses cannot all pass a peek), a password change or reset cancels a pending email
 * change, the MFA challenge is bound to the password and never extended, and a linked business
 * is guarded by its owner's parental passcode.
 */

const PASSWORD = 'review pass 77';
const PASSCODE = '4821';
const PARALLEL = 30;
let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

async function codeOf(promise: Promise<unknown>): Promise<string> {
	try {
		await promise;
	} catch (error) {
		if (error instanceof AppError) return error.code;
		throw error;
	}
	return 'ok';
}

function tally(codes: string[]): Record<string, number> {
	const out: Record<string, number> = {};
	for (const c of codes) out[c] = (out[c] ?? 0) + 1;
	return out;
}

/** A logged-in user with MFA set up through the REST endpoints. */
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
	await browser.rest(mfaPut, {
		method: 'PUT',
		path: '/v3/users/me/mfa/',
		json: { code: totpCode(secret, step) },
	});
	return { user, secret, step };
}

function loginCtx(address = freshAddress()) {
	const request = new Request('http://localhost/login');
	return {
		db: t.db,
		viewer: null,
		cookies: new CookieJar(request),
		clientAddress: address,
		request,
	};
}

/** The challenge a first login step (right password, no code) answers. */
async function challengeFor(user: { email: string }): Promise<string> {
	const first = await new TestBrowser(t.db).login(user.email, PASSWORD);
	expect(first.r.error.code).toBe('MfaRequired');
	return first.r.error.extra_data.mfa_challenge as string;
}

describe(`limits hold against parallel guesses on ${testDialect()}`, () => {
	it('AUTH-02: 30 parallel wrong logins of one account evaluate at most 5; the right password is then refused', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD);
		const answers = await Promise.all(
			Array.from({ length: PARALLEL }, () =>
				new TestBrowser(t.db).login(user.email, 'wrong password 1'),
			),
		);
		const counts = tally(answers.map((a) => a.r.error.code));
		expect(counts.LoginFailed ?? 0).toBeLessThanOrEqual(5);
		expect((counts.LoginFailed ?? 0) + (counts.LoginRateLimited ?? 0)).toBe(PARALLEL);
		const right = await new TestBrowser(t.db).login(user.email, PASSWORD);
		expect(right.r.error?.code).toBe('LoginRateLimited');
	});

	it('AUTH-02: 30 parallel wrong logins from one address evaluate at most 20', async () => {
		const address = freshAddress();
		const answers = await Promise.all(
			Array.from({ length: PARALLEL }, (_, i) =>
				new TestBrowser(t.db, address).login(`nobody-${i}-${address}@example.test`, 'x'),
			),
		);
		const counts = tally(answers.map((a) => a.r.error.code));
		expect(counts.LoginFailed ?? 0).toBeLessThanOrEqual(20);
		expect((counts.LoginFailed ?? 0) + (counts.LoginRateLimited ?? 0)).toBe(PARALLEL);
	});

	it('AUTH-02: successful logins do not use up the address limit', async () => {
		const address = freshAddress();
		const user = await makeUserWithPassword(t.db, PASSWORD);
		for (let i = 0; i < 21; i++) {
			expect((await new TestBrowser(t.db, address).login(user.email, PASSWORD)).status).toBe(200);
		}
		const wrong = await new TestBrowser(t.db, address).login(user.email, 'wrong password 1');
		expect(wrong.r.error.code).toBe('LoginFailed');
	});

	it('AUTH-03: 30 parallel wrong MFA codes evaluate at most 5; a right code is then refused', async () => {
		const { user, secret, step } = await userWithMfa();
		const challenge = await challengeFor(user);
		const codes = await Promise.all(
			Array.from({ length: PARALLEL }, () =>
				codeOf(
					logInWithMfaChallenge(loginCtx(), { challenge, mfaToken: '000000', mfaResend: false }),
				),
			),
		);
		const counts = tally(codes);
		expect(counts.MfaInvalid ?? 0).toBeLessThanOrEqual(5);
		expect((counts.MfaInvalid ?? 0) + (counts.LoginRateLimited ?? 0)).toBe(PARALLEL);
		const right = await codeOf(
			logInWithMfaChallenge(loginCtx(), {
				challenge,
				mfaToken: totpCode(secret, step + 1),
				mfaResend: false,
			}),
		);
		expect(right).toBe('LoginRateLimited');
	});

	it('PPC-09: 30 parallel guesses do not find the passcode; the right one is then locked out', async () => {
		const user = await makeUser(t.db, { passcode_hash: await hashPassword(PASSCODE) });
		// 29 wrong guesses, then the right one: only the first 5 may be compared.
		const guesses = [...Array.from({ length: PARALLEL - 1 }, (_, i) => String(1000 + i)), PASSCODE];
		const answers = await Promise.all(
			guesses.map((passcode) =>
				callResource(
					t.db,
					'ParentalPasscodeVerifyResource',
					'create',
					{ passcode },
					viewerOf(user),
				),
			),
		);
		const counts = tally(answers.map((a) => a.r.error?.code ?? 'ok'));
		expect(counts.ok ?? 0).toBe(0);
		expect((counts.PasscodeIncorrect ?? 0) + (counts.PasscodeLocked ?? 0)).toBe(PARALLEL);
		const right = await callResource(
			t.db,
			'ParentalPasscodeVerifyResource',
			'create',
			{ passcode: PASSCODE },
			viewerOf(user),
		);
		expect(right.r.error?.code).toBe('PasscodeLocked');
	});

	it('PPC-09: a right passcode does not use up a try', async () => {
		const user = await makeUser(t.db, { passcode_hash: await hashPassword(PASSCODE) });
		const verify = (passcode: string) =>
			callResource(t.db, 'ParentalPasscodeVerifyResource', 'create', { passcode }, viewerOf(user));
		for (let i = 0; i < 6; i++) expect((await verify(PASSCODE)).r.data).toEqual({ valid: true });
		for (let i = 0; i < 4; i++)
			expect((await verify('1111')).r.error.code).toBe('PasscodeIncorrect');
		expect((await verify(PASSCODE)).r.data).toEqual({ valid: true });
		const fifth = await verify('1111');
		expect(fifth.r.error.code).toBe('PasscodeIncorrect');
		expect(fifth.r.error.extra_data.tries_left).toBe(0);
		expect((await verify(PASSCODE)).r.error.code).toBe('PasscodeLocked');
	});

	it('SET-07: 30 parallel wrong current passwords evaluate at most 5; the right one is then refused', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD);
		const session = await createSession(t.db, user.id);
		const viewer = viewerOf(user, { sessionId: session.sessionId });
		const change = (old: string) =>
			callResource(
				t.db,
				'UserPasswordResource',
				'update',
				{ old, new: 'a new password 9', new_confirm: 'a new password 9' },
				viewer,
			);
		const answers = await Promise.all(
			Array.from({ length: PARALLEL }, () => change('wrong password 1')),
		);
		const counts = tally(answers.map((a) => a.r.error?.code ?? 'ok'));
		expect(counts.PasswordIncorrect ?? 0).toBeLessThanOrEqual(5);
		expect((counts.PasswordIncorrect ?? 0) + (counts.RateLimited ?? 0)).toBe(PARALLEL);
		expect((await change(PASSWORD)).r.error?.code).toBe('RateLimited');
	});

	it('ACC: 30 parallel wrong passwords to close an account evaluate at most 5', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD);
		const codes = await Promise.all(
			Array.from({ length: PARALLEL }, () =>
				codeOf(confirmAccountOwner(t.db, user.id, { password: 'wrong password 1' })),
			),
		);
		const counts = tally(codes);
		expect(counts.PasswordIncorrect ?? 0).toBeLessThanOrEqual(5);
		expect((counts.PasswordIncorrect ?? 0) + (counts.RateLimited ?? 0)).toBe(PARALLEL);
		expect(await codeOf(confirmAccountOwner(t.db, user.id, { password: PASSWORD }))).toBe(
			'RateLimited',
		);
	});
});

describe(`a password change or reset cancels a pending email change on ${testDialect()}`, () => {
	/** Starts an email change as the user; returns the confirmation token mailed to the new address. */
	async function startChange(user: Awaited<ReturnType<typeof makeUser>>, to: string) {
		const viewer = await reauthenticatedViewer(t.db, user);
		const res = await callResource(t.db, 'UserSettingsResource', 'update', { email: to }, viewer);
		expect(res.status).toBe(200);
		const mail = await lastMail(t.db, to, 'email_change');
		const match = /\/email\/confirm-change\/\?t=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '');
		return { token: match![1]!, viewer };
	}
	const changingTo = async (id: string) =>
		(
			await t.db
				.selectFrom('users')
				.select('email_changing_to')
				.where('id', '=', id)
				.executeTakeFirstOrThrow()
		).email_changing_to;

	it('SET-04/SET-07: changing the password kills the email-change link', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD);
		const { token, viewer } = await startChange(user, `thief-${user.id}@example.test`);
		const session = await createSession(t.db, user.id);
		const res = await callResource(
			t.db,
			'UserPasswordResource',
			'update',
			{ old: PASSWORD, new: 'a new password 9', new_confirm: 'a new password 9' },
			viewerOf(user, { sessionId: session.sessionId }),
		);
		expect(res.status).toBe(200);
		expect(await changingTo(user.id)).toBeNull();
		expect(await codeOf(confirmEmailChange(t.db, viewer, token))).toBe('TokenInvalid');
	});

	it('SET-04/AUTH-22: resetting the password kills the email-change link', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD);
		const { token, viewer } = await startChange(user, `thief-${user.id}@example.test`);
		expect(await requestPasswordReset(t.db, user.email, freshAddress())).toBe('accepted');
		const link = linkIn((await lastMail(t.db, user.email, 'password_reset'))!.text_body);
		const request = new Request('http://localhost/pw/x/', { method: 'POST' });
		await completePasswordReset(
			{
				db: t.db,
				viewer: null,
				cookies: new CookieJar(request),
				clientAddress: '127.0.0.1',
				request,
			},
			{
				username: user.username,
				token: link.searchParams.get('t')!,
				password: 'a new password 9',
				confirm: 'a new password 9',
			},
		);
		expect(await changingTo(user.id)).toBeNull();
		expect(await codeOf(confirmEmailChange(t.db, viewer, token))).toBe('TokenInvalid');
	});
});

describe(`the MFA challenge on ${testDialect()}`, () => {
	it('AUTH-03: a wrong code on the challenge path answers the same challenge, not a longer one', async () => {
		const { user } = await userWithMfa();
		const challenge = await challengeFor(user);
		const wrong = await logInWithMfaChallenge(loginCtx(), {
			challenge,
			mfaToken: '000000',
			mfaResend: false,
		}).catch((e) => e);
		expect(wrong.code).toBe('MfaInvalid');
		expect(wrong.extra.mfa_challenge).toBe(challenge);
		const required = await logInWithMfaChallenge(loginCtx(), {
			challenge,
			mfaToken: undefined,
			mfaResend: false,
		}).catch((e) => e);
		expect(required.code).toBe('MfaRequired');
		expect(required.extra.mfa_challenge).toBe(challenge);
	});

	it('AUTH-03/AUTH-22: a challenge stops working once the password is reset', async () => {
		const { user, secret, step } = await userWithMfa();
		const challenge = await challengeFor(user);
		await t.db
			.updateTable('users')
			.set({ password_hash: await hashPassword('another password 5') })
			.where('id', '=', user.id)
			.execute();
		const error = await codeOf(
			logInWithMfaChallenge(loginCtx(), {
				challenge,
				mfaToken: totpCode(secret, step + 1),
				mfaResend: false,
			}),
		);
		expect(error).toBe('TokenInvalid');
	});
});

describe(`a linked business uses its owner's parental passcode on ${testDialect()}`, () => {
	it("PPC-01/MAS: a protected change of the business needs the owner's passcode", async () => {
		const owner = await makeUser(t.db, { passcode_hash: await hashPassword(PASSCODE) });
		const business = await makeUser(t.db, {
			account_type: 'business',
			owner_user_id: owner.id,
			business_name: 'Owner Biz',
		});
		const viewer = viewerOf(business, { ownerUserId: owner.id });
		const update = (options: Record<string, unknown>) =>
			callResource(t.db, 'UserSettingsResource', 'update', options, viewer);
		expect((await update({ about: 'sneaky' })).r.error?.code).toBe('PasscodeRequired');
		expect((await update({ about: 'sneaky', passcode: '1111' })).r.error?.code).toBe(
			'PasscodeIncorrect',
		);
		const ok = await update({ about: 'allowed', passcode: PASSCODE });
		expect(ok.status).toBe(200);
		// PPC-09: the passcode modal checks the owner's passcode for the business too.
		const verify = (passcode: string) =>
			callResource(t.db, 'ParentalPasscodeVerifyResource', 'create', { passcode }, viewer);
		expect((await verify(PASSCODE)).r.data).toEqual({ valid: true });
		expect((await verify('1111')).r.error?.code).toBe('PasscodeIncorrect');
	});
});
