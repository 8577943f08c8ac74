import type { Compilable, CompiledQuery, Kysely, PostgresPool } from 'kysely';
import type pg from 'pg';

/**
 * Statements PostgreSQL keeps prepared on each pooled connection.
 *
 * Kysely sends every query as an unnamed statement, which PostgreSQL parses, analyses and plans
 * on every execution, and for our page queries that is most of their cost: on the million-pin
 * world the home feed's statement planned in 1.5 ms and ran in 0.5, a pin page's four in 2.6
 * and 2.1, a board page's four in 1.1 and 0.4, the pin search's in 3.1–3.4 ms against 16–50.
 * A named statement is parsed once per connection, and after five executions PostgreSQL keeps a
 * generic plan when its estimated cost is no worse than the custom plans' (mature drivers,
 * pgJDBC and Npgsql, prepare repeated statements the same way).
 *
 * Two ways in:
 * - **Hot reads are named on their own**: a `select`/`with` text sent `HOT_AFTER` times by this
 *   process is named from then on. Two kinds are left out. A full-text condition
 *   (`to_tsquery`) is planned from the word, so a generic plan would guess its share; a
 *   `*` result (`select *`, `b.*`) would fail as "cached plan must not change result type"
 *   once a migration adds a column under a running server.
 * - **`executePrepared`** names a statement at once, for texts whose generic plan was checked
 *   even though they match a rule above: the typeahead (its full-text branches) and the pin
 *   search, which makes its walk-or-index choice at run time, with its numbers inlined as
 *   literals (a `limit $n` makes every generic plan look dearer than the custom ones, so
 *   PostgreSQL would plan every time anyway).
 *
 * Results are the same either way; only the cost differs. SQLite needs none of this: its
 * connection keeps its statements (`cachePreparedStatements`).
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
 * A ceiling on distinct named texts: each is kept by every connection that ran it (a few kB to
 * tens of kB of PostgreSQL memory with its plan). The hot set of a running site is a few dozen
 * texts; texts that vary with a list's length (`in ($1, $2, …)`) could go on growing, so past
 * this, new texts run unnamed.
 */
const MAX_NAMED = 500;
/** Sends of a text after which it is named (a cold text costs the registry nothing). */
const HOT_AFTER = 3;
/** Texts being counted; cleared when full, which only delays naming a hot text. */
const sends = new Map<string, number>();
const MAX_COUNTED = 5000;

const READ = /^\s*(select|with)\b/i;
const FULL_TEXT = /\bto_tsquery\s*\(/i;
/** `select *` or `alias.*` in a result list (not `count(*)`). */
const STAR_RESULT = /(^|[\s,])("?\w+"?\.)?\*\s*(,|from\b)/i;

function register(text: string): string | undefined {
	const known = names.get(text);
	if (known || names.size >= MAX_NAMED) return known;
	const name = `corkboard_${names.size + 1}`;
	names.set(text, name);
	return name;
}

/** The name to send `text` under, or undefined to send it unnamed (see above). */
function statementName(text: string): string | undefined {
	const known = names.get(text);
	if (known) return known;
	if (!READ.test(text) || FULL_TEXT.test(text) || STAR_RESULT.test(text)) return undefined;
	const count = (sends.get(text) ?? 0) + 1;
	if (count < HOT_AFTER) {
		if (sends.size >= MAX_COUNTED) sends.clear();
		sends.set(text, count);
		return undefined;
	}
	sends.delete(text);
	return register(text);
}

/**
 * Runs `query` as a statement each connection prepares once (PostgreSQL; see above). Raw SQL
 * comes compiled (`sql`…`.compile(db)`).
 */
export async function executePrepared<DB, R>(
	db: Kysely<DB>,
	query: Compilable<R> | CompiledQuery<R>,
): Promise<R[]> {
	const compiled = 'compile' in query ? query.compile() : query;
	register(compiled.sql);
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
					const name = typeof text === 'string' ? statementName(text) : undefined;
					if (name) return query({ name, text, values });
					return values === undefined ? query(text) : query(text, values);
				}) as typeof client.query;
			}
			return client;
		},
		end: () => pool.end(),
	};
}
