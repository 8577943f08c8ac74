import type { PersonName } from './display-name.ts';

/**
 * The SQL side of ACC-13: the `users` columns that `displayName` and `fullName` read, selected the
 * same way by every query that shows a person, so no surface names a business account by its
 * owner's first and last name while another shows its business name.
 */

/** The name columns of `users`, in the order they are selected. */
const NAME_COLUMNS = [
	'username',
	'first_name',
	'last_name',
	'account_type',
	'business_name',
] as const satisfies readonly (keyof PersonName)[];

type NameColumn = (typeof NAME_COLUMNS)[number];

/** `alias.column as prefix + column`, one string per name column. */
type NameSelection<A extends string, P extends string> = {
	[C in NameColumn]: `${A}.${C} as ${P}${C}`;
}[NameColumn];

/** The name columns as a row selected with `prefix` has them (null under a left join). */
type NameColumnsOf<P extends string> = {
	[C in NameColumn as `${P}${C}`]: PersonName[C] | null;
};

/**
 * The select list of a person's name columns from `users` joined as `alias`, each named
 * `prefix + column`: `nameColumns('u', 'pinner_')` selects `u.username as pinner_username`,
 * `u.first_name as pinner_first_name`, … Spread it into a Kysely `select([...])`; read the row
 * back with `nameOf(row, prefix)`.
 */
export function nameColumns<A extends string, P extends string = ''>(
	alias: A,
	prefix: P = '' as P,
): readonly NameSelection<A, P>[] {
	return NAME_COLUMNS.map((c) => `${alias}.${c} as ${prefix}${c}` as NameSelection<A, P>);
}

/**
 * The column references of a person's name from `users` joined as `alias`, keyed by column,
 * for selections built by hand (typeahead's `union all`).
 */
export function nameColumnRefs<A extends string>(
	alias: A,
): Record<NameColumn, `${A}.${NameColumn}`> {
	return Object.fromEntries(NAME_COLUMNS.map((c) => [c, `${alias}.${c}`])) as Record<
		NameColumn,
		`${A}.${NameColumn}`
	>;
}

/**
 * The `PersonName` of a row selected with `nameColumns(alias, prefix)`, for `displayName` and
 * `fullName`. Null columns (a left join that found no one) read as empty.
 */
export function nameOf<P extends string>(row: NoInfer<NameColumnsOf<P>>, prefix: P): PersonName {
	const read = (c: NameColumn) => (row as Record<string, string | null>)[`${prefix}${c}`] ?? null;
	return {
		username: read('username') ?? '',
		first_name: read('first_name') ?? '',
		last_name: read('last_name') ?? '',
		account_type: read('account_type') ?? 'personal',
		business_name: read('business_name'),
	};
}
