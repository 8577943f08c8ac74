import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { langOfLocale, searchTerms } from '../../text/search-terms.ts';
import { columnTypes } from './dialect.ts';

/**
 * Search by language (see `src/lib/discovery/search/README.md`, "Languages"): the index holds,
 * beside each text's own words, the terms `platform/text/search-terms.ts` makes of it (folded
 * words, English and German stems, Chinese and Japanese bigrams). The terms are computed in
 * TypeScript, once for both dialects, and stored beside the text they come from; the triggers
 * index text and terms together.
 *
 * - `pins.lang`: the language a pin's words are stemmed in (its pinner's interface language,
 *   a save's original's); existing pins take it from `users.locale` here.
 * - `pins.title_terms`, `pins.text_terms` (description and alt text), `boards.name_terms`,
 *   `boards.description_terms`, `users.name_terms` (first, last and business name): filled here
 *   for every row, then by the code that writes those rows.
 *
 * This migration computes terms with the rules of the code it runs with: a later change to those
 * rules needs a migration of its own that computes them again.
 */
export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(db);
	await db.schema.alterTable('pins').addColumn('lang', 'text').execute();
	for (const [table, column] of TERM_COLUMNS) {
		await db.schema
			.alterTable(table)
			.addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
			.execute();
	}
	// The search triggers watch other columns, so filling these rewrites no document yet.
	await fillPins(db);
	await fillBoards(db);
	await fillUsers(db);
	if (t.sqlite) await sqliteTriggers(db, true);
	else await postgresTriggers(db, true);
	await rebuild(db, t.sqlite, true);
}

export async function down(db: Kysely<any>): Promise<void> {
	const t = columnTypes(db);
	if (t.sqlite) await sqliteTriggers(db, false);
	else await postgresTriggers(db, false);
	await rebuild(db, t.sqlite, false);
	for (const [table, column] of TERM_COLUMNS) {
		await db.schema.alterTable(table).dropColumn(column).execute();
	}
	await db.schema.alterTable('pins').dropColumn('lang').execute();
}

const TERM_COLUMNS = [
	['pins', 'title_terms'],
	['pins', 'text_terms'],
	['boards', 'name_terms'],
	['boards', 'description_terms'],
	['users', 'name_terms'],
] as const;

const BATCH = 200;

/**
 * Writes `values` (rows of `columns`, the first being the id) into `table` by id, `BATCH` rows a
 * statement. `update … from` a common table of values reads the same on both dialects.
 */
async function writeRows(
	db: Kysely<any>,
	table: string,
	columns: readonly string[],
	values: readonly (readonly unknown[])[],
): Promise<void> {
	if (values.length === 0) return;
	const names = sql.raw(columns.join(', '));
	const rows = sql.join(values.map((row) => sql`(${sql.join(row)})`));
	const sets = sql.raw(
		columns
			.slice(1)
			.map((c) => `${c} = v.${c}`)
			.join(', '),
	);
	await sql`with v(${names}) as (values ${rows})
		update ${sql.table(table)} set ${sets} from v
		where ${sql.ref(`${table}.id`)} = cast(v.id as bigint)`.execute(db);
}

/** Each pin's language (its original's pinner's locale) and terms, in id order. */
async function fillPins(db: Kysely<any>): Promise<void> {
	let after: unknown = null;
	for (;;) {
		const { rows } = await sql<{
			id: unknown;
			title: string;
			description: string;
			alt_text: string;
			locale: string | null;
		}>`select p.id, p.title, p.description, p.alt_text, u.locale
			from pins p
			left join pins o on o.id = p.origin_pin_id
			left join users u on u.id = coalesce(o.pinner_id, p.pinner_id)
			where ${after === null ? sql`1 = 1` : sql`p.id > ${after}`}
			order by p.id limit ${BATCH}`.execute(db);
		if (rows.length === 0) return;
		await writeRows(
			db,
			'pins',
			['id', 'lang', 'title_terms', 'text_terms'],
			rows.map((r) => {
				const lang = langOfLocale(r.locale);
				return [
					String(r.id),
					lang,
					searchTerms(r.title, lang),
					searchTerms(`${r.description} ${r.alt_text}`, lang),
				];
			}),
		);
		after = rows.at(-1)!.id;
	}
}

