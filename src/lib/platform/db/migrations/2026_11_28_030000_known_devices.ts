import type { Kysely } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * Login protection:
 * - `known_devices`: browsers that have logged in to an account (the SHA-256 of the random
 *   token in the browser's device cookie, per user), so the owner still gets in from one of
 *   them while an attacker's failures hold the account's login limit;
 * - `users.password_reset_at`: when a reset link last set the password of an account with
 *   MFA. While it equals `password_changed_at`, the password proves only the mailbox, so a
 *   mailed code is no second factor for it.
 */
export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(db);
	await db.schema
		.createTable('known_devices')
		.addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('token_hash', 'text', (c) => c.notNull())
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addColumn('last_login_at', t.time, (c) => c.notNull())
		.addPrimaryKeyConstraint('known_devices_pk', ['user_id', 'token_hash'])
		.execute();
	await db.schema
		.createIndex('known_devices_token_idx')
		.on('known_devices')
		.column('token_hash')
		.execute();
	await db.schema.alterTable('users').addColumn('password_reset_at', t.time).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('users').dropColumn('password_reset_at').execute();
	await db.schema.dropTable('known_devices').execute();
}
