import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/** Interests by slug (unknown slugs are simply missing). One unique-index lookup each. */
export async function interestsBySlug(
	db: Kysely<Database>,
	slugs: readonly string[],
): Promise<Map<string, { id: string; slug: string; name: string }>> {
	if (slugs.length === 0) return new Map();
	const rows = await db
		.selectFrom('interests')
		.select(['id', 'slug', 'name'])
		.where('slug', 'in', [...new Set(slugs)])
		.execute();
	return new Map(rows.map((r) => [r.slug, r]));
}
