import type {
	KyselyPlugin,
	PluginTransformQueryArgs,
	PluginTransformResultArgs,
	QueryResult,
	RootOperationNode,
	UnknownRow,
} from 'kysely';

/**
 * Makes rows look the same on SQLite and PostgreSQL:
 * - 64-bit integers (SQLite `BigInt` in safe-integer mode) become decimal strings when the
 *   column is an id (`id`, `*_id`) or an id-valued sort key (`*_sort`, e.g. `pins.board_sort`),
 *   and plain numbers otherwise;
 * - `Date` values (PostgreSQL `timestamptz`) become ISO-8601 strings.
 *
 * PostgreSQL already returns `bigint` as strings; counts there must be cast to `integer`
 * in SQL (see `countAll` in `sql.server.ts`).
 */
export class NormalizeResultsPlugin implements KyselyPlugin {
	transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
		return args.node;
	}

	async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
		for (const row of args.result.rows) normalizeRow(row);
		return args.result;
	}
}

export function normalizeRow(row: Record<string, unknown>): void {
	for (const key in row) {
		const value = row[key];
		if (typeof value === 'bigint') {
			row[key] = isIdKey(key) ? value.toString() : Number(value);
		} else if (value instanceof Date) {
			row[key] = value.toISOString();
		}
	}
}

function isIdKey(key: string): boolean {
	return key === 'id' || key.endsWith('_id') || key.endsWith('_sort');
}
