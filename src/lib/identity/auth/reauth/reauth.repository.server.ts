import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';

/** The account whose password and second factor confirm changes to `accountId`. */
export interface Authority {
	id: string;
	password_hash: string | null;
	mfa_enabled: number;
	mfa_secret: string | null;
	mfa_last_step: number;
}

/**
 * The authority of an account: the account itself, or for a linked business (MAS-07) the
 * personal account that owns it, whose login opened every session the business has. A
 * business's own password, if it ever got one, never stands in for its owner's.
 */
export async function findAuthority(
	db: Kysely<Database>,
	accountId: string,
): Promise<Authority | undefined> {
	const account = await db
		.selectFrom('users')
		.select(['id', 'owner_user_id'])
		.where('id', '=', accountId)
		.executeTakeFirst();
	if (!account) return undefined;
	return db
		.selectFrom('users')
		.select(['id', 'password_hash', 'mfa_enabled', 'mfa_secret', 'mfa_last_step'])
		.where('id', '=', account.owner_user_id ?? account.id)
		.executeTakeFirst();
}

/** When the session last re-authenticated (null for never, undefined for no such session). */
export async function sessionReauthenticatedAt(
	db: Kysely<Database>,
	sessionId: string,
): Promise<string | null | undefined> {
	const row = await db
		.selectFrom('sessions')
		.select('reauthenticated_at')
		.where('id', '=', sessionId)
		.executeTakeFirst();
	return row ? row.reauthenticated_at : undefined;
}

/** Records a re-authentication on the session. */
export async function markSessionReauthenticated(
	db: Kysely<Database>,
	sessionId: string,
	now: Date,
): Promise<void> {
	await db
		.updateTable('sessions')
		.set({ reauthenticated_at: now.toISOString() })
		.where('id', '=', sessionId)
		.execute();
}
