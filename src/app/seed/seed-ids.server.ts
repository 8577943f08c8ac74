import { type Kysely, sql } from 'kysely';
import type { Database } from '../../lib/platform/db/database.ts';
import { createIdGenerator, type IdGenerator } from '../../lib/platform/db/ids.ts';

/**
 * Seeded rows get ids from their own generators, called with each row's (past) creation time
 * in increasing order, so newer content gets greater ids. Each seeding run uses its own shard
 * number (the 10 shard bits of the id), so a later run (`--scale`) whose random times happen to
 * land on the same millisecond as an earlier run's can never produce the same id.
 */
export interface SeedIds {
	shard: number;
	users: IdGenerator;
	boards: IdGenerator;
	sections: IdGenerator;
	pins: IdGenerator;
	interests: IdGenerator;
}

const SEQ_BITS = 12;
const SHARDS = 1024;

/**
 * The lowest shard number from 1 up that no user id carries yet. Every seeding run creates
 * users, so the users table records which shards earlier runs took; shard 0 is left to the app.
 */
export async function unusedShard(db: Kysely<Database>): Promise<number> {
	const rows = await sql<{ shard: number | string }>`
		select distinct ((id >> ${sql.lit(SEQ_BITS)}) & ${sql.lit(SHARDS - 1)}) as shard from users
	`.execute(db);
	const used = new Set(rows.rows.map((r) => Number(r.shard)));
	for (let shard = 1; shard < SHARDS; shard++) if (!used.has(shard)) return shard;
	throw new Error('Every id shard is taken by an earlier seeding run');
}

export function seedIds(shard: number): SeedIds {
	return {
		shard,
		users: createIdGenerator(shard),
		boards: createIdGenerator(shard),
		sections: createIdGenerator(shard),
		pins: createIdGenerator(shard),
		interests: createIdGenerator(shard),
	};
}
