import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { logger } from '../../platform/log/logger.server.ts';
import { revokeUserSessions } from '../auth/sessions.repository.server.ts';
import { deactivateUser } from '../users/users.repository.server.ts';
import { type AccountOwnerProof, confirmAccountOwner } from './confirm-account-owner.server.ts';

/**
 * SET-12 deactivate account: hides the account until its owner logs in again. Needs the
 * password (`PasswordIncorrect`) and, when set, the parental passcode (PPC-01). Sets `status`
 * to `deactivated` (no session of it resolves to a viewer any more) and ends every session of
 * the account and the linked-business sessions it opened, in one transaction. Logging in again
 * reactivates the account (the login service does that); nothing is deleted.
 */
export async function deactivateAccount(
	db: Kysely<Database>,
	userId: string,
	proof: AccountOwnerProof,
): Promise<void> {
	await confirmAccountOwner(db, userId, proof);
	await db.transaction().execute(async (trx) => {
		await deactivateUser(trx, userId, new Date().toISOString());
		await revokeUserSessions(trx, userId);
	});
	logger.info('account deactivated', { userId });
}
