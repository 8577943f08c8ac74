import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fromTemplate } from '~/lib/platform/db/statement-template.server.ts';

/**
 * `fromTemplate`: a statement built once per shape gives the same SQL text and parameters as a
 * fresh build, and a build that uses a value outside a parameter fails when its template is made.
 */
interface T {
	n: number;
	name: string;
}
const db = new Kysely<{ t: T }>({
	dialect: new SqliteDialect({ database: new SQLite(':memory:') }),
});

type Values = { name: string; min: number; owner: string | null };
const build = (v: Values) => {
	let q = db.selectFrom('t').select('n').where('name', '=', v.name).where('n', '>=', v.min);
	if (v.owner !== null) q = q.where(sql<boolean>`${v.owner} is not null`);
	return q.compile();
};

describe('fromTemplate', () => {
	it('fills the template of each shape with the values, as a fresh build would', () => {
		const cases: Values[] = [
			{ name: 'a', min: 1, owner: null },
			{ name: "it's", min: 7, owner: 'u1' },
			{ name: 'b', min: 2, owner: null },
			{ name: '%_\\', min: -3, owner: 'u2' },
		];
		for (const values of cases) {
			const filled = fromTemplate(db, 'unit', values, build);
			const fresh = build(values);
			expect(filled.sql).toBe(fresh.sql);
			expect(filled.parameters).toEqual(fresh.parameters);
		}
		// The same shape reuses the same text (one string, not an equal copy).
		const x = fromTemplate(db, 'unit', cases[0]!, build);
		const y = fromTemplate(db, 'unit', cases[2]!, build);
		expect(x.sql).toBe(y.sql);
		expect(x.queryId).not.toBe(y.queryId);
	});

	it('refuses a build that uses a value in JavaScript', () => {
		const interpolating = (v: { name: string }) =>
			db.selectFrom('t').select('n').where('name', '=', `${v.name}%`).compile();
		expect(() => fromTemplate(db, 'interpolating', { name: 'a' }, interpolating)).toThrow(
			/"name" was used outside a parameter/,
		);
		const deriving = (v: { name: string }) =>
			db.selectFrom('t').select('n').where('name', '=', v.name.toLowerCase()).compile();
		expect(() => fromTemplate(db, 'deriving', { name: 'a' }, deriving)).toThrow();
	});
});
