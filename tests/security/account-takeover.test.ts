import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deactivateAccount } from '~/lib/identity/account/deactivate-account.service.server.ts';
import { confirmEmailChange } from '~/lib/identity/auth/email-change/email-change.service.server.ts';
import { totpCode, totpStep } from '~/lib/identity/auth/mfa/totp.ts';
import { hashPassword } from '~/lib/identity/auth/password.server.ts';
import { REAUTH_WINDOW_MS } from '~/lib/identity/auth/reauth/reauth-window.ts';
import { createSession } from '~/lib/identity/auth/session.server.ts';
import { createLinkedBusiness } from '~/lib/identity/multi-account/linked-business.service.server.ts';
import { POST as mfaPost, PUT as mfaPut } from '../../src/pages/v3/users/me/mfa/index.ts';
import { accountSecurityKit, codeOf, KIT_PASSWORD } from '../helpers/account-security.ts';
import { makeUser, viewerOf } from '../helpers/builders.ts';
import { reauthenticatedViewer } from '../helpers/reauth.ts';
import { callResource } from '../helpers/resource-call.ts';
import { makeUserWithPassword } from '../helpers/test-browser.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';

/**
 * Account takeover from a stolen session (the account-security review, findings 1, 8 and 11):
 * a session cookie alone no longer changes the sign-in email or username, the password, MFA
 * settings, or closes the account; a linked business is confirmed by its owner; turning on MFA
 * or changing the email ends the other sessions with a notice. The email change's undo link
 * and its mail limits are in `email-change-abuse.test.ts`.
 */

let t: TestDb;
let kit: ReturnType<typeof accountSecurityKit>;
beforeAll(async () => {
	t = await createTestDb();
	kit = accountSecurityKit(t.db);
});
afterAll(async () => {
	await t?.destroy();
});

