import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deactivateAccount } from '~/lib/account/deactivate-account.service.server.ts';
import { findUsableLinkToken } from '~/lib/auth/auth-tokens.server.ts';
import { generateTotpSecret, totpCode, totpStep } from '~/lib/auth/mfa/totp.ts';
import { hashPassword } from '~/lib/auth/password.server.ts';
import { requestPasswordReset } from '~/lib/auth/password-reset.service.server.ts';
import { REAUTH_WINDOW_MS } from '~/lib/auth/reauth/reauth-window.ts';
import { createSession } from '~/lib/auth/session.server.ts';
import type { Viewer } from '~/lib/auth/viewer.ts';
import { AppError } from '~/lib/http/errors.ts';
import { createLinkedBusiness } from '~/lib/multi-account/linked-business.service.server.ts';
import { confirmEmailChange } from '~/lib/settings/email-change.service.server.ts';
import { undoEmailChange } from '~/lib/settings/email-change-undo.service.server.ts';
import { POST as mfaPost, PUT as mfaPut } from '../../src/pages/v3/users/me/mfa/index.ts';
import { makeUser, viewerOf } from '../helpers/builders.ts';
import { reauthenticatedViewer } from '../helpers/reauth.ts';
import { callResource, type Envelope } from '../helpers/resource-call.ts';
import { callRest } from '../helpers/rest.ts';
import { makeUserWithPassword } from '../helpers/test-browser.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';

/**
 * Account takeover from a stolen session (the account-security review, findings 1, 8 and 11):
 * a session cookie alone no longer changes the sign-in email or username, the password, MFA
 * settings, or closes the account; the old address can undo an email change and lock the
 * account; a linked business is confirmed by its owner; turning on MFA or changing the email
 * ends the other sessions with a notice.
 */

const PASSWORD = 'takeover pass 31';
let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

type U = Awaited<ReturnType<typeof makeUser>>;

/** A stolen cookie: a real session that never re-authenticated. */
async function stolenSession(user: U): Promise<Viewer> {
	const session = await createSession(t.db, user.id, {
		client: 'Mozilla/5.0 (X11; Linux) Firefox/140.0',
	});
	return viewerOf(user, { sessionId: session.sessionId });
}

const settings = (viewer: Viewer, options: Record<string, unknown>, clientAddress?: string) =>
	callResource(t.db, 'UserSettingsResource', 'update', options, viewer, {
		...(clientAddress ? { clientAddress } : {}),
	});
const reauth = (viewer: Viewer, options: Record<string, unknown>) =>
	callResource(t.db, 'UserReauthResource', 'create', options, viewer);
/** A REST route called through the real handler, answered as `{status, r}`. */
async function rest(
	route: Parameters<typeof callRest>[0],
	options: Omit<Parameters<typeof callRest>[1], 'db'>,
) {
	const res = await callRest(route, { db: t.db, ...options });
	const json = (await res.json()) as { resource_response: Envelope['r'] };
	return { status: res.status, r: json.resource_response };
}
const row = (id: string) =>
	t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const mails = (to: string) =>
	t.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();
