/**
 * Email rules shared by the server's sign-up check and the client's typo hint (U-28). Pure: no
 * I/O, safe to import from islands.
 */

/** Longest address we accept (RFC 5321 path limit). */
const MAX_EMAIL_LENGTH = 254;

/**
 * U-28: common consumer mail hosts, the targets of the client's typo check (AUTH-18:
 * `gmial.com` → "Did you mean gmail.com?").
 */
export const COMMON_MAIL_HOSTS: readonly string[] = [
	'gmail.com',
	'yahoo.com',
	'hotmail.com',
	'outlook.com',
	'icloud.com',
	'aol.com',
	'live.com',
	'msn.com',
	'me.com',
	'mail.com',
	'protonmail.com',
	'gmx.com',
];

/**
 * U-28: throwaway-mail domains refused at sign-up. A short list of the most used services; an
 * operator with a larger list can extend it here. Subdomains of these are refused too.
 */
const DISPOSABLE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
	'mailinator.com',
	'guerrillamail.com',
	'guerrillamail.net',
	'sharklasers.com',
	'10minutemail.com',
	'tempmail.com',
	'temp-mail.org',
	'throwawaymail.com',
	'yopmail.com',
	'trashmail.com',
	'getnada.com',
	'dispostable.com',
	'maildrop.cc',
	'fakeinbox.com',
	'mailnesia.com',
	'mintemail.com',
	'mohmal.com',
	'emailondeck.com',
	'spamgourmet.com',
	'tempr.email',
]);

/** The form every stored address has: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
	return email.trim().toLowerCase();
}

// local@label.label…tld: no spaces, one `@`, a dotted domain whose last label has 2+ letters.
const EMAIL_PATTERN =
	/^[a-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}$/;

/** Whether a normalized address has the shape of an email address. */
export function isEmailPattern(email: string): boolean {
	return (
		email.length <= MAX_EMAIL_LENGTH &&
		EMAIL_PATTERN.test(email) &&
		!email.startsWith('.') &&
		!email.includes('..')
	);
}

/** Whether the address's domain (or a parent domain) is a disposable-mail service. */
export function isDisposableEmail(email: string): boolean {
	const labels = (email.split('@')[1] ?? '').split('.');
	for (let i = 0; i < labels.length - 1; i++) {
		if (DISPOSABLE_MAIL_DOMAINS.has(labels.slice(i).join('.'))) return true;
	}
	return false;
}

/** Why a normalized address cannot be used for an account, or null when it can. */
export function emailProblem(email: string): 'pattern' | 'disposable' | null {
	if (!isEmailPattern(email)) return 'pattern';
	if (isDisposableEmail(email)) return 'disposable';
	return null;
}
