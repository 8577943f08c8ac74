import { z } from 'zod';
import mailMessages from '~/messages/mail/index.ts';
import { AppError, orNotFound } from '../../platform/http/errors.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { mailDocument, mailParagraph } from '../../platform/mail/mail-html.ts';
import { inMailLanguage } from '../../platform/mail/mail-language.server.ts';
import { namesForMail } from '../../platform/mail/names-for-mail.ts';
import { enqueueMail, notifyOutbox } from '../../platform/mail/outbox.server.ts';
import { BRAND } from '../../platform/ui/brand.ts';
import { consumeAllTokens } from '../auth/auth-tokens.repository.server.ts';
import { cancelEmailChange } from '../auth/email-change/email-change.service.server.ts';
import { rememberDevice } from '../auth/known-device.server.ts';
import { forgetDevices } from '../auth/known-devices.repository.server.ts';
import { hashPassword } from '../auth/password.server.ts';
import {
	confirmIdentity,
	requireSecondFactorOrRecentReauth,
} from '../auth/reauth/reauth.service.server.ts';
import { rotateSession } from '../auth/session.server.ts';
import { setCurrentSession } from '../auth/session-cookies.server.ts';
import { revokeUserSessions } from '../auth/sessions.repository.server.ts';
import { requirePasscodeIfEnabled } from '../passcode/passcode-guard.server.ts';
import { passwordProblem } from '../users/account-rules.ts';
import { findUserById, updateUser } from '../users/users.repository.server.ts';

/** SET-07: the notice to the account's address, in the current language. */
function passwordChangedMail(username: string | null): {
	subject: string;
	text: string;
	html: string;
} {
	const t = mailMessages();
	const intro = username
		? t.passwordChangedIntroNamed({ brand: BRAND, username })
		: t.passwordChangedIntro({ brand: BRAND });
	const outro = t.passwordChangedOutro();
	return {
		subject: t.passwordChangedSubject({ brand: BRAND }),
		text: [intro, outro].join('\n'),
		html: mailDocument([intro, outro].map(mailParagraph).join('')),
	};
}

/**
 * `UserPasswordResource` update (SET-07, API-29): `{new, new_confirm, old, mfa_code?, passcode?,
 * recaptcha_v3_token?}` → `{ok: true}`. Checks, in order: the parental passcode (PPC-01), the
 * two new passwords match (`PasswordMismatch`), the new one follows the sign-up rules
 * (`InvalidPassword`), then the re-authentication of `auth/reauth`: `old` is the current
 * password (`PasswordIncorrect`; 5 wrong in 15 minutes answer `RateLimited`) and, with MFA on,
 * `mfa_code` or a recent re-authentication of the session (else `ReauthRequired`). A linked
 * business has no password of its own: `old` is its owner's, whose proof also sets the
 * business's first password; a personal account without a password sets its first one through
 * a reset link (`PasswordNotSet`). Then stores the new argon2id hash, cancels a pending email
 * change, ends every other session of the account (and the linked-business sessions it opened),
 * forgets its known devices but this browser, and gives this browser a new token, so a stolen
 * cookie stops working too. The client does not
 * show these errors (SET-07); the answer still carries them.
 */
export const userPasswordResource = defineResource({
	name: 'UserPasswordResource',
	update: action({
		auth: 'required',
		options: z.object({
			new: z.string().max(1024),
			new_confirm: z.string().max(1024),
			/** The current password (a linked business: its owner's). */
			old: z.string().max(1024).optional(),
			/** With MFA on: an authenticator or backup code, unless recently re-authenticated. */
			mfa_code: z.string().trim().max(32).optional(),
			passcode: z.string().max(20).optional(),
			/** Accepted for the original client's sake; no captcha is run. */
			recaptcha_v3_token: z.string().max(4000).optional(),
		}),
		async run({ db, viewer, cookies }, options) {
			// Asked before the passcode, so the client's "confirm it's you" step comes first.
			if (!options.mfa_code) await requireSecondFactorOrRecentReauth(db, viewer);
			await requirePasscodeIfEnabled(db, viewer.id, { passcode: options.passcode });
			if (options.new !== options.new_confirm) throw new AppError('PasswordMismatch');
			if (passwordProblem(options.new)) throw new AppError('InvalidPassword');
			const user = orNotFound(await findUserById(db, viewer.id));
			await confirmIdentity(
				db,
				user.id,
				{ password: options.old ?? '', mfaCode: options.mfa_code },
				{ sessionId: viewer.sessionId },
			);
			const hash = await hashPassword(options.new);
			const { username } = namesForMail(user);
			const now = new Date();
			const session = await db.transaction().execute(async (trx) => {
				await updateUser(trx, user.id, {
					password_hash: hash,
					password_changed_at: now.toISOString(),
					updated_at: now.toISOString(),
				});
				await consumeAllTokens(trx, user.id, 'password_reset', now);
				// A stolen session may have started an email change: the new password ends it.
				await cancelEmailChange(trx, user.id, now);
				await revokeUserSessions(trx, user.id, viewer.sessionId);
				// Browsers that knew the old password are known devices no more; this one is.
				await forgetDevices(trx, user.id);
				await rememberDevice(trx, cookies, user.id, now);
				await enqueueMail(trx, {
					kind: 'password_changed',
					to: user.email,
					userId: user.id,
					...inMailLanguage(user.locale, () => passwordChangedMail(username)),
				});
				return rotateSession(trx, viewer.sessionId, now);
			});
			notifyOutbox();
			setCurrentSession(cookies, session);
			return { data: { ok: true } };
		},
	}),
});
