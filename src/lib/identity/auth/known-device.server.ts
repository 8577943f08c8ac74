import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { CookieJar } from '../../platform/http/cookie-jar.server.ts';
import { randomToken, sha256Hex } from '../../platform/security/secret-token.server.ts';

/**
 * Known devices: browsers that have logged in to an account before. While an attacker's
 * failures hold an account's login limit, the owner still gets in with the right password from
 * one of them (`login.service.server.ts`).
 *
 * A browser carries one random token in the `_cb_dev` cookie (HttpOnly, SameSite=Lax, 400
 * days); `known_devices` holds its SHA-256 once per account that logged in with it. Every
 * successful login (and sign-up, and reset) issues a NEW token and moves the browser's rows to
 * it: a token planted in the browser by someone else (cookie tossing) is never adopted, and a
 * token copied out of the browser stops working at the owner's next login. A device is known
 * for 400 days after its last login; an account keeps its 20 most recent devices; a password
 * reset forgets them all (the reset ends every session too).
 */
export const DEVICE_COOKIE = '_cb_dev';
const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a device stays known after its last login (browsers keep a cookie at most 400 days). */
export const KNOWN_DEVICE_TTL_MS = 400 * DAY_MS;
/** Devices remembered per account; the oldest beyond this are forgotten. */
export const MAX_KNOWN_DEVICES = 20;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function deviceToken(jar: CookieJar): string | undefined {
	const token = jar.get(DEVICE_COOKIE);
	return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

/** Whether this browser has logged in to `userId` within the last 400 days. */
export async function isKnownDevice(
	db: Kysely<Database>,
	jar: CookieJar,
	userId: string,
	now = new Date(),
): Promise<boolean> {
	const token = deviceToken(jar);
	if (!token) return false;
	const row = await db
		.selectFrom('known_devices')
		.select('user_id')
		.where('user_id', '=', userId)
		.where('token_hash', '=', sha256Hex(token))
		.where('last_login_at', '>', new Date(now.getTime() - KNOWN_DEVICE_TTL_MS).toISOString())
		.executeTakeFirst();
	return row !== undefined;
}

/**
 * Remembers this browser for `userId` after a successful login: a new token for the cookie,
 * the browser's rows for other accounts moved to it, this account's row added or refreshed,
 * and the account's devices beyond the newest `MAX_KNOWN_DEVICES` forgotten. `db` may be the
 * login's transaction.
 */
export async function rememberDevice(
	db: Kysely<Database>,
	jar: CookieJar,
	userId: string,
	now = new Date(),
): Promise<void> {
	const old = deviceToken(jar);
	const token = randomToken();
	const hash = sha256Hex(token);
	const at = now.toISOString();
	if (old) {
		await db
			.updateTable('known_devices')
			.set({ token_hash: hash })
			.where('token_hash', '=', sha256Hex(old))
			.execute();
	}
	await db
		.insertInto('known_devices')
		.values({ user_id: userId, token_hash: hash, created_at: at, last_login_at: at })
		.onConflict((oc) => oc.columns(['user_id', 'token_hash']).doUpdateSet({ last_login_at: at }))
		.execute();
	const stale = await db
		.selectFrom('known_devices')
		.select('token_hash')
		.where('user_id', '=', userId)
		.orderBy('last_login_at', 'desc')
		.orderBy('token_hash')
		.offset(MAX_KNOWN_DEVICES)
		.limit(1000)
		.execute();
	if (stale.length > 0) {
		await db
			.deleteFrom('known_devices')
			.where('user_id', '=', userId)
			.where(
				'token_hash',
				'in',
				stale.map((r) => r.token_hash),
			)
			.execute();
	}
	jar.set(DEVICE_COOKIE, token, {
		httpOnly: true,
		sameSite: 'lax',
		maxAge: KNOWN_DEVICE_TTL_MS / 1000,
	});
}

/** Forgets every device of the account (a password reset: whoever logged in before is unknown). */
export async function forgetDevices(db: Kysely<Database>, userId: string): Promise<void> {
	await db.deleteFrom('known_devices').where('user_id', '=', userId).execute();
}
