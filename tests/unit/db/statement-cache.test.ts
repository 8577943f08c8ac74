import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cachePreparedStatements } from '~/lib/platform/db/client.server.ts';

describe('cachePreparedStatements', () => {
	it('reuses a statement by its SQL text, keeps at most `max`, and never shares a busy one', () => {
		const sqlite = new SQLite(':memory:');
		cachePreparedStatements(sqlite, 2);
		sqlite.exec('create table t (n integer)');
		sqlite.prepare('insert into t values (?), (?), (?)').run(1, 2, 3);
		const a = sqlite.prepare('select n from t order by n');
		expect(sqlite.prepare('select n from t order by n')).toBe(a);
		// A statement being iterated is busy: a second user gets its own, and both read fully.
		const outer: number[] = [];
		for (const row of a.iterate() as Iterable<{ n: number }>) {
			const inner = sqlite.prepare('select n from t order by n');
			expect(inner).not.toBe(a);
			expect(inner.all()).toHaveLength(3);
			outer.push(row.n);
		}
		expect(outer).toEqual([1, 2, 3]);
		// Past `max` texts the oldest is prepared again.
		const b = sqlite.prepare('select count(*) from t');
		sqlite.prepare('select max(n) from t');
		sqlite.prepare('select min(n) from t');
		expect(sqlite.prepare('select count(*) from t')).not.toBe(b);
		sqlite.close();
	});
});
