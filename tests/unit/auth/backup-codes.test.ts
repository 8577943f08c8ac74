import { describe, expect, it } from 'vitest';
import {
	generateBackupCodes,
	hashBackupCode,
	looksLikeBackupCode,
	normalizeBackupCode,
} from '~/lib/identity/auth/mfa/backup-codes.ts';

describe('generateBackupCodes', () => {
	it('makes 10 distinct xxxx-xxxx codes without look-alike characters', () => {
		const codes = generateBackupCodes();
		expect(codes).toHaveLength(10);
		expect(new Set(codes).size).toBe(10);
		for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
	});

	it('hashes typed variants of a code alike', () => {
		const [code] = generateBackupCodes(1);
		expect(hashBackupCode(code!.toUpperCase().replace('-', ' '))).toBe(hashBackupCode(code!));
		expect(normalizeBackupCode(' AB-cd 12ef')).toBe('abcd12ef');
		expect(looksLikeBackupCode(code!)).toBe(true);
		expect(looksLikeBackupCode('123456')).toBe(false);
	});
});
