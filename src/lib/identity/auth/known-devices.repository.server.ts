import type { Db } from '../../platform/db/database.ts';

/**
 * The statements on `known_devices` (one row per account and device-token digest). The rules
 * (cookie, lifetime, how many an account keeps) are in `known-device.server.ts`. Every function
 * takes a `Db`, which may be the caller's transaction.
 */

/** Whether the account has this device digest with a login after `since`. */
export async function hasKnownDevice(
	db: Db,
	userId: string,
	tokenHash: string,
	since: string,
): Promise<boolean> {
	const row = await db
		.selectFrom('known_devices')
		.select('user_id')
		.where('user_id', '=', userId)
		.where('token_hash', '=', tokenHash)
		.where('last_login_at', '>', since)
		.executeTakeFirst();
	return row !== undefined;
}

/** Moves every account's row of a device from its old digest to a new one. */
export async function retokenKnownDevice(db: Db, oldHash: string, newHash: string): Promise<void> {
	await db
		.updateTable('known_devices')
		.set({ token_hash: newHash })
		.where('token_hash', '=', oldHash)
		.execute();
}

/** Adds the account's row of a device digest, or refreshes its last login. */
export async function upsertKnownDevice(
	db: Db,
	userId: string,
	tokenHash: string,
	at: string,
): Promise<void> {
	await db
		.insertInto('known_devices')
		.values({ user_id: userId, token_hash: tokenHash, created_at: at, last_login_at: at })
		.onConflict((oc) => oc.columns(['user_id', 'token_hash']).doUpdateSet({ last_login_at: at }))
		.execute();
}

/** The account's device digests after its newest `keep` (by last login), at most 1,000. */
export async function listDeviceHashesBeyond(
	db: Db,
	userId: string,
	keep: number,
): Promise<string[]> {
	const rows = await db
		.selectFrom('known_devices')
		.select('token_hash')
		.where('user_id', '=', userId)
		.orderBy('last_login_at', 'desc')
		.orderBy('token_hash')
		.offset(keep)
		.limit(1000)
		.execute();
	return rows.map((r) => r.token_hash);
}

/** Forgets these device digests of the account. */
export async function deleteKnownDevices(
	db: Db,
	userId: string,
	tokenHashes: readonly string[],
): Promise<void> {
	await db
		.deleteFrom('known_devices')
		.where('user_id', '=', userId)
		.where('token_hash', 'in', tokenHashes)
		.execute();
}

/** Forgets every device of the account (a password reset: whoever logged in before is unknown). */
export async function forgetDevices(db: Db, userId: string): Promise<void> {
	await db.deleteFrom('known_devices').where('user_id', '=', userId).execute();
}
