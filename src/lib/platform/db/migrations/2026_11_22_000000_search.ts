import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * Search (SRC): full-text indexes of pins, boards and users, kept current by triggers and
 * filled here from the rows that exist; each signed-in user's recent searches (SRC-05); counts
 * of searched queries for typeahead suggestions.
 *
 * One behaviour on both dialects (see `src/lib/discovery/search/README.md`):
 * - SQLite: contentless FTS5 tables (`pin_search`, `board_search`, `user_search`) whose rowid
 *   is the row's id, tokenizer `unicode61` without diacritic folding, prefix indexes for short
 *   prefixes (typeahead);
 * - PostgreSQL: narrow tables (`pin_search(pin_id, document)` …) holding a `tsvector` with a GIN
 *   index, built with the `simple` configuration from text whose non-alphanumeric characters are
 *   turned into spaces first, so words split where `unicode61` splits them. Title, description,
 *   board name and colour carry the weights A, B, C and D.
 *
 * A pin's colour is indexed as a token `k{cell}`: its dominant colour's cell in an 8×8×8 grid
 * of RGB (the high 3 bits of each channel). Text queries never look at that column.
 */
export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(db);

	await db.schema
		.createTable('search_recents')
		.addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		// `recent` or `personal` (queries starting with `my_`, SRC-05).
		.addColumn('list', 'text', (c) => c.notNull())
		// The query trimmed and lower-cased: one entry per case-insensitive query.
		.addColumn('query_key', 'text', (c) => c.notNull())
		.addColumn('query', 'text', (c) => c.notNull())
		.addColumn('scope', 'text', (c) => c.notNull())
		.addColumn('searched_at', t.time, (c) => c.notNull())
		.addPrimaryKeyConstraint('search_recents_pk', ['user_id', 'list', 'query_key'])
		.execute();
	await db.schema
		.createIndex('search_recents_user_time_idx')
		.on('search_recents')
		.columns(['user_id', 'list', 'searched_at'])
		.execute();

	await db.schema
		.createTable('search_query_stats')
		.addColumn('query_key', 'text', (c) => c.primaryKey())
		.addColumn('query', 'text', (c) => c.notNull())
		.addColumn('search_count', 'integer', (c) => c.notNull().defaultTo(sql`0`))
		.addColumn('last_searched_at', t.time, (c) => c.notNull())
		.execute();

	if (t.sqlite) await sqliteIndexes(db);
	else await postgresIndexes(db);
}

/** The dominant colour's grid cell, 0–511, from `#rrggbb` (high 3 bits of each channel). */
function cellExpression(column: string, sqlite: boolean): string {
	const digit = (i: number) =>
		sqlite
			? `(instr('0123456789abcdef', lower(substr(${column}, ${i}, 1))) - 1)`
			: `(position(lower(substr(${column}, ${i}, 1)) in '0123456789abcdef') - 1)`;
	return `((${digit(2)} / 2) * 64 + (${digit(4)} / 2) * 8 + (${digit(6)} / 2))`;
}