const sessionCount = async (userId: string) =>
	(await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;

async function codeOf(promise: Promise<unknown>): Promise<string> {
	try {
		await promise;
	} catch (error) {
		if (error instanceof AppError) return error.code;
		throw error;
	}
	return 'ok';
}

/** A user with a password and MFA on; `code(k)` gives the TOTP code k steps from now. */
async function userWithMfa(overrides: Parameters<typeof makeUser>[1] = {}) {
	const secret = generateTotpSecret();
	const user = await makeUserWithPassword(t.db, PASSWORD, {
		mfa_enabled: 1,
		mfa_secret: secret,
		...overrides,
	});
	return { user, code: (k = 0) => totpCode(secret, totpStep() + k) };
}

/** The token of the last link of `path` mailed to `to`. */
async function tokenMailed(to: string, path: string): Promise<string> {
	const pattern = new RegExp(`${path.replace(/\//g, '\\/')}\\?t=([A-Za-z0-9_-]+)`);
	const found = (await mails(to))
		.map((m) => pattern.exec(m.text_body)?.[1])
		.filter(Boolean)
		.at(-1);
	if (!found) throw new Error(`no ${path} link mailed to ${to}`);
	return found;
}

describe(`finding 1: sign-in identifiers need a fresh re-authentication on ${testDialect()}`, () => {
	it('a stolen session cannot change the email or username; nothing changes, nothing is mailed', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD);
		const thief = await stolenSession(user);
		const email = await settings(thief, { email: `thief-${user.id}@evil.example` });
		expect(email.status).toBe(403);
		expect(email.r.error.code).toBe('ReauthRequired');
		expect(email.r.error.extra_data).toMatchObject({ reauth_required: true, mfa_required: false });
		expect(
			(await settings(thief, { username: `taken_${user.id}`.slice(0, 30) })).r.error.code,
		).toBe('ReauthRequired');
		const after = await row(user.id);
		expect(after.email_changing_to).toBeNull();
		expect(after.username).toBe(user.username);
		expect(await mails(`thief-${user.id}@evil.example`)).toHaveLength(0);
		// Other settings still save without one.
		expect((await settings(thief, { about: 'still mine' })).status).toBe(200);
	});

	it('UserReauthResource: the password (and with MFA the code) opens a 10-minute window', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD);
		const viewer = await stolenSession(user);
		expect((await reauth(viewer, { password: 'wrong password 1' })).r.error.code).toBe(
			'PasswordIncorrect',
		);
		expect((await reauth(viewer, { password: PASSWORD })).status).toBe(200);
		const moved = await settings(viewer, { email: `moved-${user.id}@example.com` });
		expect(moved.r.data.email_changing_to).toBe(`moved-${user.id}@example.com`);

		// The window ends.
		await t.db
			.updateTable('sessions')
			.set({ reauthenticated_at: new Date(Date.now() - REAUTH_WINDOW_MS - 1000).toISOString() })
			.where('id', '=', viewer.sessionId)
			.execute();
		expect((await settings(viewer, { email: `again-${user.id}@example.com` })).r.error.code).toBe(
			'ReauthRequired',
		);
	});

	it('with MFA on, the password alone does not re-authenticate', async () => {
		const { user, code } = await userWithMfa();
		const viewer = await stolenSession(user);
		const change = await settings(viewer, { email: `mfa-${user.id}@example.com` });
		expect(change.r.error.extra_data.mfa_required).toBe(true);
		expect((await reauth(viewer, { password: PASSWORD })).r.error.code).toBe('MfaRequired');
		expect((await reauth(viewer, { password: PASSWORD, mfa_code: '000000' })).r.error.code).toBe(
			'MfaInvalid',
		);
		expect((await settings(viewer, { email: `mfa-${user.id}@example.com` })).r.error.code).toBe(
			'ReauthRequired',
		);
		expect((await reauth(viewer, { password: PASSWORD, mfa_code: code() })).status).toBe(200);
		expect((await settings(viewer, { email: `mfa-${user.id}@example.com` })).status).toBe(200);
	});

	it('the password change with MFA on needs the code or a fresh re-authentication', async () => {
		const { user, code } = await userWithMfa();
		const viewer = await stolenSession(user);
		const change = (extra: Record<string, unknown> = {}) =>
			callResource(
				t.db,
				'UserPasswordResource',
				'update',
				{ old: PASSWORD, new: 'a new password 5', new_confirm: 'a new password 5', ...extra },
				viewer,
			);
		expect((await change()).r.error.code).toBe('ReauthRequired');
		expect((await row(user.id)).password_hash).toBe(user.password_hash);
		expect((await change({ mfa_code: code(1) })).status).toBe(200);
	});

	it('MFA settings: new backup codes need the code (or a fresh re-authentication)', async () => {
		const { user, code } = await userWithMfa();
		const viewer = await stolenSession(user);
		const { POST } = await import('../../src/pages/v3/users/me/mfa/backup_codes/index.ts');
		const regenerate = (json: Record<string, unknown>) =>
			rest(POST, { method: 'POST', path: '/v3/users/me/mfa/backup_codes/', json, viewer });
		expect((await regenerate({ password: PASSWORD })).r.error.code).toBe('ReauthRequired');
		const ok = await regenerate({ password: PASSWORD, code: code(-1) });
		expect(ok.r.data.backup_codes).toHaveLength(10);
	});

	it('closing or deactivating with MFA on needs the code', async () => {
		const { user, code } = await userWithMfa();
		const session = await createSession(t.db, user.id);
		expect(
			await codeOf(
				deactivateAccount(t.db, user.id, { password: PASSWORD, sessionId: session.sessionId }),
			),
		).toBe('ReauthRequired');
		expect((await row(user.id)).status).toBe('active');
		expect(
			await codeOf(
				deactivateAccount(t.db, user.id, {
					password: PASSWORD,
					mfaCode: code(),
					sessionId: session.sessionId,
				}),
			),
		).toBe('ok');
		expect((await row(user.id)).status).toBe('deactivated');
	});

	it('the confirmation link works only for the account that asked, signed in', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD);
		const viewer = await reauthenticatedViewer(t.db, user);
		await settings(viewer, { email: `confirm-${user.id}@example.com` });
		const token = await tokenMailed(`confirm-${user.id}@example.com`, '/email/confirm-change/');
		const stranger = await reauthenticatedViewer(t.db, await makeUser(t.db));
		expect(await codeOf(confirmEmailChange(t.db, stranger, token))).toBe('TokenInvalid');
		expect((await row(user.id)).email).toBe(user.email);
		expect(await confirmEmailChange(t.db, viewer, token)).toEqual({
			email: `confirm-${user.id}@example.com`,
		});
	});
});

