import { createHash, randomInt } from 'node:crypto';

/** How many backup codes a user gets at a time. */
const BACKUP_CODE_COUNT = 10;

// No 0/o, 1/l/i: codes are read off paper and typed by hand.
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * Backup codes: 10 random `xxxx-xxxx` codes (about 39 bits each), shown once; only their
 * SHA-256 is stored. Each works once in place of an authenticator code.
 */
export function generateBackupCodes(count = BACKUP_CODE_COUNT): string[] {
	const codes = new Set<string>();
	while (codes.size < count) {
		let raw = '';
		for (let i = 0; i < 8; i++) raw += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
		codes.add(`${raw.slice(0, 4)}-${raw.slice(4)}`);
	}
	return [...codes];
}

/** The form a typed code is compared in: lower case, without spaces and dashes. */
export function normalizeBackupCode(code: string): string {
	return code.toLowerCase().replace(/[\s-]/g, '');
}

/** Whether typed text could be a backup code (so it is not mistaken for a 6-digit code). */
export function looksLikeBackupCode(code: string): boolean {
	return /^[a-z0-9]{8}$/.test(normalizeBackupCode(code));
}

export function hashBackupCode(code: string): string {
	return createHash('sha256')
		.update(`backup:${normalizeBackupCode(code)}`)
		.digest('hex');
}
