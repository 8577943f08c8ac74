import { describe, expect, it } from 'vitest';
import {
	base32Decode,
	base32Encode,
	generateTotpSecret,
	otpauthUrl,
	totpCode,
	totpStep,
	verifyTotp,
} from '~/lib/identity/auth/mfa/totp.ts';

// RFC 6238 appendix B, SHA-1 key "12345678901234567890"; codes are the last 6 of the 8 digits.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));
const VECTORS: [number, string][] = [
	[59, '287082'],
	[1111111109, '081804'],
	[1111111111, '050471'],
	[1234567890, '005924'],
	[2000000000, '279037'],
	[20000000000, '353130'],
];

describe('base32', () => {
	it('encodes as RFC 4648 without padding and decodes back', () => {
		expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
		expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
		expect(base32Decode('mzxw 6ytb oi==')?.toString()).toBe('foobar');
		expect(base32Decode('not base32!')).toBeNull();
	});

	it('makes 160-bit secrets', () => {
		const secret = generateTotpSecret();
		expect(secret).toMatch(/^[A-Z2-7]{32}$/);
		expect(base32Decode(secret)?.length).toBe(20);
	});
});

describe('totpCode', () => {
	it.each(VECTORS)('matches RFC 6238 at t=%i', (seconds, code) => {
		expect(totpCode(RFC_SECRET, totpStep(new Date(seconds * 1000)))).toBe(code);
	});
});

describe('verifyTotp', () => {
	const secret = generateTotpSecret();
	const now = new Date('2026-11-21T12:00:10Z');
	const step = totpStep(now);

	it('accepts the current step and one step either side, and says which', () => {
		expect(verifyTotp(secret, totpCode(secret, step), { now })).toBe(step);
		expect(verifyTotp(secret, totpCode(secret, step - 1), { now })).toBe(step - 1);
		expect(verifyTotp(secret, totpCode(secret, step + 1), { now })).toBe(step + 1);
		expect(verifyTotp(secret, totpCode(secret, step + 2), { now })).toBeNull();
		expect(verifyTotp(secret, totpCode(secret, step - 2), { now })).toBeNull();
	});

	it('refuses steps at or before the last one used (replay)', () => {
		const code = totpCode(secret, step);
		expect(verifyTotp(secret, code, { now, lastUsedStep: step })).toBeNull();
		expect(verifyTotp(secret, code, { now, lastUsedStep: step - 1 })).toBe(step);
	});

	it('ignores spaces and refuses anything but 6 digits', () => {
		const code = totpCode(secret, step);
		expect(verifyTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, { now })).toBe(step);
		expect(verifyTotp(secret, 'abcdef', { now })).toBeNull();
		expect(verifyTotp(secret, `${code}0`, { now })).toBeNull();
	});
});

describe('otpauthUrl', () => {
	it('names the issuer and account for authenticator apps', () => {
		const text = otpauthUrl({ secret: 'ABC', issuer: 'Corkboard', account: 'a@b.test' });
		expect(text.startsWith('otpauth://totp/Corkboard%3Aa%40b.test?')).toBe(true);
		const url = new URL(text);
		expect(url.searchParams.get('secret')).toBe('ABC');
		expect(url.searchParams.get('issuer')).toBe('Corkboard');
		expect(url.searchParams.get('digits')).toBe('6');
		expect(url.searchParams.get('period')).toBe('30');
	});
});
