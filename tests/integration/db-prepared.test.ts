import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '~/lib/platform/db/database.ts';
import { executePrepared } from '~/lib/platform/db/prepared.server.ts';
import { makeUser } from '../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';

/**
 * `executePrepared` (the typeahead's statements, SRC-02): the same rows as a plain execution on
 * both dialects, and on PostgreSQL a statement the connection keeps prepared, whose generic plan
 * (taken after five executions) answers every parameter as the custom plans did.
 */
let t: TestDb;
const ids: string[] = [];
beforeAll(async () => {
	t = await createTestDb();
	for (const name of ['ada', 'adele', 'bob', 'bea', 'carl']) {
		ids.push((await makeUser(t.db, { username: `${name}_${ids.length}` })).id);
	}
});
afterAll(async () => {
	await t?.destroy();
});

/** The SQL texts `conn`'s PostgreSQL session keeps prepared. */
async function preparedTexts(conn: Kysely<Database>): Promise<string[]> {
	const { rows } = await sql<{
		statement: string;
	}>`select statement from pg_prepared_statements`.execute(conn);
	return rows.map((r) => r.statement);
}

const byPrefix = (prefix: string) =>
	t.db
		.selectFrom('users')
		.select(['id', 'username', 'created_at'])
		.where('username', 'like', `${prefix}%`)
		.orderBy('id', 'desc')
		.limit(3);

describe(`prepared statements on ${testDialect()}`, () => {
	it('answers what a plain execution answers, normalized, for every parameter', async () => {
		// Twelve rounds: past the five custom plans after which PostgreSQL may go generic.
		for (let round = 0; round < 12; round++) {
			for (const prefix of ['a', 'ad', 'b', 'zz', '']) {
				const plain = await byPrefix(prefix).execute();
				expect(await executePrepared(t.db, byPrefix(prefix))).toEqual(plain);
			}
		}
		const [first] = await executePrepared(t.db, byPrefix('carl'));
		expect(first?.id).toBe(ids[4]);
		expect(first?.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
	});

	it.runIf(testDialect() === 'postgres')(
		'keeps the statement prepared on its connection, and only that one',
		async () => {
			await t.db.connection().execute(async (conn) => {
				const prepared = () => preparedTexts(conn);
				// Texts no other test runs, so no pooled connection has them yet.
				const named = conn.selectFrom('users').select(['id', 'about']).limit(1);
				const plain = conn.selectFrom('users').select(['id', 'country']).limit(1);
				expect(await prepared()).not.toContain(named.compile().sql);
				await executePrepared(conn, named);
				await executePrepared(conn, named);
				await plain.execute();
				const statements = await prepared();
				expect(statements).toContain(named.compile().sql);
				expect(statements).not.toContain(plain.compile().sql);
			});
		},
	);

	it.runIf(testDialect() === 'postgres')(
		'names statements registered by a second copy of the module (the built server and its start script)',
		async () => {
			// The server bundles its own copy of prepared.server.ts, while scripts/start.ts opens
			// the pool from the source copy: both must share one registry.
			const secondCopy = '../../src/lib/platform/db/prepared.server.ts?second-copy';
			const copy = (await import(
				/* @vite-ignore */ secondCopy
			)) as typeof import('~/lib/platform/db/prepared.server.ts');
			expect(copy.executePrepared).not.toBe(executePrepared);
			await t.db.connection().execute(async (conn) => {
				const named = conn.selectFrom('users').select(['id', 'locale']).limit(1);
				await copy.executePrepared(conn, named);
				expect(await preparedTexts(conn)).toContain(named.compile().sql);
			});
		},
	);

	it.runIf(testDialect() === 'postgres')(
		'names a hot read on its own, but not a full-text read, a star result or a write',
		async () => {
			await t.db.connection().execute(async (conn) => {
				const statements = () => preparedTexts(conn);
				// Texts no other test runs.
				const hot = conn
					.selectFrom('users')
					.select(['id', 'about', 'username'])
					.where('id', '=', ids[0]!);
				const fullText = sql`select ${'x'} as hot_fts, to_tsquery('simple', ${'ada'}) as q`;
				const star = conn.selectFrom('users').selectAll().where('username', '=', 'hot_star');
				const write = conn
					.updateTable('users')
					.set({ about: 'unchanged' })
					.where('username', '=', 'nobody_hot');
				const sent = [hot.compile(), fullText.compile(conn), star.compile(), write.compile()];
				for (let round = 1; round <= 5; round++) {
					await hot.execute();
					await fullText.execute(conn);
					await star.execute();
					await write.execute();
					const named = await statements();
					// Named from the third send on (HOT_AFTER).
					expect(named.includes(sent[0]!.sql), `round ${round}`).toBe(round >= 3);
				}
				expect((await hot.execute())[0]?.id).toBe(ids[0]);
				const named = await statements();
				for (const skipped of sent.slice(1)) expect(named).not.toContain(skipped.sql);
			});
		},
	);
});