async function fillBoards(db: Kysely<any>): Promise<void> {
	let after: unknown = null;
	for (;;) {
		const { rows } = await sql<{ id: unknown; name: string; description: string }>`
			select id, name, description from boards
			where ${after === null ? sql`1 = 1` : sql`id > ${after}`}
			order by id limit ${BATCH}`.execute(db);
		if (rows.length === 0) return;
		await writeRows(
			db,
			'boards',
			['id', 'name_terms', 'description_terms'],
			rows.map((r) => [String(r.id), searchTerms(r.name, null), searchTerms(r.description, null)]),
		);
		after = rows.at(-1)!.id;
	}
}

async function fillUsers(db: Kysely<any>): Promise<void> {
	let after: unknown = null;
	for (;;) {
		const { rows } = await sql<{
			id: unknown;
			first_name: string;
			last_name: string;
			business_name: string | null;
		}>`select id, first_name, last_name, business_name from users
			where ${after === null ? sql`1 = 1` : sql`id > ${after}`}
			order by id limit ${BATCH}`.execute(db);
		if (rows.length === 0) return;
		await writeRows(
			db,
			'users',
			['id', 'name_terms'],
			rows.map((r) => [
				String(r.id),
				searchTerms(`${r.first_name} ${r.last_name} ${r.business_name ?? ''}`, null),
			]),
		);
		after = rows.at(-1)!.id;
	}
}

/** The dominant colour's grid cell, 0–511, from `#rrggbb` (as in the first search migration). */
function cellExpression(column: string, sqlite: boolean): string {
	const digit = (i: number) =>
		sqlite
			? `(instr('0123456789abcdef', lower(substr(${column}, ${i}, 1))) - 1)`
			: `(position(lower(substr(${column}, ${i}, 1)) in '0123456789abcdef') - 1)`;
	return `((${digit(2)} / 2) * 64 + (${digit(4)} / 2) * 8 + (${digit(6)} / 2))`;
}

/** The text of each indexed column: the row's words, with their terms when `terms`. */
function texts(terms: boolean) {
	const plus = (text: string, column: string) => (terms ? `${text} || ' ' || ${column}` : text);
	return {
		pinTitle: (p: string) => plus(`${p}.title`, `${p}.title_terms`),
		pinText: (p: string) => plus(`${p}.description || ' ' || ${p}.alt_text`, `${p}.text_terms`),
		boardName: (b: string) => plus(`${b}.name`, `${b}.name_terms`),
		boardDescription: (b: string) => plus(`${b}.description`, `${b}.description_terms`),
		fullName: (u: string) =>
			plus(
				`${u}.first_name || ' ' || ${u}.last_name || ' ' || coalesce(${u}.business_name, '')`,
				`${u}.name_terms`,
			),
		pinColumns: terms
			? 'title, description, alt_text, board_id, dominant_color, title_terms, text_terms'
			: 'title, description, alt_text, board_id, dominant_color',
		boardColumns: terms ? 'name, description, name_terms, description_terms' : 'name, description',
		userColumns: terms
			? 'username, first_name, last_name, business_name, name_terms'
			: 'username, first_name, last_name, business_name',
	};
}

async function sqliteTriggers(db: Kysely<any>, terms: boolean): Promise<void> {
	const x = texts(terms);
	const cell = (p: string) => `'k' || ${cellExpression(`${p}.dominant_color`, true)}`;
	const pinRow = `insert into pin_search(rowid, title, description, board, color)
		select new.id, ${x.pinTitle('new')}, ${x.pinText('new')}, ${x.boardName('b')}, ${cell('new')}
		from boards b where b.id = new.board_id;`;
	const boardRow = `insert into board_search(rowid, name, description)
		values (new.id, ${x.boardName('new')}, ${x.boardDescription('new')});`;
	const userRow = `insert into user_search(rowid, username, full_name)
		values (new.id, new.username, ${x.fullName('new')});`;
	const renamed = terms
		? 'new.name is not old.name or new.name_terms is not old.name_terms'
		: 'new.name is not old.name';
	const statements = [
		'drop trigger pins_search_insert',
		'drop trigger pins_search_update',
		'drop trigger boards_search_rename_pins',
		'drop trigger boards_search_insert',
		'drop trigger boards_search_update',
		'drop trigger users_search_insert',
		'drop trigger users_search_update',
		`create trigger pins_search_insert after insert on pins begin ${pinRow} end`,
		`create trigger pins_search_update after update of ${x.pinColumns} on pins begin
			delete from pin_search where rowid = old.id;
			${pinRow}
		end`,
		// A renamed board renames the board part of its pins' documents.
		`create trigger boards_search_rename_pins after update of ${terms ? 'name, name_terms' : 'name'}
			on boards when ${renamed} begin
			delete from pin_search where rowid in (select id from pins where board_id = new.id);
			insert into pin_search(rowid, title, description, board, color)
			select p.id, ${x.pinTitle('p')}, ${x.pinText('p')}, ${x.boardName('new')}, ${cell('p')}
			from pins p where p.board_id = new.id;
		end`,
		`create trigger boards_search_insert after insert on boards begin ${boardRow} end`,
		`create trigger boards_search_update after update of ${x.boardColumns} on boards begin
			delete from board_search where rowid = old.id;
			${boardRow}
		end`,
		`create trigger users_search_insert after insert on users begin ${userRow} end`,
		`create trigger users_search_update after update of ${x.userColumns} on users begin
			delete from user_search where rowid = old.id;
			${userRow}
		end`,
	];
	for (const statement of statements) await sql.raw(statement).execute(db);
}

