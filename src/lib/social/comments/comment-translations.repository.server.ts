import type { Db } from '../../platform/db/database.ts';

/** The SQL of cached comment translations (CMT-06), per comment and language. */

export async function findTranslation(
	db: Db,
	commentId: string,
	language: string,
): Promise<string | null> {
	const row = await db
		.selectFrom('comment_translations')
		.select('text')
		.where('comment_id', '=', commentId)
		.where('language', '=', language)
		.executeTakeFirst();
	return row?.text ?? null;
}

/** Keeps a translation; a second writer of the same pair keeps the first one's. */
export async function insertTranslation(
	db: Db,
	commentId: string,
	language: string,
	text: string,
): Promise<void> {
	await db
		.insertInto('comment_translations')
		.values({ comment_id: commentId, language, text, created_at: new Date().toISOString() })
		.onConflict((oc) => oc.columns(['comment_id', 'language']).doNothing())
		.execute();
}

/** Forgets a comment's translations (its text changed). */
export async function deleteTranslations(db: Db, commentId: string): Promise<void> {
	await db.deleteFrom('comment_translations').where('comment_id', '=', commentId).execute();
}
