import type { Kysely } from 'kysely';
import errorsDetail from '~/messages/errors-detail/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError, orNotFound } from '../../platform/http/errors.ts';
import { inMailLanguage } from '../../platform/mail/mail-language.server.ts';
import { enqueueMail, notifyOutbox } from '../../platform/mail/outbox.server.ts';
import { limitUnconfirmedMail } from '../../platform/mail/unconfirmed-mail-limit.server.ts';
import { passcodeBackupMail } from '../../platform/mail/unconfirmed-mail-texts.ts';
import { mailUrl } from '../../platform/routing/absolute-url.server.ts';
import {
	consumeAllTokens,
	consumeToken,
	findUsableLinkToken,
	issueLinkToken,
} from '../auth/auth-tokens.repository.server.ts';
import { isEmailPattern, normalizeEmail } from '../auth/email-rules.ts';
import { hashPassword } from '../auth/password.server.ts';
import { findUserById, updateUser } from '../users/users.repository.server.ts';
import { passcodeGuardOf, requirePasscodeIfEnabled } from './passcode-guard.server.ts';
import {
	PASSCODE_MESSAGES,
	validateBackupEmail,
	validateConfirmBackupEmail,
	validateConfirmPasscode,
	validatePasscode,
} from './passcode-validation.ts';

/**
 * The parental passcode (PPC): four digits, stored as an argon2id hash, that a parent sets so a
 * teen cannot loosen protected settings (PPC-01). A backup address (the parent's) gets a link
 * that confirms it (`passcode_verified_at`); until then the viewer model says
 * `passcode_verification_pending`.
 */
const BACKUP_EMAIL_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const VERIFY_BACKUP_EMAIL_PATH = '/parental-passcode/verify/';

export interface PasscodeState {
	passcode_enabled: boolean;
	passcode_verification_pending: boolean;
}

export interface PasscodeSetup {
	passcode: string;
	confirm_passcode: string;
	backup_email: string;
	confirm_backup_email: string;
	/** The passcode in use, needed to replace it. */
	passcode_current?: string | undefined;
}

/** A form error the passcode page shows under `field`, with the spec's words as the message. */
function fieldError(field: keyof PasscodeSetup, message: string): AppError {
	return new AppError('InvalidOptions', {
		message,
		detail: `${field}: ${message}`,
		extra: { field },
	});
}

/** PPC-04..07 on the server: the same checks and words as the form. */
function checkSetup(input: PasscodeSetup, accountEmail: string): void {
	const checks: [keyof PasscodeSetup, string | null][] = [
		['passcode', validatePasscode(input.passcode)],
		['confirm_passcode', validateConfirmPasscode(input.confirm_passcode, input.passcode)],
		['backup_email', validateBackupEmail(input.backup_email, accountEmail)],
		[
			'confirm_backup_email',
			validateConfirmBackupEmail(input.confirm_backup_email, input.backup_email),
		],
	];
	for (const [field, message] of checks) if (message) throw fieldError(field, message);
	// The form's pattern is loose; the server holds backup addresses to the account rules.
	if (!isEmailPattern(normalizeEmail(input.backup_email))) {
		throw fieldError('backup_email', PASSCODE_MESSAGES.validEmail);
	}
}

/**
 * `ParentalPasscodeResource` create (PPC-10): sets (or, with the current passcode, replaces)
 * the passcode and backup address, and mails the backup address a confirmation link. The
 * backup address is anyone's the caller names, so the mail is counted by `limitUnconfirmedMail`
 * (a refusal changes nothing) and its text holds nothing the account wrote. The answer never
 * depends on whether the address has an account of its own.
 */
export async function setUpPasscode(
	db: Kysely<Database>,
	userId: string,
	input: PasscodeSetup,
	clientAddress: string,
	now = new Date(),
): Promise<PasscodeState> {
	const user = orNotFound(await findUserById(db, userId));
	checkSetup(input, user.email);
	if (user.passcode_hash) {
		await requirePasscodeIfEnabled(db, userId, { passcode: input.passcode_current });
	}
	const backupEmail = normalizeEmail(input.backup_email);
	await limitUnconfirmedMail({ userId, recipient: backupEmail, clientAddress });
	const hash = await hashPassword(input.passcode);
	await db.transaction().execute(async (trx) => {
		await consumeAllTokens(trx, userId, 'passcode_email', now);
		await updateUser(trx, userId, {
			passcode_hash: hash,
			passcode_backup_email: backupEmail,
			passcode_verified_at: null,
			updated_at: now.toISOString(),
		});
		const { token } = await issueLinkToken(trx, {
			userId,
			purpose: 'passcode_email',
			email: backupEmail,
			ttlMs: BACKUP_EMAIL_TTL_MS,
			now,
		});
		const link = new URL(mailUrl(`${VERIFY_BACKUP_EMAIL_PATH}?t=${encodeURIComponent(token)}`));
		// To a parent's address, not an account: in the language the teen reads the site in.
		await enqueueMail(trx, {
			...inMailLanguage(null, () => passcodeBackupMail(link)),
			to: backupEmail,
			userId,
		});
	});
	notifyOutbox();
	return { passcode_enabled: true, passcode_verification_pending: true };
}

/** `ParentalPasscodeResource` delete: needs the right passcode (lockout applies). */
export async function removePasscode(
	db: Kysely<Database>,
	userId: string,
	passcode: string,
	now = new Date(),
): Promise<PasscodeState> {
	const user = orNotFound(await findUserById(db, userId));
	if (!user.passcode_hash)
		throw new AppError('NotFound', { detail: errorsDetail().passcodeNotSet() });
	await requirePasscodeIfEnabled(db, userId, { passcode });
	await db.transaction().execute(async (trx) => {
		await consumeAllTokens(trx, userId, 'passcode_email', now);
		await updateUser(trx, userId, {
			passcode_hash: null,
			passcode_backup_email: null,
			passcode_verified_at: null,
			updated_at: now.toISOString(),
		});
	});
	return { passcode_enabled: false, passcode_verification_pending: false };
}

/** `ParentalPasscodeVerifyResource` create (PPC-09): checks a passcode without changing anything. */
export async function checkPasscode(
	db: Kysely<Database>,
	userId: string,
	passcode: string,
): Promise<{ valid: true }> {
	// A linked business is guarded by its owner's passcode (PPC-01), so that is the one checked.
	if (!(await passcodeGuardOf(db, userId))) {
		throw new AppError('NotFound', { detail: errorsDetail().passcodeNotSet() });
	}
	await requirePasscodeIfEnabled(db, userId, { passcode });
	return { valid: true };
}

/**
 * The backup address's confirmation link: `TokenInvalid` unless it is the latest link for the
 * address the passcode still uses.
 */
export async function confirmBackupEmail(
	db: Kysely<Database>,
	token: string,
	now = new Date(),
): Promise<void> {
	await db.transaction().execute(async (trx) => {
		const row = await findUsableLinkToken(trx, 'passcode_email', token, now);
		const user = row ? await findUserById(trx, row.user_id) : undefined;
		if (!row || !user?.passcode_hash || user.passcode_backup_email !== row.email) {
			throw new AppError('TokenInvalid');
		}
		if (!(await consumeToken(trx, row.id, now))) throw new AppError('TokenInvalid');
		await updateUser(trx, user.id, { passcode_verified_at: now.toISOString() });
	});
}
