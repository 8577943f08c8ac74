import webPush from 'web-push';
import { config } from '../../platform/config/config.server.ts';
import type { Db } from '../../platform/db/database.ts';
import {
	findVapidKeys,
	insertVapidKeysIfAbsent,
	type VapidKeyRow,
} from './push.repository.server.ts';

/**
 * The installation's VAPID key pair (RFC 8292), made at first use and kept in the database
 * (`web_push_keys`), so every app copy signs with the same key and subscriptions survive
 * restarts. Two processes starting at once both try an insert-if-absent and then both read the
 * one row that won. Cached per database handle: the pair never changes once stored.
 */

export interface VapidKeys {
	/** Uncompressed P-256 public key, base64url: the `applicationServerKey` browsers subscribe with. */
	publicKey: string;
	privateKey: string;
}

const cache = new WeakMap<Db, Promise<VapidKeys>>();

/** The stored pair, made and stored first when there is none. */
export function vapidKeys(db: Db): Promise<VapidKeys> {
	let keys = cache.get(db);
	if (!keys) {
		keys = loadOrCreate(db);
		cache.set(db, keys);
		// A failed load (database away) is not kept: the next call tries again.
		keys.catch(() => cache.delete(db));
	}
	return keys;
}

async function loadOrCreate(db: Db): Promise<VapidKeys> {
	let row: VapidKeyRow | undefined = await findVapidKeys(db);
	if (!row) {
		const made = webPush.generateVAPIDKeys();
		await insertVapidKeysIfAbsent(
			db,
			{ public_key: made.publicKey, private_key: made.privateKey },
			new Date().toISOString(),
		);
		row = await findVapidKeys(db);
		if (!row) throw new Error('VAPID keys were not stored');
	}
	return { publicKey: row.public_key, privateKey: row.private_key };
}

/**
 * The VAPID `sub` claim: PUBLIC_ORIGIN when it is https (push services may contact the site's
 * operator there), else `mailto:` the address of MAIL_FROM (`Corkboard <no-reply@…>`).
 */
export function vapidSubject(): string {
	const { PUBLIC_ORIGIN, MAIL_FROM } = config();
	if (PUBLIC_ORIGIN?.startsWith('https://')) return new URL(PUBLIC_ORIGIN).origin;
	const address = /<([^<>\s]+@[^<>\s]+)>/.exec(MAIL_FROM)?.[1] ?? MAIL_FROM.trim();
	return `mailto:${address}`;
}
