import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '~/lib/identity/auth/password.server.ts';
import { confirmBackupEmail } from '~/lib/identity/passcode/passcode.service.server.ts';
import { viewerModel } from '~/lib/identity/users/viewer-model.server.ts';
import { AppError } from '~/lib/platform/http/errors.ts';
import { makeUser, viewerOf } from '../../helpers/builders.ts';
import { reauthenticatedViewer } from '../../helpers/reauth.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

const PASSCODE = '4821';
/** A user whose parental passcode is PASSCODE. */
const teen = async () => makeUser(t.db, { passcode_hash: await hashPassword(PASSCODE) });
const settings = (user: U, options: Record<string, unknown>) =>
	callResource(t.db, 'UserSettingsResource', 'update', options, viewerOf(user));
const setUp = (user: U, options: Record<string, unknown>) =>
	callResource(t.db, 'ParentalPasscodeResource', 'create', options, viewerOf(user));
const verify = (user: U, passcode: string) =>
	callResource(t.db, 'ParentalPasscodeVerifyResource', 'create', { passcode }, viewerOf(user));
const row = (user: U) =>
	t.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();

const valid = {
	passcode: '1357',
	confirm_passcode: '1357',
	backup_email: 'parent@example.com',
	confirm_backup_email: 'Parent@Example.com',
};

describe(`parental passcode set-up on ${testDialect()}`, () => {
	it('PPC-04..07: the server refuses bad set-up values with the form’s words', async () => {
		const user = await makeUser(t.db, { email: 'teen@example.com' });
		const cases: [Record<string, string>, string, string][] = [
			[{ passcode: '' }, 'passcode', 'Required'],
			[{ passcode: '12a4' }, 'passcode', 'Please only use numbers'],
			[{ passcode: '123' }, 'passcode', 'Please enter four digits'],
			[{ passcode: '12345' }, 'passcode', 'Please enter four digits'],
			[{ confirm_passcode: '' }, 'confirm_passcode', 'Required'],
			[{ confirm_passcode: '7531' }, 'confirm_passcode', 'Please make sure your passcodes match'],
			[{ backup_email: '' }, 'backup_email', 'Required'],
			[{ backup_email: 'nope' }, 'backup_email', 'Please enter a valid email address'],
			[
				{ backup_email: 'TEEN@example.com', confirm_backup_email: 'teen@example.com' },
				'backup_email',
				'This email address is already used for this Corkboard account.',
			],
			[
				{ confirm_backup_email: 'other@example.com' },
				'confirm_backup_email',
				'Please make sure your email addresses match',
			],
		];
		for (const [change, field, message] of cases) {
			const res = await setUp(user, { ...valid, ...change });
			expect(res.status, message).toBe(400);
			expect(res.r.error.code).toBe('InvalidOptions');
			expect(res.r.error.message).toBe(message);
			expect(res.r.error.extra_data).toEqual({ field });
		}
		expect((await row(user)).passcode_hash).toBeNull();
		expect(
			(await callResource(t.db, 'ParentalPasscodeResource', 'create', valid, null)).status,
		).toBe(401);
	});

	it('PPC-10: sets the passcode (hashed), mails the backup address, and flags it pending until confirmed', async () => {
		const user = await makeUser(t.db);
		const res = await setUp(user, valid);
		expect(res.status).toBe(200);
		expect(res.r.data).toEqual({ passcode_enabled: true, passcode_verification_pending: true });
		const stored = await row(user);
		expect(stored.passcode_hash).toMatch(/^argon2id\$/);
		expect(await verifyPassword('1357', stored.passcode_hash!)).toBe(true);
		expect(stored.passcode_backup_email).toBe('parent@example.com');

		const mail = await t.db
			.selectFrom('outbox')
			.selectAll()
			.where('to_address', '=', 'parent@example.com')
			.where('user_id', '=', user.id)
			.executeTakeFirstOrThrow();
		expect(mail.kind).toBe('passcode_email');
		const token = /\/parental-passcode\/verify\/\?t=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
		expect(await viewerModel(t.db, user.id)).toMatchObject({
			passcode_enabled: true,
			passcode_verification_pending: true,
			anonymized_passcode_email: 'p***@e***.com',
		});

		await confirmBackupEmail(t.db, token);
		expect((await row(user)).passcode_verified_at).not.toBeNull();
		const view = await callResource(t.db, 'UserSettingsResource', 'update', {}, viewerOf(user));
		expect(view.r.data).toMatchObject({ has_passcode: true, passcode_verification_pending: false });
		await expect(confirmBackupEmail(t.db, token)).rejects.toBeInstanceOf(AppError);
	});

	it('PPC-10: replacing a passcode needs the current one', async () => {
		const user = await teen();
		expect((await setUp(user, valid)).r.error.code).toBe('PasscodeRequired');
		expect((await setUp(user, { ...valid, passcode_current: '0000' })).r.error.code).toBe(
			'PasscodeIncorrect',
		);
		expect((await setUp(user, { ...valid, passcode_current: PASSCODE })).status).toBe(200);
		expect(await verifyPassword('1357', (await row(user)).passcode_hash!)).toBe(true);
	});

	it('PPC-10: delete needs the right passcode', async () => {
		const user = await teen();
		const del = (passcode: string) =>
			callResource(t.db, 'ParentalPasscodeResource', 'delete', { passcode }, viewerOf(user));
		expect((await del('0000')).r.error.code).toBe('PasscodeIncorrect');
		expect((await del(PASSCODE)).r.data).toEqual({
			passcode_enabled: false,
			passcode_verification_pending: false,
		});
		expect((await row(user)).passcode_hash).toBeNull();
		expect((await del(PASSCODE)).status).toBe(404);
	});
});

