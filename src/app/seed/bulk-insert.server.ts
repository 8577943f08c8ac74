import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../../lib/platform/db/database.ts';
import { isSqlite } from '../../lib/platform/db/sql.server.ts';

/** SQLite's default limit on bound parameters per statement. */
const SQLITE_MAX_PARAMS = 32_766;
/** PostgreSQL's protocol limit on bound parameters per statement. */
const POSTGRES_MAX_PARAMS = 65_535;
/** Rows per PostgreSQL statement: a few thousand keeps statements quick to parse and plan. */
const POSTGRES_MAX_ROWS = 3_000;

/** One row: column name to value. */
export type Row = Record<string, string | number | null>;

/** How many rows of `columns` columns fit in one statement on this database. */
function rowsPerStatement(db: Kysely<Database>, columns: number): number {
	if (isSqlite(db)) return Math.max(1, Math.floor(SQLITE_MAX_PARAMS / columns));
	return Math.max(1, Math.min(POSTGRES_MAX_ROWS, Math.floor(POSTGRES_MAX_PARAMS / columns)));
}

/**
 * Inserts `rows` into `table` with large multi-row INSERTs, as many rows per statement as the
 * dialect's parameter limit allows. The SQL text is built directly (not through the query
 * builder), which keeps a million-row load from spending its time compiling queries.
 *
 * All rows must have the same keys as the first. Run it inside a transaction for speed; it
 * does not open one itself. Identifiers come from code, never from input.
 */
export async function insertRows<T extends keyof Database & string>(
	db: Kysely<Database>,
	table: T,
	rows: readonly Row[],
): Promise<void> {
	const first = rows[0];
	if (!first) return;
	const columns = Object.keys(first);
	const sqlite = isSqlite(db);
	const perStatement = rowsPerStatement(db, columns.length);
	const head = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values `;
	for (let start = 0; start < rows.length; start += perStatement) {
		const chunk = rows.slice(start, start + perStatement);
		const params: (string | number | null)[] = new Array(chunk.length * columns.length);
		const tuples: string[] = new Array(chunk.length);
		let p = 0;
		for (let r = 0; r < chunk.length; r++) {
			const row = chunk[r]!;
			const marks: string[] = new Array(columns.length);
			for (let c = 0; c < columns.length; c++) {
				params[p] = row[columns[c]!] ?? null;
				p++;
				marks[c] = sqlite ? '?' : `$${p}`;
			}
			tuples[r] = `(${marks.join(', ')})`;
		}
		await db.executeQuery(CompiledQuery.raw(head + tuples.join(', '), params));
	}
}