describe(`finding 1: sign-in identifiers need a fresh re-authentication on ${testDialect()}`, () => {
	it('a stolen session cannot change the email or username; nothing changes, nothing is mailed', async () => {
		const user = await makeUserWithPassword(t.db, KIT_PASSWORD);
		const thief = await kit.stolenSession(user);
		const email = await kit.settings(thief, { email: `thief-${user.id}@evil.example` });
		expect(email.status).toBe(403);
		expect(email.r.error.code).toBe('ReauthRequired');
		expect(email.r.error.extra_data).toMatchObject({ reauth_required: true, mfa_required: false });
		expect(
			(await kit.settings(thief, { username: `taken_${user.id}`.slice(0, 30) })).r.error.code,
		).toBe('ReauthRequired');
		const after = await kit.row(user.id);
		expect(after.email_changing_to).toBeNull();
		expect(after.username).toBe(user.username);
		expect(await kit.mails(`thief-${user.id}@evil.example`)).toHaveLength(0);
		// Other settings still save without one.
		expect((await kit.settings(thief, { about: 'still mine' })).status).toBe(200);
	});

	it('UserReauthResource: the password (and with MFA the code) opens a 10-minute window', async () => {
		const user = await makeUserWithPassword(t.db, KIT_PASSWORD);
		const viewer = await kit.stolenSession(user);
		expect((await kit.reauth(viewer, { password: 'wrong password 1' })).r.error.code).toBe(
			'PasswordIncorrect',
		);
		expect((await kit.reauth(viewer, { password: KIT_PASSWORD })).status).toBe(200);
		const moved = await kit.settings(viewer, { email: `moved-${user.id}@example.com` });
		expect(moved.r.data.email_changing_to).toBe(`moved-${user.id}@example.com`);

		// The window ends.
		await t.db
			.updateTable('sessions')
			.set({ reauthenticated_at: new Date(Date.now() - REAUTH_WINDOW_MS - 1000).toISOString() })
			.where('id', '=', viewer.sessionId)
			.execute();
		expect(
			(await kit.settings(viewer, { email: `again-${user.id}@example.com` })).r.error.code,
		).toBe('ReauthRequired');
	});

	it('with MFA on, the password alone does not re-authenticate', async () => {
		const { user, code } = await kit.userWithMfa();
		const viewer = await kit.stolenSession(user);
		const change = await kit.settings(viewer, { email: `mfa-${user.id}@example.com` });
		expect(change.r.error.extra_data.mfa_required).toBe(true);
		expect((await kit.reauth(viewer, { password: KIT_PASSWORD })).r.error.code).toBe('MfaRequired');
		expect(
			(await kit.reauth(viewer, { password: KIT_PASSWORD, mfa_code: '000000' })).r.error.code,
		).toBe('MfaInvalid');
		expect((await kit.settings(viewer, { email: `mfa-${user.id}@example.com` })).r.error.code).toBe(
			'ReauthRequired',
		);
		expect((await kit.reauth(viewer, { password: KIT_PASSWORD, mfa_code: code() })).status).toBe(
			200,
		);
		expect((await kit.settings(viewer, { email: `mfa-${user.id}@example.com` })).status).toBe(200);
	});

	it('the password change with MFA on needs the code or a fresh re-authentication', async () => {
		const { user, code } = await kit.userWithMfa();
		const viewer = await kit.stolenSession(user);
		const change = (extra: Record<string, unknown> = {}) =>
			callResource(
				t.db,
				'UserPasswordResource',
				'update',
				{ old: KIT_PASSWORD, new: 'a new password 5', new_confirm: 'a new password 5', ...extra },
				viewer,
			);
		expect((await change()).r.error.code).toBe('ReauthRequired');
		expect((await kit.row(user.id)).password_hash).toBe(user.password_hash);
		expect((await change({ mfa_code: code(1) })).status).toBe(200);
	});

	it('MFA settings: new backup codes need the code (or a fresh re-authentication)', async () => {
		const { user, code } = await kit.userWithMfa();
		const viewer = await kit.stolenSession(user);
		const { POST } = await import('../../src/pages/v3/users/me/mfa/backup_codes/index.ts');
		const regenerate = (json: Record<string, unknown>) =>
			kit.rest(POST, { method: 'POST', path: '/v3/users/me/mfa/backup_codes/', json, viewer });
		expect((await regenerate({ password: KIT_PASSWORD })).r.error.code).toBe('ReauthRequired');
		const ok = await regenerate({ password: KIT_PASSWORD, code: code(-1) });
		expect(ok.r.data.backup_codes).toHaveLength(10);
	});

	it('closing or deactivating with MFA on needs the code', async () => {
		const { user, code } = await kit.userWithMfa();
		const session = await createSession(t.db, user.id);
		expect(
			await codeOf(
				deactivateAccount(t.db, user.id, { password: KIT_PASSWORD, sessionId: session.sessionId }),
			),
		).toBe('ReauthRequired');
		expect((await kit.row(user.id)).status).toBe('active');
		expect(
			await codeOf(
				deactivateAccount(t.db, user.id, {
					password: KIT_PASSWORD,
					mfaCode: code(),
					sessionId: session.sessionId,
				}),
			),
		).toBe('ok');
		expect((await kit.row(user.id)).status).toBe('deactivated');
	});

	it('the confirmation link works only for the account that asked, signed in', async () => {
		const user = await makeUserWithPassword(t.db, KIT_PASSWORD);
		const viewer = await reauthenticatedViewer(t.db, user);
		await kit.settings(viewer, { email: `confirm-${user.id}@example.com` });
		const token = await kit.tokenMailed(`confirm-${user.id}@example.com`, '/email/confirm-change/');
		const stranger = await reauthenticatedViewer(t.db, await makeUser(t.db));
		expect(await codeOf(confirmEmailChange(t.db, stranger, token))).toBe('TokenInvalid');
		expect((await kit.row(user.id)).email).toBe(user.email);
		expect(await confirmEmailChange(t.db, viewer, token)).toEqual({
			email: `confirm-${user.id}@example.com`,
		});
	});
});

