import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * Search on PostgreSQL splits words exactly where the query tokenizer (`wordsOf`: runs of
 * `\p{L}\p{N}\p{Co}`) and SQLite's `unicode61` split them. The first search migration split
 * documents at `[^[:alnum:]]`, whose meaning comes from the server's C library: glibc counts
 * most combining marks as alphanumeric (so Devanagari, Bengali or Tamil words stayed whole in
 * the document while queries split them at their vowel signs, and a Hindi search found nothing
 * on PostgreSQL while SQLite found it), and it leaves out letters newer than its tables.
 *
 * The document functions now keep an explicit class of code points, computed here from the
 * Unicode properties the tokenizer uses, and every document is rebuilt. SQLite is unchanged.
 */
export async function up(db: Kysely<any>): Promise<void> {
	if (columnTypes(db).sqlite) return;
	await defineDocuments(db, `[^${wordCharacterClass()}]+`);
}

export async function down(db: Kysely<any>): Promise<void> {
	if (columnTypes(db).sqlite) return;
	await defineDocuments(db, '[^[:alnum:]]+');
}

/** The ranges of `[\p{L}\p{N}\p{Co}]` as the body of a bracket expression (literal characters). */
function wordCharacterClass(): string {
	const word = /[\p{L}\p{N}\p{Co}]/u;
	let out = '';
	let start = -1;
	for (let c = 0; c <= 0x110000; c++) {
		const isWord = c < 0x110000 && (c < 0xd800 || c > 0xdfff) && word.test(String.fromCodePoint(c));
		if (isWord && start < 0) start = c;
		if (!isWord && start >= 0) {
			const last = c - 1;
			out += String.fromCodePoint(start);
			if (last > start) out += `-${String.fromCodePoint(last)}`;
			start = -1;
		}
	}
	// Letters and digits only: no `]`, `\`, `^`, `-` or quote can appear in the class.
	if (/[\]\\^'$-]/.test(out.replace(/(.)-(.)/gu, '$1$2'))) throw new Error('unexpected character');
	return out;
}

/** The dominant colour's grid cell, 0–511, from `#rrggbb` (as in the first search migration). */
function cellExpression(column: string): string {
	const digit = (i: number) =>
		`(position(lower(substr(${column}, ${i}, 1)) in '0123456789abcdef') - 1)`;
	return `((${digit(2)} / 2) * 64 + (${digit(4)} / 2) * 8 + (${digit(6)} / 2))`;
}

async function defineDocuments(db: Kysely<any>, separators: string): Promise<void> {
	const words = (text: string) => `regexp_replace(${text}, $re$${separators}$re$, ' ', 'g')`;
	const vector = (text: string, weight: string) =>
		`setweight(to_tsvector('simple', ${words(text)}), '${weight}')`;
	const statements = [
		`create or replace function search_pin_document(title text, description text, board text, color text)
			returns tsvector language sql immutable parallel safe as $$
			select ${vector('title', 'A')} || ${vector('description', 'B')} || ${vector('board', 'C')}
				|| setweight(to_tsvector('simple', color), 'D')
		$$`,
		`create or replace function search_two_part_document(first text, second text)
			returns tsvector language sql immutable parallel safe as $$
			select ${vector('first', 'A')} || ${vector('second', 'B')}
		$$`,
		`update pin_search s
			set document = search_pin_document(p.title, p.description || ' ' || p.alt_text, b.name,
				'k' || ${cellExpression('p.dominant_color')})
			from pins p join boards b on b.id = p.board_id
			where s.pin_id = p.id`,
		`update board_search s set document = search_two_part_document(b.name, b.description)
			from boards b where s.board_id = b.id`,
		`update user_search s set document = search_two_part_document(u.username,
				u.first_name || ' ' || u.last_name || ' ' || coalesce(u.business_name, ''))
			from users u where s.user_id = u.id`,
	];
	for (const statement of statements) await sql.raw(statement).execute(db);
}
