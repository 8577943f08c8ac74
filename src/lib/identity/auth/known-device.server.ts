import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { CookieJar } from '../../platform/http/cookie-jar.server.ts';
import { randomToken, sha256Hex } from '../../platform/security/secret-token.server.ts';
import {
	deleteKnownDevices,
	hasKnownDevice,
	listDeviceHashesBeyond,
	retokenKnownDevice,
	upsertKnownDevice,
} from './known-devices.repository.server.ts';

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
const KNOWN_DEVICE_TTL_MS = 400 * DAY_MS;
/** Devices remembered per account; the oldest beyond this are forgotten. */
const MAX_KNOWN_DEVICES = 20;
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
	return hasKnownDevice(
		db,
		userId,
		sha256Hex(token),
		new Date(now.getTime() - KNOWN_DEVICE_TTL_MS).toISOString(),
	);
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
	if (old) await retokenKnownDevice(db, sha256Hex(old), hash);
	await upsertKnownDevice(db, userId, hash, at);
	const stale = await listDeviceHashesBeyond(db, userId, MAX_KNOWN_DEVICES);
	if (stale.length > 0) await deleteKnownDevices(db, userId, stale);
	jar.set(DEVICE_COOKIE, token, {
		httpOnly: true,
		sameSite: 'lax',
		maxAge: KNOWN_DEVICE_TTL_MS / 1000,
	});
}