describe(`finding 8: a linked business is confirmed by its owner on ${testDialect()}`, () => {
	async function ownerAndBusiness() {
		const owner = await makeUserWithPassword(t.db, KIT_PASSWORD);
		const biz = await createLinkedBusiness(t.db, owner, { business_name: 'Takeover Shop' });
		const business = await kit.row(biz.id);
		const session = await createSession(t.db, business.id, { ownerUserId: owner.id });
		const viewer = viewerOf(
			{ ...business, account_type: 'business' },
			{ sessionId: session.sessionId, ownerUserId: owner.id },
		);
		return { owner, business, viewer };
	}

	it('a business session cannot set a first password without the owner’s password', async () => {
		const { business, viewer } = await ownerAndBusiness();
		const set = (old?: string) =>
			callResource(
				t.db,
				'UserPasswordResource',
				'update',
				{ new: 'business pass 12', new_confirm: 'business pass 12', ...(old ? { old } : {}) },
				viewer,
			);
		expect((await set()).r.error.code).toBe('PasswordIncorrect');
		expect((await set('business pass 12')).r.error.code).toBe('PasswordIncorrect');
		expect((await kit.row(business.id)).password_hash).toBeNull();
		expect((await set(KIT_PASSWORD)).status).toBe(200);
	});

	it('a business’s own password never closes or deactivates it; its owner’s does', async () => {
		const { business } = await ownerAndBusiness();
		await t.db
			.updateTable('users')
			.set({ password_hash: await hashPassword('business pass 12') })
			.where('id', '=', business.id)
			.execute();
		expect(
			await codeOf(deactivateAccount(t.db, business.id, { password: 'business pass 12' })),
		).toBe('PasswordIncorrect');
		expect((await kit.row(business.id)).status).toBe('active');
		expect(await codeOf(deactivateAccount(t.db, business.id, { password: KIT_PASSWORD }))).toBe(
			'ok',
		);
	});

	it('a personal account without a password sets its first one by a reset link', async () => {
		const user = await makeUser(t.db, { password_hash: null });
		const viewer = await kit.stolenSession(user);
		const res = await callResource(
			t.db,
			'UserPasswordResource',
			'update',
			{ new: 'first pass 123', new_confirm: 'first pass 123' },
			viewer,
		);
		expect(res.r.error.code).toBe('PasswordNotSet');
		expect((await kit.row(user.id)).password_hash).toBeNull();
	});
});

describe(`finding 11: turning on MFA or changing the email ends the other sessions on ${testDialect()}`, () => {
	it('MFA on: other sessions end, this one stays, and a notice lists them by browser only', async () => {
		const user = await makeUserWithPassword(t.db, KIT_PASSWORD);
		await createSession(t.db, user.id, {
			client:
				'Mozilla/5.0 (Windows NT 10.0) Chrome/140.0 Safari/537.36 <a href=https://phish.example>',
		});
		await createSession(t.db, user.id, {
			client: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18) Safari/604.1',
		});
		const viewer = await kit.stolenSession(user);
		const setup = await kit.rest(mfaPost, {
			method: 'POST',
			path: '/v3/users/me/mfa/',
			json: { password: KIT_PASSWORD },
			viewer,
		});
		const secret = setup.r.data.secret as string;
		const on = await kit.rest(mfaPut, {
			method: 'PUT',
			path: '/v3/users/me/mfa/',
			json: { code: totpCode(secret, totpStep()) },
			viewer,
		});
		expect(on.r.data.enabled).toBe(true);
		const left = await t.db
			.selectFrom('sessions')
			.select('id')
			.where('user_id', '=', user.id)
			.execute();
		expect(left.map((s) => s.id)).toEqual([viewer.sessionId]);
		const notice = (await kit.mails(user.email)).find((m) => m.kind === 'sessions_ended');
		expect(notice?.text_body).toContain('Chrome on Windows');
		expect(notice?.text_body).toContain('Safari on iOS');
		expect(notice?.text_body).not.toContain('phish.example');
	});

	it('email confirmed: other sessions end, with a notice to the new address', async () => {
		const user = await makeUserWithPassword(t.db, KIT_PASSWORD);
		await createSession(t.db, user.id, { client: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' });
		const viewer = await reauthenticatedViewer(t.db, user);
		const to = `moved-on-${user.id}@example.com`;
		await kit.settings(viewer, { email: to });
		await confirmEmailChange(t.db, viewer, await kit.tokenMailed(to, '/email/confirm-change/'));
		expect(await kit.sessionCount(user.id)).toBe(1);
		const notice = (await kit.mails(to)).find((m) => m.kind === 'sessions_ended');
		expect(notice?.text_body).toContain('Firefox on Linux');
	});
});
