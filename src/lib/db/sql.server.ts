import { type RawBuilder, sql } from 'kysely';

/** `count(*)` as a plain number on both dialects (PostgreSQL's bigint count would be a string). */
export function countAll(): RawBuilder<number> {
	return sql<number>`cast(count(*) as integer)`;
}
