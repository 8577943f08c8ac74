import type { Db } from '../../platform/db/database.ts';
import { countAll } from '../../platform/db/sql.server.ts';

/** The statements of linked businesses (MAS-07) that the users and accounts repositories lack. */

/** How many linked businesses an owner has. */
export async function countLinkedBusinesses(db: Db, ownerId: string): Promise<number> {
	const { count } = await db
		.selectFrom('users')
		.select(countAll().as('count'))
		.where('owner_user_id', '=', ownerId)
		.executeTakeFirstOrThrow();
	return count;
}

/** Whether an account owns at least one linked business. */
export async function ownsLinkedBusiness(db: Db, ownerId: string): Promise<boolean> {
	const owned = await db
		.selectFrom('users')
		.select('id')
		.where('owner_user_id', '=', ownerId)
		.executeTakeFirst();
	return owned !== undefined;
}
