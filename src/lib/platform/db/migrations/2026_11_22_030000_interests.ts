import type { Kysely } from 'kysely';

/**
 * Interests (FED-07..10): sub-interests are listed by parent in menu order, and a viewer's
 * followed interests are paged newest follow first, so both get an index.
 */
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema
		.createIndex('interests_parent_position_idx')
		.on('interests')
		.columns(['parent_id', 'position'])
		.execute();
	await db.schema
		.createIndex('interest_follows_user_time_idx')
		.on('interest_follows')
		.columns(['user_id', 'created_at', 'interest_id'])
		.execute();
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropIndex('interest_follows_user_time_idx').execute();
	await db.schema.dropIndex('interests_parent_position_idx').execute();
}
