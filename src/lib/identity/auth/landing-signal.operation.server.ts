import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { insertLandingSignal } from './accounts.repository.server.ts';

/**
 * Record what a visitor looked at before registering or logging back in (AUTH-09), as `POST
 * /v3/orientation/user_landing_signals/` answers it: `{id, recorded: true}`.
 */
export async function recordLandingSignalForApi(
	db: Kysely<Database>,
	userId: string,
	signal: { isRegister: boolean; pages: readonly string[] },
): Promise<{ id: string; recorded: true }> {
	const id = await insertLandingSignal(db, { userId, ...signal });
	return { id, recorded: true };
}
