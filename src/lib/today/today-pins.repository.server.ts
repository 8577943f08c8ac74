import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/** The ids of interests by slug (unknown slugs are simply missing). One unique-index lookup each. */
export async function interestIdsBySlug(
	db: Kysely<Database>,
	slugs: readonly string[],
): Promise<Map<string, string>> {
	if (slugs.length === 0) return new Map();
	const rows = await db
		.selectFrom('interests')
		.select(['id', 'slug'])
		.where('slug', 'in', [...new Set(slugs)])
		.execute();
	return new Map(rows.map((r) => [r.slug, r.id]));
}