describe(`finding 1: the old address can undo an email change on ${testDialect()}`, () => {
	it('before confirmation: the change stops, every session ends, the account is locked until a reset', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD);
		const attacker = await reauthenticatedViewer(t.db, user);
		await createSession(t.db, user.id); // the owner's own browser
		await settings(attacker, { email: `attacker-${user.id}@evil.example` });
		const undo = await tokenMailed(user.email, '/email/undo-change/');
		const confirm = await tokenMailed(`attacker-${user.id}@evil.example`, '/email/confirm-change/');

		expect((await undoEmailChange(t.db, undo)).email).toBe(user.email);
		const after = await row(user.id);
		expect(after.email).toBe(user.email);
		expect(after.email_changing_to).toBeNull();
		expect(after.password_hash).toBeNull();
		expect(after.review_locked_at).not.toBeNull();
		expect(await sessionCount(user.id)).toBe(0);
		expect(await codeOf(confirmEmailChange(t.db, attacker, confirm))).toBe('TokenInvalid');
		// The way back in: a reset link mailed to the owner's address, and only there.
		const reset = (await mails(user.email)).find((m) => m.kind === 'email_change_undone');
		const resetToken = /\/pw\/[^/]+\/\?t=([A-Za-z0-9_-]+)/.exec(reset!.text_body)![1]!;
		const tokenRow = await findUsableLinkToken(t.db, 'password_reset', resetToken);
		expect(tokenRow?.email).toBe(user.email);
		// A link works once.
		expect(await codeOf(undoEmailChange(t.db, undo))).toBe('TokenInvalid');
	});

	it('after confirmation (within the grace period): the old address comes back', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD);
		const attacker = await reauthenticatedViewer(t.db, user);
		const stolen = `after-${user.id}@evil.example`;
		await settings(attacker, { email: stolen });
		await confirmEmailChange(t.db, attacker, await tokenMailed(stolen, '/email/confirm-change/'));
		expect((await row(user.id)).email).toBe(stolen);
		// The notice of the done change carries an undo link too.
		const done = (await mails(user.email)).find((m) => m.kind === 'email_changed');
		expect(done?.text_body).toMatch(/\/email\/undo-change\/\?t=/);

		await undoEmailChange(t.db, await tokenMailed(user.email, '/email/undo-change/'));
		const after = await row(user.id);
		expect(after.email).toBe(user.email);
		expect(after.password_hash).toBeNull();
		expect(await sessionCount(user.id)).toBe(0);
	});

	it('the grace period ends', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD);
		await settings(await reauthenticatedViewer(t.db, user), {
			email: `late-${user.id}@example.com`,
		});
		const undo = await tokenMailed(user.email, '/email/undo-change/');
		const later = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
		expect(await codeOf(undoEmailChange(t.db, undo, later))).toBe('TokenInvalid');
		expect((await row(user.id)).password_hash).not.toBeNull();
	});
});

