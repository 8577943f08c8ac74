import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteCollaborator } from '~/lib/content/collaborators/invites.service.server.ts';
import { startEmailChange } from '~/lib/identity/auth/email-change/email-change.service.server.ts';
import { sendMfaEmailCode } from '~/lib/identity/auth/mfa/mfa.service.server.ts';
import { requestPasswordReset } from '~/lib/identity/auth/password-reset.service.server.ts';
import { confirmIdentity } from '~/lib/identity/auth/reauth/reauth.service.server.ts';
import { findUserById } from '~/lib/identity/users/users.repository.server.ts';
import { AppError } from '~/lib/platform/http/errors.ts';
import { withLanguage } from '~/lib/platform/i18n/language-scope.server.ts';
import { makeBoard, makeUser } from '../../helpers/builders.ts';
import { freshAddress, lastMail, makeUserWithPassword } from '../../helpers/test-browser.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * Every mail is written in its recipient's language (docs/i18n.md): the account's
 * `users.locale`, whatever language the request that sends it is in.
 */
let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

const verified = () => ({ email_verified_at: new Date().toISOString() });

describe(`mail in the recipient's language on ${testDialect()}`, () => {
	it('a German account gets the password reset in German, even asked for in English', async () => {
		const user = await makeUser(t.db, { locale: 'de', first_name: 'Greta', ...verified() });
		const answer = await withLanguage('en', () =>
			requestPasswordReset(t.db, user.email, freshAddress()),
		);
		expect(answer).toBe('accepted');
		const mail = await lastMail(t.db, user.email, 'password_reset');
		expect(mail!.subject).toBe('Setze dein Corkboard-Passwort zurück');
		expect(mail!.text_body).toContain('Hallo Greta,');
		expect(mail!.text_body).toContain(
			`Jemand möchte das Passwort deines Corkboard-Kontos (${user.username})`,
		);
		expect(mail!.text_body).not.toMatch(/Someone|password/);
		expect(mail!.html_body).toContain('<html lang="de" dir="ltr">');
		expect(mail!.html_body).toContain('Passwort zurücksetzen</a>');
	});

	it('an English account still gets the English text', async () => {
		const user = await makeUser(t.db, { locale: 'en-US', ...verified() });
		await withLanguage('de', () => requestPasswordReset(t.db, user.email, freshAddress()));
		const mail = await lastMail(t.db, user.email, 'password_reset');
		expect(mail!.subject).toBe('Reset your Corkboard password');
		expect(mail!.html_body).toContain('<html lang="en-US" dir="ltr">');
	});

	it('a Japanese account gets its MFA code mail in Japanese', async () => {
		const made = await makeUser(t.db, { locale: 'ja', first_name: 'Haruki', ...verified() });
		const user = (await findUserById(t.db, made.id))!;
		await withLanguage('en', () => sendMfaEmailCode(t.db, user));
		const mail = await lastMail(t.db, user.email, 'mfa_email');
		const code = /\d{6}/.exec(mail!.subject)![0];
		expect(mail!.subject).toBe(`Corkboardのログインコード：${code}`);
		expect(mail!.text_body).toContain('Harukiさん、こんにちは。');
		expect(mail!.text_body).toContain(`Corkboardのログインコードは${code}です。`);
		expect(mail!.text_body).toContain('有効期限は10分');
		expect(mail!.html_body).toContain('<html lang="ja" dir="ltr">');
	});

	it('a board invite to an Arabic account is Arabic, right to left', async () => {
		const owner = await makeUser(t.db, { first_name: 'Olive', last_name: 'Owner' });
		const board = await makeBoard(t.db, owner, { name: 'Recipes' });
		const invitee = await makeUser(t.db, { locale: 'ar', ...verified() });
		await withLanguage('en', () => inviteCollaborator(t.db, owner.id, board.id, invitee.username));
		const mail = await lastMail(t.db, invitee.email, 'board_invite');
		expect(mail!.html_body).toContain('<html lang="ar" dir="rtl">');
		// User content (the inviter's and the board's names) stays as written, in Arabic words.
		expect(mail!.subject).toContain('Recipes');
		expect(mail!.subject).toMatch(/[\u0600-\u06FF]/);
		expect(mail!.text_body).toContain('فريق Corkboard');
		expect(mail!.text_body).not.toMatch(/invited you|Collaborators/);
	});

	it('a notice to an address another account has is in that account’s language', async () => {
		const other = await makeUser(t.db, { locale: 'de', ...verified() });
		const asker = await makeUser(t.db, { locale: 'ja', ...verified() });
		await t.db
			.transaction()
			.execute((trx) => withLanguage('en', () => startEmailChange(trx, asker, other.email)));
		const inUse = await lastMail(t.db, other.email, 'email_change_in_use');
		expect(inUse!.subject).toBe('Jemand wollte diese E-Mail-Adresse bei Corkboard verwenden');
		// The notice to the asker's own address is in the asker's language, with its HTML twin.
		const notice = await lastMail(t.db, asker.email, 'email_change_notice');
		expect(notice!.subject).toBe('Corkboardのメールアドレスが変更されようとしています');
		expect(notice!.text_body).toContain('7日以内');
		expect(notice!.html_body).toContain('<html lang="ja" dir="ltr">');
	});
});

describe(`custom error messages in the request's language on ${testDialect()}`, () => {
	it('a refused password is told in the language of the request, with the same error code', async () => {
		const user = await makeUserWithPassword(t.db, 'the right one 1');
		const refuse = (language: string, password: string) =>
			withLanguage(language, () => confirmIdentity(t.db, user.id, { password })).then(
				() => null,
				(error: unknown) => (error instanceof AppError ? error : null),
			);
		const en = await refuse('en', 'wrong');
		const de = await refuse('de', 'wrong');
		const ja = await refuse('ja', '');
		expect(en?.code).toBe('PasswordIncorrect');
		expect(de?.code).toBe('PasswordIncorrect');
		expect(en?.message).toBe('Your password is incorrect.');
		expect(de?.message).toBe('Dein Passwort ist falsch.');
		expect(ja?.message).toBe('パスワードを入力してください。');
	});
});
