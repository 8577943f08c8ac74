import type { Kysely } from 'kysely';
import { uniqueViolationColumn } from '../auth/accounts.repository.server.ts';
import {
	consumeAllTokens,
	consumeToken,
	findUsableLinkToken,
	issueLinkToken,
} from '../auth/auth-tokens.server.ts';
import { BRAND } from '../brand.ts';
import type { Database, UserRow } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { enqueueMail, notifyOutbox } from '../mail/outbox.server.ts';
import { mailUrl } from '../routing/absolute-url.server.ts';
import { anonymizeEmail } from '../users/display-name.ts';
import { findUserById, isEmailTaken, updateUser } from '../users/users.repository.server.ts';

/**
 * SET-04: changing the account email. The new address is not used until its owner clicks the
 * link we mail to it, so a typo or a stolen session cannot move the account to an address that
 * nobody (or the wrong person) reads:
 * 1. `startEmailChange` sets `email_changing_to`, mails a one-time link (24 hours) to the NEW
 *    address and a notice to the OLD one; an earlier pending link stops working.
 * 2. `confirmEmailChange` (the `/email/confirm-change/?t=…` page) swaps the address in, marks it
 *    verified and clears `email_changing_to`.
 */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
export const CONFIRM_CHANGE_PATH = '/email/confirm-change/';

/** Call inside the settings transaction; the caller runs `notifyOutbox()` after commit. */
export async function startEmailChange(
	trx: Kysely<Database>,
	user: Pick<UserRow, 'id' | 'email' | 'first_name'>,
	newEmail: string,
	now = new Date(),
): Promise<void> {
	await consumeAllTokens(trx, user.id, 'email_change', now);
	const { token } = await issueLinkToken(trx, {
		userId: user.id,
		purpose: 'email_change',
		email: newEmail,
		ttlMs: EMAIL_CHANGE_TTL_MS,
		now,
	});
	await updateUser(trx, user.id, { email_changing_to: newEmail, updated_at: now.toISOString() });
	const link = mailUrl(`${CONFIRM_CHANGE_PATH}?t=${encodeURIComponent(token)}`);
	const hello = user.first_name ? `Hi ${user.first_name},` : 'Hi,';
	await enqueueMail(trx, {
		kind: 'email_change',
		to: newEmail,
		userId: user.id,
		subject: `Confirm your new email for ${BRAND}`,
		text: [
			hello,
			'',
			`Please confirm that you want to use this address for your ${BRAND} account:`,
			link,
			'',
			'This link works for 24 hours and only once. Until you confirm, your account keeps its current email.',
			"If you didn't ask for this, ignore this email.",
		].join('\n'),
	});
	await enqueueMail(trx, {
		kind: 'email_change_notice',
		to: user.email,
		userId: user.id,
		subject: `Your ${BRAND} email is being changed`,
		text: [
			hello,
			'',
			`Someone asked to change the email of your ${BRAND} account to ${anonymizeEmail(newEmail)}.`,
			'Nothing changes until the new address is confirmed.',
			"If this wasn't you, change your password right away and check your account settings.",
		].join('\n'),
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
 * Uses a confirmation link: `TokenInvalid` when it is unknown, used, expired or superseded by a
 * newer change; `EmailTaken` when another account took the address meanwhile.
 */
export async function confirmEmailChange(
	db: Kysely<Database>,
	token: string,
	now = new Date(),
): Promise<{ email: string }> {
	const email = await confirmInTransaction(db, token, now).catch((error: unknown) => {
		// Two accounts confirming the same new address at once both pass `isEmailTaken`; the
		// unique index refuses the later one, which is the same answer as the check above.
		if (uniqueViolationColumn(error) !== null) throw new AppError('EmailTaken');
		throw error;
	});
	notifyOutbox();
	return { email };
}

/** The checks and writes of `confirmEmailChange`, in one transaction; answers the new address. */
function confirmInTransaction(db: Kysely<Database>, token: string, now: Date): Promise<string> {
	return db.transaction().execute(async (trx) => {
		const row = await findUsableLinkToken(trx, 'email_change', token, now);
		if (!row?.email) throw new AppError('TokenInvalid');
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
		await enqueueMail(trx, {
			kind: 'email_changed',
			to: user.email,
			userId: user.id,
			subject: `Your ${BRAND} email was changed`,
			text: [
				`The email of your ${BRAND} account is now ${anonymizeEmail(row.email)}.`,
				"If this wasn't you, contact support.",
			].join('\n'),
		});
		return row.email;
	});
}
