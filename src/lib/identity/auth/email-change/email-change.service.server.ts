import type { Kysely } from 'kysely';
import type { Viewer } from '../../../platform/access/viewer.ts';
import type { Database, UserRow } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { inMailLanguage } from '../../../platform/mail/mail-language.server.ts';
import { enqueueMail, notifyOutbox } from '../../../platform/mail/outbox.server.ts';
import {
	addressInUseMail,
	confirmNewAddressMail,
} from '../../../platform/mail/unconfirmed-mail-texts.ts';
import { mailUrl } from '../../../platform/routing/absolute-url.server.ts';
import {
	findUserById,
	isEmailTaken,
	localeOfOtherAccountWithEmail,
	updateUser,
} from '../../users/users.repository.server.ts';
import { uniqueViolationColumn } from '../accounts.repository.server.ts';
import {
	consumeAllTokens,
	consumeToken,
	findUsableLinkToken,
	issueLinkToken,
} from '../auth-tokens.repository.server.ts';
import { endOtherSessions } from '../reauth/end-other-sessions.server.ts';
import { changeDoneNotice, changeStartedNotice } from './email-change-mail.ts';

/**
 * SET-04: changing the account email. The new address is not used until its owner clicks the
 * link we mail to it, so a typo or a stolen session cannot move the account to an address that
 * nobody (or the wrong person) reads; and starting a change needs a recent re-authentication
 * (`auth/reauth`), checked by the settings service.
 * 1. `startEmailChange` sets `email_changing_to`, mails a one-time link (24 hours) to the NEW
 *    address and a notice to the OLD one with a link that undoes the change for
 *    `EMAIL_CHANGE_UNDO_DAYS` (`email-change-undo.service.server.ts`); an earlier pending link
 *    stops working. A new address that another account uses gets a notice instead of a link,
 *    and the asker sees the same pending state, so the answer never tells whether an address
 *    has an account.
 * 2. `confirmEmailChange` (the `/email/confirm-change/?t=…` page, signed in as the account)
 *    swaps the address in, marks it verified, clears `email_changing_to`, and ends every other
 *    session of the account with a notice.
 */
const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
const EMAIL_CHANGE_UNDO_DAYS = 7;
const EMAIL_CHANGE_UNDO_TTL_MS = EMAIL_CHANGE_UNDO_DAYS * 24 * 60 * 60 * 1000;
const CONFIRM_CHANGE_PATH = '/email/confirm-change/';
const UNDO_CHANGE_PATH = '/email/undo-change/';

/** Issues a link for the old address that undoes the change (valid for the grace period). */
async function undoLink(
	trx: Kysely<Database>,
	user: Pick<UserRow, 'id' | 'email'>,
	now: Date,
): Promise<string> {
	const { token } = await issueLinkToken(trx, {
		userId: user.id,
		purpose: 'email_change_undo',
		email: user.email,
		ttlMs: EMAIL_CHANGE_UNDO_TTL_MS,
		now,
	});
	return mailUrl(`${UNDO_CHANGE_PATH}?t=${encodeURIComponent(token)}`);
}

/**
 * Call inside the settings transaction; the caller limits the mail to the new address
 * (`limitUnconfirmedMail`) before, and runs `notifyOutbox()` after commit.
 */
export async function startEmailChange(
	trx: Kysely<Database>,
	user: Pick<UserRow, 'id' | 'email' | 'locale'>,
	newEmail: string,
	now = new Date(),
): Promise<void> {
	await consumeAllTokens(trx, user.id, 'email_change', now);
	await updateUser(trx, user.id, { email_changing_to: newEmail, updated_at: now.toISOString() });
	// The account that has the address reads the notice in its own language.
	const ownerLocale = await localeOfOtherAccountWithEmail(trx, newEmail, user.id);
	if (ownerLocale !== undefined) {
		await enqueueMail(trx, {
			...inMailLanguage(ownerLocale, () => addressInUseMail(new URL(mailUrl('/password/reset')))),
			to: newEmail,
		});
	} else {
		const { token } = await issueLinkToken(trx, {
			userId: user.id,
			purpose: 'email_change',
			email: newEmail,
			ttlMs: EMAIL_CHANGE_TTL_MS,
			now,
		});
		const link = new URL(mailUrl(`${CONFIRM_CHANGE_PATH}?t=${encodeURIComponent(token)}`));
		await enqueueMail(trx, {
			...inMailLanguage(user.locale, () => confirmNewAddressMail(link)),
			to: newEmail,
			userId: user.id,
		});
	}
	const undo = await undoLink(trx, user, now);
	await enqueueMail(trx, {
		...inMailLanguage(user.locale, () =>
			changeStartedNotice(newEmail, undo, EMAIL_CHANGE_UNDO_DAYS),
		),
		to: user.email,
		userId: user.id,
	});
}

/** Forgets a pending change (the user set the email back to the current one). */
export async function cancelEmailChange(
	trx: Kysely<Database>,
	userId: string,
	now = new Date(),
): Promise<void> {
	await consumeAllTokens(trx, userId, 'email_change', now);
	await updateUser(trx, userId, { email_changing_to: null, updated_at: now.toISOString() });
}

/**
 * Uses a confirmation link, signed in as the account it belongs to: `TokenInvalid` when it is
 * unknown, used, expired, superseded by a newer change, or another account's; `EmailTaken` when
 * another account took the address meanwhile.
 */
export async function confirmEmailChange(
	db: Kysely<Database>,
	viewer: Pick<Viewer, 'id' | 'sessionId'>,
	token: string,
	now = new Date(),
): Promise<{ email: string }> {
	const email = await confirmInTransaction(db, viewer, token, now).catch((error: unknown) => {
		// Two accounts confirming the same new address at once both pass `isEmailTaken`; the
		// unique index refuses the later one, which is the same answer as the check above.
		if (uniqueViolationColumn(error) !== null) throw new AppError('EmailTaken');
		throw error;
	});
	notifyOutbox();
	return { email };
}

/** The checks and writes of `confirmEmailChange`, in one transaction; answers the new address. */
function confirmInTransaction(
	db: Kysely<Database>,
	viewer: Pick<Viewer, 'id' | 'sessionId'>,
	token: string,
	now: Date,
): Promise<string> {
	return db.transaction().execute(async (trx) => {
		const row = await findUsableLinkToken(trx, 'email_change', token, now);
		if (!row?.email || row.user_id !== viewer.id) throw new AppError('TokenInvalid');
		const user = await findUserById(trx, row.user_id);
		if (!user || user.status === 'suspended' || user.email_changing_to !== row.email) {
			throw new AppError('TokenInvalid');
		}
		if (await isEmailTaken(trx, row.email, user.id)) throw new AppError('EmailTaken');
		if (!(await consumeToken(trx, row.id, now))) throw new AppError('TokenInvalid');
		await updateUser(trx, user.id, {
			email: row.email,
			email_verified_at: now.toISOString(),
			email_changing_to: null,
			updated_at: now.toISOString(),
		});
		const undo = await undoLink(trx, user, now);
		const newEmail = row.email;
		await enqueueMail(trx, {
			...inMailLanguage(user.locale, () =>
				changeDoneNotice(newEmail, undo, EMAIL_CHANGE_UNDO_DAYS),
			),
			to: user.email,
			userId: user.id,
		});
		await endOtherSessions(
			trx,
			{ id: user.id, email: row.email, locale: user.locale },
			viewer.sessionId,
			'email_changed',
		);
		return row.email;
	});
}
