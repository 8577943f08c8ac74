import {
	foldWord,
	isCjkWord,
	queryGramsOf,
	stemsOf,
	wordsOf,
} from '../../platform/text/search-terms.ts';
import { type ColorCells, colorCellsOf } from './search-colors.ts';

/**
 * The search query tokenizer. Any text is safe: the query language of FTS5 or `tsquery` is
 * never exposed. The text is cut to `MAX_QUERY_LENGTH`, split into words (runs of letters and
 * digits, which is where SQLite's `unicode61` and our PostgreSQL documents split too), and each
 * word becomes a quoted term; all terms must match, and the last one also matches as a prefix
 * (from two characters on) so results follow the typing.
 *
 * Languages (`platform/text/search-terms.ts`): a word is asked folded (`Café` → `cafe`, which
 * the index holds beside every accented word), or, for pins, as one of its English or German
 * stems; a Chinese or Japanese word as all of its bigrams.
 *
 * Colour terms: `color:teal` (or `colour:`, `palette:`, `color:#2f7f8a`) asks for pins of that
 * colour only; a plain word that names a colour (`teal`, `sage`) matches either its text or
 * pins of that colour.
 */
export const MAX_QUERY_LENGTH = 200;
export const MAX_WORDS = 8;
/** A last word shorter than this is matched whole, not as a prefix. */
const MIN_PREFIX_LENGTH = 2;

interface QueryWord {
	/** Lower-cased letters and digits only, folded (`foldWord`). */
	text: string;
	prefix: boolean;
	/** When the word names a colour: the colour cells that match it too. */
	colors: ColorCells | null;
	/** Its stems (`stemsOf`): pins match any of them instead of `text` (not a prefix). */
	stems: readonly string[];
	/** A Chinese or Japanese word: the bigrams that all match instead of `text`; else null. */
	grams: readonly string[] | null;
}

export interface ParsedQuery {
	/** The query as kept (trimmed, cut to the maximum length); shown back to the user. */
	query: string;
	words: QueryWord[];
	/** Colour cells a `color:`/`palette:` term asks for; every result must match one. */
	colors: ColorCells | null;
}

const COLOR_TERM = /(?:^|\s)(?:colou?r|palette)\s*:\s*(#[0-9a-f]{3,6}\b|[\p{L}\p{N}_-]+)/giu;

/**
 * Parses a query. `colorOnly` treats the whole query as a colour term when it names one (the
 * palette quiz sends `rs=pin_palette_quiz`); `stems: false` leaves out the words' stems, which
 * only pin searches ask for (typeahead looks at boards and people).
 */
export function parseSearchQuery(
	raw: string,
	options: { colorOnly?: boolean; stems?: boolean } = {},
): ParsedQuery {
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
	const typed = wordsOf(rest)
		.map((word) => ({ word, text: foldWord(word) }))
		.filter((w) => w.text !== '')
		.slice(0, MAX_WORDS);
	const words = typed.map(({ word, text }, i) => {
		const grams = isCjkWord(text) ? queryGramsOf(text) : null;
		return {
			text,
			prefix: !grams && i === typed.length - 1 && text.length >= MIN_PREFIX_LENGTH,
			colors: colorCellsOf(text),
			stems: options.stems === false ? [] : stemsOf(word, text),
			grams,
		};
	});
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

/** Quotes a term for FTS5 (terms hold letters and digits only; quotes are doubled anyway). */
function ftsQuote(text: string, prefix = false): string {
	return `"${text.replaceAll('"', '""')}"${prefix ? '*' : ''}`;
}

/** `a`, or `(a OR b …)`. */
function ftsAny(alternatives: readonly string[]): string {
	return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' OR ')})`;
}

/**
 * One word as FTS5 terms: its bigrams (all of them), or its folded text (a prefix when it is
 * the last word; `prefixTerms`, when given, the index's words that prefix stands for), or, with
 * `stems`, any of its stems.
 */
function ftsWord(word: QueryWord, stems: boolean, prefixTerms?: readonly string[] | null): string {
	const alternatives: string[] = [];
	if (word.grams) {
		const grams = word.grams.map((g) => ftsQuote(g));
		alternatives.push(grams.length === 1 ? grams[0]! : `(${grams.join(' AND ')})`);
	} else if (word.prefix && prefixTerms) {
		// The words the prefix stands for; none, and the whole word (which matches nothing).
		alternatives.push(
			...(prefixTerms.length > 0 ? prefixTerms.map((t) => ftsQuote(t)) : [ftsQuote(word.text)]),
		);
	} else {
		alternatives.push(ftsQuote(word.text, word.prefix));
	}
	if (stems) alternatives.push(...word.stems.map((s) => ftsQuote(s)));
	return ftsAny(alternatives);
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
	return `${TEXT_COLUMNS} : ${ftsWord(w, true, last ? prefixTerms : null)}`;
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

/**
 * The FTS5 `MATCH` text for boards and users (every column, no colours, no stems: their index
 * has folded words and bigrams, not stems); null for no words.
 */
export function plainFtsMatch(parsed: ParsedQuery): string | null {
	if (parsed.words.length === 0) return null;
	return parsed.words.map((w) => ftsWord(w, false)).join(' AND ');
}

/** Quotes a term for `to_tsquery` (terms hold letters and digits only; quotes are escaped anyway). */
function tsQuote(text: string, label: string): string {
	const quoted = `'${text.replaceAll("'", "''").replaceAll('\\', '\\\\')}'`;
	return label ? `${quoted}:${label}` : quoted;
}

/** One word as `tsquery` terms: the same alternatives as `ftsWord`, `weights` on each. */
function tsWord(word: QueryWord, weights: string, stems: boolean): string {
	const alternatives: string[] = [];
	if (word.grams) {
		const grams = word.grams.map((g) => tsQuote(g, weights));
		alternatives.push(grams.length === 1 ? grams[0]! : `(${grams.join(' & ')})`);
	} else {
		alternatives.push(tsQuote(word.text, `${word.prefix ? '*' : ''}${weights}`));
	}
	if (stems) alternatives.push(...word.stems.map((s) => tsQuote(s, weights)));
	return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' | ')})`;
}

function tsCells(cells: ColorCells): string {
	return cells.map((c) => `'k${c}':D`).join(' | ');
}

/** The `to_tsquery('simple', …)` text for pins; the same meaning as `pinFtsMatch`. */
export function pinTsQuery(parsed: ParsedQuery): string | null {
	if (isEmptyQuery(parsed)) return null;
	const parts = parsed.words.map((w) => {
		const text = tsWord(w, 'ABC', true);
		return w.colors ? `(${text} | ${tsCells(w.colors)})` : text;
	});
	if (parsed.colors) parts.push(`(${tsCells(parsed.colors)})`);
	return parts.join(' & ');
}

/** The `to_tsquery('simple', …)` text for boards and users; the same meaning as `plainFtsMatch`. */
export function plainTsQuery(parsed: ParsedQuery): string | null {
	if (parsed.words.length === 0) return null;
	return parsed.words.map((w) => tsWord(w, '', false)).join(' & ');
}
