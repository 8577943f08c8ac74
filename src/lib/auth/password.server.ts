import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;

function derive(password: string, salt: Buffer): Promise<Buffer> {
	return new Promise((resolve, reject) =>
		scrypt(password, salt, KEYLEN, { N, r: R, p: P }, (err, key) =>
			err ? reject(err) : resolve(key),
		),
	);
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
	const salt = randomBytes(16);
	const key = await derive(password, salt);
	return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
	const [kind, , , , saltText, keyText] = stored.split('$');
	if (kind !== 'scrypt' || !saltText || !keyText) return false;
	const expected = Buffer.from(keyText, 'base64url');
	const actual = await derive(password, Buffer.from(saltText, 'base64url'));
	return expected.length === actual.length && timingSafeEqual(expected, actual);
}
