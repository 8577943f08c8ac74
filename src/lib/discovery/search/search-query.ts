import { type ColorCells, colorCellsOf } from './search-colors.ts';

/**
 * The search query tokenizer. Any text is safe: the query language of FTS5 or `tsquery` is
 * never exposed. The text is cut to `MAX_QUERY_LENGTH`, split into words (runs of letters and
 * digits, which is where SQLite's `unicode61` and our PostgreSQL documents split too), and each
 * word becomes a quoted term; all terms must match, and the last one also matches as a prefix
 * (from two characters on) so results follow the typing.
 *
 * Colour terms: `color:teal` (or `colour:`, `palette:`, `color:#2f7f8a`) asks for pins of that
 * colour only; a plain word that names a colour (`teal`, `sage`) matches either its text or
 * pins of that colour.
 */
export const MAX_QUERY_LENGTH = 200;
export const MAX_WORDS = 8;
/** Longest word kept (longer ones are cut): no real word is longer, and indexes stay small. */
const MAX_WORD_LENGTH = 60;
/** A last word shorter than this is matched whole, not as a prefix. */
const MIN_PREFIX_LENGTH = 2;

interface QueryWord {
	/** Lower-cased letters and digits only. */
	text: string;
	prefix: boolean;
	/** When the word names a colour: the colour cells that match it too. */
	colors: ColorCells | null;
}

export interface ParsedQuery {
	/** The query as kept (trimmed, cut to the maximum length); shown back to the user. */
	query: string;
	words: QueryWord[];
	/** Colour cells a `color:`/`palette:` term asks for; every result must match one. */
	colors: ColorCells | null;
}