describe(`passcode checks on ${testDialect()}`, () => {
	it('PPC-09: ParentalPasscodeVerifyResource answers valid or PasscodeIncorrect', async () => {
		const user = await teen();
		expect((await verify(user, PASSCODE)).r.data).toEqual({ valid: true });
		const wrong = await verify(user, '9999');
		expect(wrong.status).toBe(403);
		expect(wrong.r.error.code).toBe('PasscodeIncorrect');
		expect(wrong.r.error.message).toBe('That passcode is incorrect.');
		expect((await verify(await makeUser(t.db), '1234')).status).toBe(404);
	});

	it('PPC-09: five wrong passcodes in an hour lock the account out, even for the right one', async () => {
		const user = await teen();
		for (let i = 0; i < 5; i++) {
			expect((await verify(user, '0000')).r.error.code).toBe('PasscodeIncorrect');
		}
		const locked = await verify(user, PASSCODE);
		expect(locked.status).toBe(429);
		expect(locked.r.error.code).toBe('PasscodeLocked');
		const save = await settings(user, {
			opt_in_private_account: false,
			passcode: PASSCODE,
			about: 'x',
		});
		expect(save.r.error.code).toBe('PasscodeLocked');
	});

	it('PPC-01: protected settings need the passcode; a wrong one changes nothing', async () => {
		const user = await teen();
		const required = await settings(user, { about: 'new about', allow_mentions: 'nobody' });
		expect(required.status).toBe(403);
		expect(required.r.error.code).toBe('PasscodeRequired');
		expect((await settings(user, { about: 'new about', passcode: '1111' })).r.error.code).toBe(
			'PasscodeIncorrect',
		);
		// A new email asks first for a re-authentication, then for the passcode.
		expect((await settings(user, { email: 'moved@example.com' })).r.error.code).toBe(
			'ReauthRequired',
		);
		const reauthed = await reauthenticatedViewer(t.db, user);
		const moved = await callResource(
			t.db,
			'UserSettingsResource',
			'update',
			{ email: 'moved@example.com' },
			reauthed,
		);
		expect(moved.r.error.code).toBe('PasscodeRequired');
		expect((await row(user)).about).toBe('');
		const ok = await settings(user, { about: 'new about', passcode: PASSCODE });
		expect(ok.r.data.about).toBe('new about');
	});

	it('U-30: a stricter-only change may skip the passcode after the acknowledgement; a looser one may not', async () => {
		const user = await teen();
		const stricter = {
			opt_in_private_account: true,
			comments_disabled: true,
			allow_mentions: 'following',
			messaging_permissions: 'nobody',
		};
		expect((await settings(user, stricter)).r.error.code).toBe('PasscodeRequired');
		const skipped = await settings(user, { ...stricter, user_confirm_skip_passcode: true });
		expect(skipped.status).toBe(200);
		expect(skipped.r.data).toMatchObject(stricter);

		for (const looser of [
			{ opt_in_private_account: false },
			{ allow_mentions: 'everyone' },
			{ comments_disabled: false },
			{ opt_in_private_account: true, about: 'sneaky' },
		]) {
			const r = await settings(user, { ...looser, user_confirm_skip_passcode: true });
			expect(r.r.error.code, JSON.stringify(looser)).toBe('PasscodeRequired');
		}
		expect((await row(user)).about).toBe('');
	});

	it('CMP-04/CMP-05/API-20: GPC opt-outs and cookie answers save without the passcode; the reverse needs it', async () => {
		const user = await teen();
		const gpc = {
			personalize_from_offsite_browsing: false,
			ads_customize_from_conversion: false,
			third_party_marketing_tracking_enabled: false,
			ccpa_opted_out: true,
			third_party_ads_personalization: false,
			allow_analytic_cookies: false,
			allow_personalization_cookies: true,
			allow_marketing_cookies: false,
		};
		const saved = await settings(user, gpc);
		expect(saved.status).toBe(200);
		expect(saved.r.data).toMatchObject(gpc);
		const undo = await settings(user, { ccpa_opted_out: false, user_confirm_skip_passcode: true });
		expect(undo.r.error.code).toBe('PasscodeRequired');
		// Saving the values already stored is no change at all.
		expect((await settings(user, { ccpa_opted_out: true, comments_disabled: false })).status).toBe(
			200,
		);
	});
});
