import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '~/lib/platform/db/database.ts';
import { testDialect } from '../../helpers/test-db.ts';

/**
 * The whole database as comparable text, table by table, for "a refused write changed
 * nothing". Tables and columns are read from the catalogue, so a table added later is covered
 * by itself. Left out: the migration bookkeeping, the full-text index tables (triggers keep
 * them equal to the rows compared), and the columns the server changes on its own while the
 * test runs (the outbox worker's delivery columns, a session's last use), and what the server's
 * notification fan-out writes on its own after an allowed action (issue 28: the notification
 * tables and digest items, the mail it sends, and on SQLite its jobs in `jobs`; pg-boss keeps
 * them outside the app's schema). One
 * statement reads every table, so a snapshot costs one round trip.
 */
export type DbState = Map<string, string>;

const SKIP_TABLE =
	/^(kysely_|sqlite_|notification_actors$|notification_receipts$|notifications$|notification_digest_items$)|_search($|_)/;
const VOLATILE: Record<string, readonly string[]> = {
	outbox: ['status', 'attempts', 'last_error', 'available_at', 'sent_at', 'text_body', 'html_body'],
	sessions: ['last_used_at'],
};

/** Jobs the fan-out enqueues and runs by itself (SQLite's `jobs`); their rows are not compared. */
const BACKGROUND_JOBS = ['activity.fanout', 'notifications.email', 'notifications.push'];

/**
 * The mail those jobs send on their own (an earlier allowed action's notification, mailed while
 * a later row runs); every other mail in the outbox is compared.
 */
const BACKGROUND_MAIL = ['notification', 'notification_digest'];

/** The rows of `table` that are compared: all, but for the background jobs and their mail. */
function comparedRows(table: string) {
	if (table === 'jobs') return sql`where name not in (${sql.join(BACKGROUND_JOBS)})`;
	if (table === 'outbox') return sql`where kind not in (${sql.join(BACKGROUND_MAIL)})`;
	return sql``;
}

let snapshotQuery: Promise<RawBuilder<{ name: string; body: string | null }>> | undefined;

async function columnsByTable(db: Kysely<Database>): Promise<Map<string, string[]>> {
	const rows =
		testDialect() === 'postgres'
			? (
					await sql<{ t: string; c: string }>`select c.table_name as t, c.column_name as c
						from information_schema.columns c join information_schema.tables t
						on t.table_name = c.table_name and t.table_schema = c.table_schema
						where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
						order by c.table_name, c.ordinal_position`.execute(db)
				).rows
			: (
					await sql<{ t: string; c: string }>`select m.name as t, p.name as c
						from sqlite_master m join pragma_table_info(m.name) p
						where m.type = 'table' order by m.name, p.cid`.execute(db)
				).rows;
	const out = new Map<string, string[]>();
	for (const { t, c } of rows) {
		if (SKIP_TABLE.test(t) || (VOLATILE[t] ?? []).includes(c)) continue;
		out.set(t, [...(out.get(t) ?? []), c]);
	}
	return out;
}

/** `select name, body` per table: every row as text, sorted (PostgreSQL) or as a JSON list. */
async function buildQuery(db: Kysely<Database>) {
	const parts = [...(await columnsByTable(db))].map(([table, columns]) => {
		const cols = sql.join(columns.map((c) => sql.ref(c)));
		return testDialect() === 'postgres'
			? sql`select ${sql.lit(table)} as name, (select string_agg(x::text, E'\\n' order by x::text)
					from (select ${cols} from ${sql.table(table)} ${comparedRows(table)}) x) as body`
			: sql`select ${sql.lit(table)} as name, (select json_group_array(json_array(${cols}))
					from ${sql.table(table)} ${comparedRows(table)}) as body`;
	});
	return sql<{ name: string; body: string | null }>`${sql.join(parts, sql` union all `)}`;
}

/** Reads every table in one statement. */
export async function dbState(db: Kysely<Database>): Promise<DbState> {
	snapshotQuery ??= buildQuery(db);
	const { rows } = await (await snapshotQuery).execute(db);
	return new Map(
		rows.map(({ name, body }) => [
			name,
			// SQLite's group order is not guaranteed: its rows are sorted here.
			testDialect() === 'postgres'
				? (body ?? '')
				: (JSON.parse(body ?? '[]') as unknown[])
						.map((r) => JSON.stringify(r))
						.sort()
						.join('\n'),
		]),
	);
}

/** The tables whose contents differ between two states. */
export function changedTables(before: DbState, after: DbState): string[] {
	return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}