const WORD = /[\p{L}\p{N}\p{Co}]+/gu;
const COLOR_TERM = /(?:^|\s)(?:colou?r|palette)\s*:\s*(#[0-9a-f]{3,6}\b|[\p{L}\p{N}_-]+)/giu;

/** Words of `text` as the index sees them: lower-cased runs of letters and digits. */
export function wordsOf(text: string): string[] {
	return (text.toLowerCase().match(WORD) ?? []).map((w) => w.slice(0, MAX_WORD_LENGTH));
}

/**
 * Parses a query. `colorOnly` treats the whole query as a colour term when it names one (the
 * palette quiz sends `rs=pin_palette_quiz`).
 */
export function parseSearchQuery(raw: string, options: { colorOnly?: boolean } = {}): ParsedQuery {
	const query = raw.replace(/\s+/gu, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
	if (options.colorOnly) {
		const cells = colorCellsOf(query);
		if (cells) return { query, words: [], colors: cells };
	}
	let colors: Set<number> | null = null;
	const rest = query.replace(COLOR_TERM, (whole, term: string) => {
		const cells = colorCellsOf(term);
		if (!cells) return whole;
		// Several colour terms widen the colour (any of them), they do not narrow it.
		colors ??= new Set();
		for (const cell of cells) colors.add(cell);
		return ' ';
	});
	const texts = wordsOf(rest).slice(0, MAX_WORDS);
	const words = texts.map((text, i) => ({
		text,
		prefix: i === texts.length - 1 && text.length >= MIN_PREFIX_LENGTH,
		colors: colorCellsOf(text),
	}));
	const cellSet = colors as Set<number> | null;
	return {
		query,
		words,
		colors: cellSet ? [...cellSet].sort((a, b) => a - b) : null,
	};
}

/** True when the query can match nothing (no words and no colour): answer empty at once. */
export function isEmptyQuery(parsed: ParsedQuery): boolean {
	return parsed.words.length === 0 && parsed.colors === null;
}

const TEXT_COLUMNS = '{title description board}';

/** Quotes a word for FTS5 (words hold letters and digits only; quotes are doubled anyway). */
function ftsTerm(word: QueryWord): string {
	return `"${word.text.replaceAll('"', '""')}"${word.prefix ? '*' : ''}`;
}

/** A prefix word as the words it stands for: `("outfit" OR "outfits")`; the whole word when none. */
function expandedTerm(word: QueryWord, terms: readonly string[]): string {
	if (terms.length === 0) return ftsTerm({ ...word, prefix: false });
	return `(${terms.map((text) => ftsTerm({ text, prefix: false, colors: null })).join(' OR ')})`;
}

function ftsCells(cells: ColorCells): string {
	return `color : (${cells.map((c) => `"k${c}"`).join(' OR ')})`;
}

/**
 * The FTS5 `MATCH` text for pins (`pin_search`): text words restricted to the text columns,
 * colours to the `color` column. Null when the query matches nothing.
 *
 * `prefixTerms`, when given, are the index's words that the last word is a prefix of (see
 * pin-prefix-terms.repository.server.ts): the last word then matches any of them, which finds
 * the same pins as the prefix query; none of them, and it matches nothing.
 */
export function pinFtsMatch(
	parsed: ParsedQuery,
	prefixTerms?: readonly string[] | null,
): string | null {
	if (isEmptyQuery(parsed)) return null;
	const parts = parsed.words.map((w, i) => {
		const text = pinTextTerm(parsed, i, prefixTerms);
		return w.colors ? `(${text} OR ${ftsCells(w.colors)})` : text;
	});
	if (parsed.colors) parts.push(ftsCells(parsed.colors));
	return parts.join(' AND ');
}

/** Word `i` of a pin query, in the text columns (the last one expanded when terms are given). */
function pinTextTerm(
	parsed: ParsedQuery,
	i: number,
	prefixTerms: readonly string[] | null | undefined,
): string {
	const w = parsed.words[i]!;
	const last = i === parsed.words.length - 1;
	const term = last && w.prefix && prefixTerms ? expandedTerm(w, prefixTerms) : ftsTerm(w);
	return `${TEXT_COLUMNS} : ${term}`;
}

/**
 * What `bm25` should rank a pin query's matches by, when not by the match itself. Colour tokens
 * weigh 0 in the rank, yet `bm25` counts every colour cell's matches to weigh it (a colour word
 * is a dozen cells in a fifth of all pins: 5.7 ms of a 7 ms search). So:
 * - `null` when the query has no words: every score is 0 (a colour search);
 * - for one word that names a colour (and no `color:` term), the word alone: its `bm25` over the
 *   newest matches is each one's score, and a pin matched by its colour only scores 0, exactly
 *   the scores the whole match gives (the colour cells add 0 to each);
 * - otherwise `undefined`: rank the match itself.
 */
export function pinFtsRankMatch(
	parsed: ParsedQuery,
	prefixTerms?: readonly string[] | null,
): string | null | undefined {
	if (parsed.words.length === 0) return null;
	if (parsed.words.length === 1 && parsed.words[0]!.colors && !parsed.colors) {
		return pinTextTerm(parsed, 0, prefixTerms);
	}
	return undefined;
}

/** The FTS5 `MATCH` text for boards and users (every column, no colours); null for no words. */
export function plainFtsMatch(parsed: ParsedQuery): string | null {
	if (parsed.words.length === 0) return null;
	return parsed.words.map(ftsTerm).join(' AND ');
}

/** Quotes a word for `to_tsquery` (words hold letters and digits only; quotes are escaped anyway). */
function tsTerm(word: QueryWord, weights: string): string {
	const quoted = `'${word.text.replaceAll("'", "''").replaceAll('\\', '\\\\')}'`;
	const label = `${word.prefix ? '*' : ''}${weights}`;
	return label ? `${quoted}:${label}` : quoted;
}

function tsCells(cells: ColorCells): string {
	return cells.map((c) => `'k${c}':D`).join(' | ');
}

/** The `to_tsquery('simple', …)` text for pins; the same meaning as `pinFtsMatch`. */
export function pinTsQuery(parsed: ParsedQuery): string | null {
	if (isEmptyQuery(parsed)) return null;
	const parts = parsed.words.map((w) => {
		const text = tsTerm(w, 'ABC');
		return w.colors ? `(${text} | ${tsCells(w.colors)})` : text;
	});
	if (parsed.colors) parts.push(`(${tsCells(parsed.colors)})`);
	return parts.join(' & ');
}

/** The `to_tsquery('simple', …)` text for boards and users; the same meaning as `plainFtsMatch`. */
export function plainTsQuery(parsed: ParsedQuery): string | null {
	if (parsed.words.length === 0) return null;
	return parsed.words.map((w) => tsTerm(w, '')).join(' & ');
}
