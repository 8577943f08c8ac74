import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { isSqlite } from '../../platform/db/sql.server.ts';
import type { ParsedQuery } from './search-query.ts';

/** The longest prefix `pin_search` has a prefix index for (`prefix='2 3'`). */
const INDEXED_PREFIX = 3;
/** More words than this and the prefix query stays. */
const MAX_TERMS = 16;
const ASCII_WORD = /^[a-z0-9]+$/;

/**
 * The words a search's last word stands for on SQLite, read from the index's own word list
 * (`pin_search_terms`, an `fts5vocab` table).
 *
 * Why: FTS5 answers a prefix longer than its prefix indexes (`prefix='2 3'`) by merging every
 * matching word's whole match list before the first row, and `bm25` then runs the prefix query
 * a second time to count its matches. A common word's search paid that twice (`outfit*`, in 6%
 * of a million pins: 11 ms). The same words as plain terms (`"outfit" OR "outfits"`) are read
 * newest first and stop at the candidate limit: 1.3 ms to list them plus 3.1 ms to search.
 * Every pin the prefix finds, these words find, and no other.
 *
 * Null (keep the prefix query) on PostgreSQL, where `'word':*` costs what a word does; for a
 * word of up to 3 letters, which the prefix index answers directly; for a word with letters
 * outside ASCII, whose case folding in the index (`unicode61`) may differ from JavaScript's;
 * and for a prefix of more than `MAX_TERMS` words, where a long `OR` is no cheaper.
 */
export async function pinPrefixTerms(
	db: Kysely<Database>,
	parsed: ParsedQuery,
): Promise<string[] | null> {
	const word = parsed.words.at(-1);
	if (!isSqlite(db) || !word?.prefix) return null;
	if (word.text.length <= INDEXED_PREFIX || !ASCII_WORD.test(word.text)) return null;
	// Terms compare as UTF-8 bytes: every word that starts with `text` sorts below text + U+10FFFF.
	const rows = await sql<{ term: string }>`select term from pin_search_terms
		where term >= ${word.text} and term < ${`${word.text}\u{10FFFF}`}
		limit ${MAX_TERMS + 1}`.execute(db);
	const terms = rows.rows.map((r) => r.term).filter((t) => t.startsWith(word.text));
	return terms.length > MAX_TERMS ? null : terms;
}
