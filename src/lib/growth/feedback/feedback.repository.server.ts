import type { Insertable, Kysely } from 'kysely';
import type { Database, SiteFeedbackTable } from '../../platform/db/database.ts';

/** Stores one piece of feedback or one bug report. */
export async function insertSiteFeedback(
	db: Kysely<Database>,
	row: Insertable<SiteFeedbackTable>,
): Promise<void> {
	await db.insertInto('site_feedback').values(row).execute();
}
