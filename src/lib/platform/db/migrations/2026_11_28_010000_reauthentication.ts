import type { Kysely } from 'kysely';

/**
 * Account security:
 * - `sessions.reauthenticated_at`: when this session last confirmed its owner (password, and a
 *   second factor with MFA on) for a sensitive change; null until it does.
 * - `users.review_locked_at`: set when the owner of the old address undid an email change from
 *   its notice; the account then logs in only after a password reset (the password is cleared).
 */
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('sessions').addColumn('reauthenticated_at', 'text').execute();
	await db.schema.alterTable('users').addColumn('review_locked_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('users').dropColumn('review_locked_at').execute();
	await db.schema.alterTable('sessions').dropColumn('reauthenticated_at').execute();
}