describe(`finding 4: mail to addresses nobody confirmed on ${testDialect()}`, () => {
	it('carries no text the user wrote', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD, {
			first_name: 'Win a prize at https://phish.example/x',
		});
		await settings(await reauthenticatedViewer(t.db, user), {
			email: `clean-${user.id}@example.com`,
		});
		const [mail] = await mails(`clean-${user.id}@example.com`);
		expect(mail?.kind).toBe('email_change');
		expect(mail?.text_body).not.toContain('phish.example');
		expect(mail?.text_body).not.toContain(user.username);
	});

	it('a reset mailed to an unconfirmed address carries no name; to a confirmed one it greets by name', async () => {
		const lure = 'Win a prize at https://phish.example/x';
		const unconfirmed = await makeUserWithPassword(t.db, PASSWORD, { first_name: lure });
		const confirmed = await makeUserWithPassword(t.db, PASSWORD, {
			first_name: 'Grace',
			email_verified_at: new Date().toISOString(),
		});
		for (const u of [unconfirmed, confirmed]) {
			expect(await requestPasswordReset(t.db, u.email, `203.0.113.${u.id.slice(-2)}`)).toBe(
				'accepted',
			);
		}
		const [toUnconfirmed] = await mails(unconfirmed.email);
		expect(toUnconfirmed?.kind).toBe('password_reset');
		expect(toUnconfirmed?.text_body).not.toContain('phish.example');
		expect(toUnconfirmed?.text_body).not.toContain(`(${unconfirmed.username})`);
		const [toConfirmed] = await mails(confirmed.email);
		expect(toConfirmed?.text_body).toMatch(/^Hi Grace,/);
	});

	it('is limited per recipient, per account and per client address; a refusal changes nothing', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD);
		const viewer = await reauthenticatedViewer(t.db, user);
		const victim = `victim-${user.id}@example.com`;
		for (let i = 0; i < 3; i++) {
			expect((await settings(viewer, { email: victim })).status).toBe(200);
			await settings(viewer, { email: user.email }); // cancels, so the next is a new change
		}
		const fourth = await settings(viewer, { email: victim });
		expect(fourth.r.error.code).toBe('RateLimited');
		expect((await row(user.id)).email_changing_to).toBeNull();
		expect((await mails(victim)).length).toBe(3);

		// Per account: a sixth new address in the hour is refused.
		const other = await makeUserWithPassword(t.db, PASSWORD);
		const otherViewer = await reauthenticatedViewer(t.db, other);
		const codes: string[] = [];
		for (let i = 0; i < 6; i++) {
			codes.push(
				(await settings(otherViewer, { email: `spread-${i}-${other.id}@example.com` })).r.error
					?.code ?? 'ok',
			);
		}
		expect(codes).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'RateLimited']);

		// Per client address: 20 an hour from one /64, whichever accounts ask.
		const net = '2001:db8:77:1';
		const answers: string[] = [];
		for (let i = 0; i < 21; i++) {
			const person = await makeUserWithPassword(t.db, PASSWORD);
			const v = await reauthenticatedViewer(t.db, person);
			const res = await settings(
				v,
				{ email: `net-${i}-${person.id}@example.com` },
				`${net}::${i + 1}`,
			);
			answers.push(res.r.error?.code ?? 'ok');
		}
		expect(answers.filter((a) => a === 'ok')).toHaveLength(20);
		expect(answers.at(-1)).toBe('RateLimited');
	});
});

describe(`finding 8: a linked business is confirmed by its owner on ${testDialect()}`, () => {
	async function ownerAndBusiness() {
		const owner = await makeUserWithPassword(t.db, PASSWORD);
		const biz = await createLinkedBusiness(t.db, owner, { business_name: 'Takeover Shop' });
		const business = await row(biz.id);
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
		expect((await row(business.id)).password_hash).toBeNull();
		expect((await set(PASSWORD)).status).toBe(200);
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
		expect((await row(business.id)).status).toBe('active');
		expect(await codeOf(deactivateAccount(t.db, business.id, { password: PASSWORD }))).toBe('ok');
	});

	it('a personal account without a password sets its first one by a reset link', async () => {
		const user = await makeUser(t.db, { password_hash: null });
		const viewer = await stolenSession(user);
		const res = await callResource(
			t.db,
			'UserPasswordResource',
			'update',
			{ new: 'first pass 123', new_confirm: 'first pass 123' },
			viewer,
		);
		expect(res.r.error.code).toBe('PasswordNotSet');
		expect((await row(user.id)).password_hash).toBeNull();
	});
});

describe(`finding 11: turning on MFA or changing the email ends the other sessions on ${testDialect()}`, () => {
	it('MFA on: other sessions end, this one stays, and a notice lists them by browser only', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD);
		await createSession(t.db, user.id, {
			client:
				'Mozilla/5.0 (Windows NT 10.0) Chrome/140.0 Safari/537.36 <a href=https://phish.example>',
		});
		await createSession(t.db, user.id, {
			client: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18) Safari/604.1',
		});
		const viewer = await stolenSession(user);
		const setup = await rest(mfaPost, {
			method: 'POST',
			path: '/v3/users/me/mfa/',
			json: { password: PASSWORD },
			viewer,
		});
		const secret = setup.r.data.secret as string;
		const on = await rest(mfaPut, {
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
		const notice = (await mails(user.email)).find((m) => m.kind === 'sessions_ended');
		expect(notice?.text_body).toContain('Chrome on Windows');
		expect(notice?.text_body).toContain('Safari on iOS');
		expect(notice?.text_body).not.toContain('phish.example');
	});

	it('email confirmed: other sessions end, with a notice to the new address', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD);
		await createSession(t.db, user.id, { client: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' });
		const viewer = await reauthenticatedViewer(t.db, user);
		const to = `moved-on-${user.id}@example.com`;
		await settings(viewer, { email: to });
		await confirmEmailChange(t.db, viewer, await tokenMailed(to, '/email/confirm-change/'));
		expect(await sessionCount(user.id)).toBe(1);
		const notice = (await mails(to)).find((m) => m.kind === 'sessions_ended');
		expect(notice?.text_body).toContain('Firefox on Linux');
	});
});
