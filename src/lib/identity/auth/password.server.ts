import { argon2, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing: argon2id with OWASP's baseline (19 MiB, 2 passes, 1 lane), stored as
 * `argon2id$v=19$m=19456,t=2,p=1$salt$hash` (base64url parts). Hashes from before argon2id
 * (`scrypt$…`) still verify; `needsRehash` tells the login to upgrade them.
 */
const MEMORY_KIB = 19456;
const PASSES = 2;
const PARALLELISM = 1;
const TAG_LENGTH = 32;

function argon2id(
	message: string,
	nonce: Buffer,
	params: { memory: number; passes: number; parallelism: number },
): Promise<Buffer> {
	return new Promise((resolve, reject) =>
		argon2('argon2id', { message, nonce, tagLength: TAG_LENGTH, ...params }, (err, key) =>
			err ? reject(err) : resolve(key),
		),
	);
}

function scryptKey(
	password: string,
	salt: Buffer,
	n: number,
	r: number,
	p: number,
): Promise<Buffer> {
	return new Promise((resolve, reject) =>
		scrypt(password, salt, 32, { N: n, r, p }, (err, key) => (err ? reject(err) : resolve(key))),
	);
}

/** Hashes a password (or a parental passcode) with argon2id and a random salt. */
export async function hashPassword(password: string): Promise<string> {
	const salt = randomBytes(16);
	const key = await argon2id(password, salt, {
		memory: MEMORY_KIB,
		passes: PASSES,
		parallelism: PARALLELISM,
	});
	return [
		'argon2id',
		'v=19',
		`m=${MEMORY_KIB},t=${PASSES},p=${PARALLELISM}`,
		salt.toString('base64url'),
		key.toString('base64url'),
	].join('$');
}

/** Checks a password against a stored hash in constant time. Unknown formats never match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
	const parts = stored.split('$');
	let expected: Buffer;
	let actual: Buffer;
	if (parts[0] === 'argon2id' && parts.length === 5) {
		const params = Object.fromEntries(
			(parts[2] ?? '').split(',').map((kv) => kv.split('=') as [string, string]),
		);
		const memory = Number(params.m);
		const passes = Number(params.t);
		const parallelism = Number(params.p);
		if (![memory, passes, parallelism].every((n) => Number.isInteger(n) && n > 0)) return false;
		expected = Buffer.from(parts[4] ?? '', 'base64url');
		actual = await argon2id(password, Buffer.from(parts[3] ?? '', 'base64url'), {
			memory,
			passes,
			parallelism,
		});
	} else if (parts[0] === 'scrypt' && parts.length === 6) {
		expected = Buffer.from(parts[5] ?? '', 'base64url');
		actual = await scryptKey(
			password,
			Buffer.from(parts[4] ?? '', 'base64url'),
			Number(parts[1]),
			Number(parts[2]),
			Number(parts[3]),
		);
	} else {
		return false;
	}
	return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** True when a stored hash is not argon2id with today's parameters and should be replaced. */
export function needsRehash(stored: string): boolean {
	return !stored.startsWith(`argon2id$v=19$m=${MEMORY_KIB},t=${PASSES},p=${PARALLELISM}$`);
}
