import type { Kysely } from 'kysely';
import type { Database } from '~/lib/platform/db/database.ts';
import { newId } from '~/lib/platform/db/ids.ts';

let n = 0;

/** Inserts an interest (a category unless `parent_id` is given). */
export async function makeInterest(
	db: Kysely<Database>,
	overrides: { name?: string; slug?: string; parent_id?: string | null; position?: number } = {},
) {
	n += 1;
	const parentId = overrides.parent_id ?? null;
	const row = {
		id: newId(),
		name: overrides.name ?? `Interest ${n}`,
		slug: overrides.slug ?? `interest-${n}-${Math.random().toString(36).slice(2, 7)}`,
		parent_id: parentId,
		is_category: parentId === null ? 1 : 0,
		position: overrides.position ?? n,
	};
	await db.insertInto('interests').values(row).execute();
	return row;
}

/** Labels a pin with interests. */
export async function tag(
	db: Kysely<Database>,
	pin: { id: string },
	...interests: { id: string }[]
): Promise<void> {
	await db
		.insertInto('pin_interests')
		.values(interests.map((i) => ({ pin_id: pin.id, interest_id: i.id })))
		.execute();
}

/** The stored follower count of an interest. */
export async function followerCount(db: Kysely<Database>, id: string): Promise<number> {
	const row = await db
		.selectFrom('interests')
		.select('follower_count')
		.where('id', '=', id)
		.executeTakeFirstOrThrow();
	return row.follower_count;
}
