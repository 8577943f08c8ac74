import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random URL-safe secret with 256 bits of entropy (session tokens, mailed links). */
export function randomToken(bytes = 32): string {
	return randomBytes(bytes).toString('base64url');
}

/** SHA-256 hex digest; what is stored in place of a token, so a database leak reveals no token. */
export function sha256Hex(text: string): string {
	return createHash('sha256').update(text).digest('hex');
}

/** Compares two strings in time that depends only on their lengths. */
export function constantTimeEqual(a: string, b: string): boolean {
	const left = Buffer.from(a);
	const right = Buffer.from(b);
	return left.length === right.length && timingSafeEqual(left, right);
}
