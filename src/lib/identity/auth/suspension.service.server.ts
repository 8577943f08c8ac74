import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { updateUser } from './accounts.repository.server.ts';
import { revokeUserSessions } from './sessions.repository.server.ts';

/**
 * Suspends an account (staff action): it can no longer log in (AUTH-02 outcome 6) and every
 * session it has, including linked-business sessions it opened, ends at once.
 */
export async function suspendUser(db: Kysely<Database>, userId: string): Promise<void> {
	await db.transaction().execute(async (trx) => {
		await updateUser(trx, userId, { status: 'suspended' });
		await revokeUserSessions(trx, userId);
	});
}
