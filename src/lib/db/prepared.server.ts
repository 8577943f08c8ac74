import type { Compilable, CompiledQuery, Kysely, PostgresPool } from 'kysely';
import type pg from 'pg';

/**
 * Statements PostgreSQL keeps prepared on each pooled connection, for hot queries whose planning
 * costs as much as running them: the typeahead's statement, run on every keystroke, and the pin
 * search page's statement (3.1–3.4 ms of planning per search).
 *
 * Kysely sends every query as an unnamed statement, which PostgreSQL parses, analyses and plans
 * on every execution. For a query that runs in a tenth of a millisecond that is most of its
 * cost: the typeahead's board query took 0.6–1.0 ms of database CPU as an unnamed statement and
 * 0.25 ms as a named one, because after five executions PostgreSQL keeps a generic plan when it
 * is no worse than the custom ones.
 *
 * That generic plan is the trade, so only queries whose generic plan was checked use this: a
 * query whose best plan depends on its parameters (a full-text condition the planner estimates
 * from the word) must stay unnamed. The pin search qualifies because it makes its walk-or-index
 * choice at run time, with its numbers inlined as literals (a `limit $n` makes every generic
 * plan look dearer than the custom ones, so PostgreSQL would plan every time anyway). Results
 * are the same either way; only the cost differs.
 *
 * SQLite needs none of this: its connection keeps its statements (`cachePreparedStatements`).
 */

/**
 * Named statements' SQL text → name, shared by all connections (a name is per connection). Kept
 * on `globalThis` like the database handle (client.server.ts): `scripts/start.ts` opens the pool
 * from the source modules and the built server registers statements from its bundled copy of
 * this module, so a module-level map would be two maps.
 */
const NAMES = Symbol.for('corkboard.db.preparedStatements');
type Global = { [NAMES]?: Map<string, string> };
const g = globalThis as Global;
g[NAMES] ??= new Map();
const names = g[NAMES];
/**
 * A ceiling on distinct texts: each is kept by every connection that ran it. The callers'
 * texts vary only with a few options (signed in or not), so this is never reached in use; past
 * it, queries run unnamed.
 */
const MAX_NAMED = 200;

/**
 * Runs `query` as a statement each connection prepares once (PostgreSQL; see above). Raw SQL
 * comes compiled (`sql`…`.compile(db)`).
 */
export async function executePrepared<DB, R>(
	db: Kysely<DB>,
	query: Compilable<R> | CompiledQuery<R>,
): Promise<R[]> {
	const compiled = 'compile' in query ? query.compile() : query;
	if (!names.has(compiled.sql) && names.size < MAX_NAMED) {
		names.set(compiled.sql, `corkboard_${names.size + 1}`);
	}
	return (await db.executeQuery(compiled)).rows;
}

const PATCHED = Symbol('corkboard.prepared');
type PatchedClient = pg.PoolClient & { [PATCHED]?: true };

/**
 * The pool Kysely uses: each client, when first checked out, sends registered texts as named
 * statements (node-postgres then parses a name once per connection and only binds after that).
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
	return {
		options: pool.options,
		// Kysely opens a separate client of this class to cancel a query.
		Client: (pool as unknown as { Client: NonNullable<PostgresPool['Client']> }).Client,
		async connect() {
			const client = (await pool.connect()) as PatchedClient;
			if (!client[PATCHED]) {
				client[PATCHED] = true;
				const query = client.query.bind(client) as (...args: unknown[]) => unknown;
				client.query = ((text: unknown, values?: unknown) => {
					const name = typeof text === 'string' ? names.get(text) : undefined;
					if (name) return query({ name, text, values });
					return values === undefined ? query(text) : query(text, values);
				}) as typeof client.query;
			}
			return client;
		},
		end: () => pool.end(),
	};
}