async function postgresTriggers(db: Kysely<any>, terms: boolean): Promise<void> {
	const x = texts(terms);
	const cell = (p: string) => `'k' || ${cellExpression(`${p}.dominant_color`, false)}`;
	const renamed = terms
		? 'new.name is distinct from old.name or new.name_terms is distinct from old.name_terms'
		: 'new.name is distinct from old.name';
	const statements = [
		`create or replace function pins_search_refresh() returns trigger language plpgsql as $$
		begin
			insert into pin_search (pin_id, document)
			select new.id, search_pin_document(${x.pinTitle('new')}, ${x.pinText('new')},
				${x.boardName('b')}, ${cell('new')})
			from boards b where b.id = new.board_id
			on conflict (pin_id) do update set document = excluded.document;
			return null;
		end $$`,
		`create or replace function boards_search_refresh() returns trigger language plpgsql as $$
		begin
			insert into board_search (board_id, document)
			values (new.id, search_two_part_document(${x.boardName('new')}, ${x.boardDescription('new')}))
			on conflict (board_id) do update set document = excluded.document;
			if tg_op = 'UPDATE' and (${renamed}) then
				update pin_search s
				set document = search_pin_document(${x.pinTitle('p')}, ${x.pinText('p')},
					${x.boardName('new')}, ${cell('p')})
				from pins p where p.board_id = new.id and s.pin_id = p.id;
			end if;
			return null;
		end $$`,
		`create or replace function users_search_refresh() returns trigger language plpgsql as $$
		begin
			insert into user_search (user_id, document)
			values (new.id, search_two_part_document(new.username, ${x.fullName('new')}))
			on conflict (user_id) do update set document = excluded.document;
			return null;
		end $$`,
		'drop trigger pins_search_update on pins',
		'drop trigger boards_search_update on boards',
		'drop trigger users_search_update on users',
		`create trigger pins_search_update after update of ${x.pinColumns} on pins
			for each row execute function pins_search_refresh()`,
		`create trigger boards_search_update after update of ${x.boardColumns} on boards
			for each row execute function boards_search_refresh()`,
		`create trigger users_search_update after update of ${x.userColumns} on users
			for each row execute function users_search_refresh()`,
	];
	for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Every document written again from its row (with or without the terms). */
async function rebuild(db: Kysely<any>, sqlite: boolean, terms: boolean): Promise<void> {
	const x = texts(terms);
	const statements = sqlite
		? [
				`insert into pin_search(pin_search) values ('delete-all')`,
				`insert into pin_search(rowid, title, description, board, color)
					select p.id, ${x.pinTitle('p')}, ${x.pinText('p')}, ${x.boardName('b')},
						'k' || ${cellExpression('p.dominant_color', true)}
					from pins p join boards b on b.id = p.board_id`,
				`insert into board_search(board_search) values ('delete-all')`,
				`insert into board_search(rowid, name, description)
					select b.id, ${x.boardName('b')}, ${x.boardDescription('b')} from boards b`,
				`insert into user_search(user_search) values ('delete-all')`,
				`insert into user_search(rowid, username, full_name)
					select u.id, u.username, ${x.fullName('u')} from users u`,
			]
		: [
				`update pin_search s
					set document = search_pin_document(${x.pinTitle('p')}, ${x.pinText('p')},
						${x.boardName('b')}, 'k' || ${cellExpression('p.dominant_color', false)})
					from pins p join boards b on b.id = p.board_id
					where s.pin_id = p.id`,
				`update board_search s
					set document = search_two_part_document(${x.boardName('b')}, ${x.boardDescription('b')})
					from boards b where s.board_id = b.id`,
				`update user_search s
					set document = search_two_part_document(u.username, ${x.fullName('u')})
					from users u where s.user_id = u.id`,
			];
	for (const statement of statements) await sql.raw(statement).execute(db);
}