async function sqliteIndexes(db: Kysely<any>): Promise<void> {
	const base = `content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0'`;
	// Typeahead prefix-matches boards and users from the first letter; pin search from the
	// second (a one-letter last word is matched whole), which keeps the pin index smaller.
	const options = `${base}, prefix='1 2 3'`;
	const cell = (p: string) => `'k' || ${cellExpression(`${p}.dominant_color`, true)}`;
	const statements = [
		`create virtual table pin_search using fts5(title, description, board, color, ${base}, prefix='2 3')`,
		`create virtual table board_search using fts5(name, description, ${options})`,
		`create virtual table user_search using fts5(username, full_name, ${options})`,

		`create trigger pins_search_insert after insert on pins begin
			insert into pin_search(rowid, title, description, board, color)
			select new.id, new.title, new.description || ' ' || new.alt_text, b.name, ${cell('new')}
			from boards b where b.id = new.board_id;
		end`,
		`create trigger pins_search_update
			after update of title, description, alt_text, board_id, dominant_color on pins begin
			delete from pin_search where rowid = old.id;
			insert into pin_search(rowid, title, description, board, color)
			select new.id, new.title, new.description || ' ' || new.alt_text, b.name, ${cell('new')}
			from boards b where b.id = new.board_id;
		end`,
		`create trigger pins_search_delete after delete on pins begin
			delete from pin_search where rowid = old.id;
		end`,
		// A renamed board renames the board part of its pins' documents.
		`create trigger boards_search_rename_pins after update of name on boards
			when new.name is not old.name begin
			delete from pin_search where rowid in (select id from pins where board_id = new.id);
			insert into pin_search(rowid, title, description, board, color)
			select p.id, p.title, p.description || ' ' || p.alt_text, new.name, ${cell('p')}
			from pins p where p.board_id = new.id;
		end`,

		`create trigger boards_search_insert after insert on boards begin
			insert into board_search(rowid, name, description) values (new.id, new.name, new.description);
		end`,
		`create trigger boards_search_update after update of name, description on boards begin
			delete from board_search where rowid = old.id;
			insert into board_search(rowid, name, description) values (new.id, new.name, new.description);
		end`,
		`create trigger boards_search_delete after delete on boards begin
			delete from board_search where rowid = old.id;
		end`,

		`create trigger users_search_insert after insert on users begin
			insert into user_search(rowid, username, full_name) values (new.id, new.username,
				new.first_name || ' ' || new.last_name || ' ' || coalesce(new.business_name, ''));
		end`,
		`create trigger users_search_update
			after update of username, first_name, last_name, business_name on users begin
			delete from user_search where rowid = old.id;
			insert into user_search(rowid, username, full_name) values (new.id, new.username,
				new.first_name || ' ' || new.last_name || ' ' || coalesce(new.business_name, ''));
		end`,
		`create trigger users_search_delete after delete on users begin
			delete from user_search where rowid = old.id;
		end`,

		`insert into pin_search(rowid, title, description, board, color)
			select p.id, p.title, p.description || ' ' || p.alt_text, b.name, ${cell('p')}
			from pins p join boards b on b.id = p.board_id`,
		`insert into board_search(rowid, name, description) select id, name, description from boards`,
		`insert into user_search(rowid, username, full_name) select id, username,
			first_name || ' ' || last_name || ' ' || coalesce(business_name, '') from users`,
	];
	for (const statement of statements) await sql.raw(statement).execute(db);
}

