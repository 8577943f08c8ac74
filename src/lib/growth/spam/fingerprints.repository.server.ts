import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/**
 * AUTH-20: keeps the latest fingerprint of a user or signed-out visitor (`subject`:
 * `user:{id}` or `visitor:{id}`), how often it was reported, and when first and last. One
 * upsert, safe under concurrency on both dialects. Spam review can then find the accounts and
 * visitors that share a fingerprint (indexed).
 */
export async function saveFingerprint(
	db: Kysely<Database>,
	input: {
		subject: string;
		userId: string | null;
		visitorId: string | null;
		fingerprint: string;
		at?: string;
	},
): Promise<void> {
	const at = input.at ?? new Date().toISOString();
	await db
		.insertInto('spam_fingerprints')
		.values({
			subject_key: input.subject,
			user_id: input.userId,
			visitor_id: input.visitorId,
			fingerprint: input.fingerprint,
			first_seen_at: at,
			last_seen_at: at,
		})
		.onConflict((oc) =>
			oc.column('subject_key').doUpdateSet({
				fingerprint: input.fingerprint,
				last_seen_at: at,
				seen_count: sql`spam_fingerprints.seen_count + 1`,
			}),
		)
		.execute();
}
