import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238) as authenticator apps make them: HMAC-SHA1, 30-second
 * steps, 6 digits, secrets in base32 (RFC 4648, no padding). Codes of the previous and next step
 * are accepted too (clock drift); the caller stores the accepted step so a code works only once.
 */
const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/** Steps of drift accepted either side of now. */
const TOTP_WINDOW = 1;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
	let bits = 0;
	let value = 0;
	let out = '';
	for (const byte of bytes) {
		value = (value << 8) | byte;
		bits += 8;
		while (bits >= 5) {
			out += ALPHABET[(value >>> (bits - 5)) & 31];
			bits -= 5;
		}
	}
	if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
	return out;
}

/** Decodes base32 (case, spaces and `=` padding ignored); null when it has other characters. */
export function base32Decode(text: string): Buffer | null {
	const clean = text.replace(/[\s=]/g, '').toUpperCase();
	let bits = 0;
	let value = 0;
	const out: number[] = [];
	for (const char of clean) {
		const index = ALPHABET.indexOf(char);
		if (index < 0) return null;
		value = (value << 5) | index;
		bits += 5;
		if (bits >= 8) {
			out.push((value >>> (bits - 8)) & 255);
			bits -= 8;
		}
	}
	return Buffer.from(out);
}

/** A new random secret: 20 bytes (160 bits, RFC 4226's recommendation), base32. */
export function generateTotpSecret(): string {
	return base32Encode(randomBytes(20));
}

/** The time step of a moment. */
export function totpStep(now: Date = new Date()): number {
	return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of one time step (RFC 4226 HOTP with the step as counter). */
export function totpCode(secret: string, step: number): string {
	const key = base32Decode(secret);
	if (!key) throw new Error('TOTP secret is not base32');
	const counter = Buffer.alloc(8);
	counter.writeBigUInt64BE(BigInt(step));
	const mac = createHmac('sha1', key).update(counter).digest();
	const offset = mac[mac.length - 1]! & 0x0f;
	const binary = mac.readUInt32BE(offset) & 0x7fffffff;
	return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/**
 * The step whose code matches, trying now and `TOTP_WINDOW` steps either side, skipping steps
 * at or before `lastUsedStep` (replay protection); null when none matches.
 */
export function verifyTotp(
	secret: string,
	code: string,
	options: { now?: Date; lastUsedStep?: number } = {},
): number | null {
	const digits = code.replace(/\s/g, '');
	if (!/^\d{6}$/.test(digits)) return null;
	const current = totpStep(options.now);
	const last = options.lastUsedStep ?? -1;
	let matched: number | null = null;
	for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
		// Every step is checked (no early exit) so timing does not reveal which one matched.
		const ok = timingSafeEqual(Buffer.from(totpCode(secret, step)), Buffer.from(digits));
		if (ok && step > last && matched === null) matched = step;
	}
	return matched;
}

/** The `otpauth://` URL authenticator apps read from the QR code. */
export function otpauthUrl(options: { secret: string; issuer: string; account: string }): string {
	const label = encodeURIComponent(`${options.issuer}:${options.account}`);
	const params = new URLSearchParams({
		secret: options.secret,
		issuer: options.issuer,
		algorithm: 'SHA1',
		digits: String(TOTP_DIGITS),
		period: String(TOTP_PERIOD_SECONDS),
	});
	return `otpauth://totp/${label}?${params.toString()}`;
}
