import { sql } from 'kysely';
import type { Db } from './database.ts';

/** Resolves when the database answers and is migrated (`users` exists); rejects otherwise. */
export async function checkDatabaseReady(db: Db): Promise<void> {
	await sql`select 1 from users limit 1`.execute(db);
}