async function postgresIndexes(db: Kysely<any>): Promise<void> {
	// Words split where SQLite's unicode61 splits them: anything not a letter or digit is a space.
	const words = (text: string) => `regexp_replace(${text}, '[^[:alnum:]]+', ' ', 'g')`;
	const vector = (text: string, weight: string) =>
		`setweight(to_tsvector('simple', ${words(text)}), '${weight}')`;
	const statements = [
		`create function search_pin_document(title text, description text, board text, color text)
			returns tsvector language sql immutable parallel safe as $$
			select ${vector('title', 'A')} || ${vector('description', 'B')} || ${vector('board', 'C')}
				|| setweight(to_tsvector('simple', color), 'D')
		$$`,
		`create function search_two_part_document(first text, second text)
			returns tsvector language sql immutable parallel safe as $$
			select ${vector('first', 'A')} || ${vector('second', 'B')}
		$$`,

		`create table pin_search (
			pin_id bigint primary key references pins(id) on delete cascade,
			document tsvector not null)`,
		`create table board_search (
			board_id bigint primary key references boards(id) on delete cascade,
			document tsvector not null)`,
		`create table user_search (
			user_id bigint primary key references users(id) on delete cascade,
			document tsvector not null)`,

		`create function pins_search_refresh() returns trigger language plpgsql as $$
		begin
			insert into pin_search (pin_id, document)
			select new.id, search_pin_document(new.title, new.description || ' ' || new.alt_text,
				b.name, 'k' || ${cellExpression('new.dominant_color', false)})
			from boards b where b.id = new.board_id
			on conflict (pin_id) do update set document = excluded.document;
			return null;
		end $$`,
		`create trigger pins_search_insert after insert on pins
			for each row execute function pins_search_refresh()`,
		`create trigger pins_search_update
			after update of title, description, alt_text, board_id, dominant_color on pins
			for each row execute function pins_search_refresh()`,

		`create function boards_search_refresh() returns trigger language plpgsql as $$
		begin
			insert into board_search (board_id, document)
			values (new.id, search_two_part_document(new.name, new.description))
			on conflict (board_id) do update set document = excluded.document;
			if tg_op = 'UPDATE' and new.name is distinct from old.name then
				update pin_search s
				set document = search_pin_document(p.title, p.description || ' ' || p.alt_text,
					new.name, 'k' || ${cellExpression('p.dominant_color', false)})
				from pins p where p.board_id = new.id and s.pin_id = p.id;
			end if;
			return null;
		end $$`,
		`create trigger boards_search_insert after insert on boards
			for each row execute function boards_search_refresh()`,
		`create trigger boards_search_update after update of name, description on boards
			for each row execute function boards_search_refresh()`,

		`create function users_search_refresh() returns trigger language plpgsql as $$
		begin
			insert into user_search (user_id, document)
			values (new.id, search_two_part_document(new.username,
				new.first_name || ' ' || new.last_name || ' ' || coalesce(new.business_name, '')))
			on conflict (user_id) do update set document = excluded.document;
			return null;
		end $$`,
		`create trigger users_search_insert after insert on users
			for each row execute function users_search_refresh()`,
		`create trigger users_search_update
			after update of username, first_name, last_name, business_name on users
			for each row execute function users_search_refresh()`,

		`insert into pin_search (pin_id, document)
			select p.id, search_pin_document(p.title, p.description || ' ' || p.alt_text, b.name,
				'k' || ${cellExpression('p.dominant_color', false)})
			from pins p join boards b on b.id = p.board_id`,
		`insert into board_search (board_id, document)
			select id, search_two_part_document(name, description) from boards`,
		`insert into user_search (user_id, document)
			select id, search_two_part_document(username,
				first_name || ' ' || last_name || ' ' || coalesce(business_name, '')) from users`,

		'create index pin_search_document_idx on pin_search using gin (document)',
		'create index board_search_document_idx on board_search using gin (document)',
		'create index user_search_document_idx on user_search using gin (document)',
	];
	for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
	const t = columnTypes(db);
	if (t.sqlite) {
		for (const trigger of [
			'pins_search_insert',
			'pins_search_update',
			'pins_search_delete',
			'boards_search_rename_pins',
			'boards_search_insert',
			'boards_search_update',
			'boards_search_delete',
			'users_search_insert',
			'users_search_update',
			'users_search_delete',
		]) {
			await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
		}
	} else {
		for (const [trigger, table] of [
			['pins_search_insert', 'pins'],
			['pins_search_update', 'pins'],
			['boards_search_insert', 'boards'],
			['boards_search_update', 'boards'],
			['users_search_insert', 'users'],
			['users_search_update', 'users'],
		] as const) {
			await sql.raw(`drop trigger if exists ${trigger} on ${table}`).execute(db);
		}
		for (const fn of [
			'pins_search_refresh()',
			'boards_search_refresh()',
			'users_search_refresh()',
			'search_pin_document(text, text, text, text)',
			'search_two_part_document(text, text)',
		]) {
			await sql.raw(`drop function if exists ${fn}`).execute(db);
		}
	}
	for (const table of [
		'pin_search',
		'board_search',
		'user_search',
		'search_query_stats',
		'search_recents',
	]) {
		await db.schema.dropTable(table).ifExists().execute();
	}
}
