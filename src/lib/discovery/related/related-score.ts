/**
 * How related a candidate pin is to the pin being looked at ("More like this", FED-11), as pure
 * functions over plain data so the ranking is unit-tested without a database.
 */

/** Where a candidate came from: the same board, a board the pin was also saved to, a shared interest. */
export type RelatedSource = 'board' | 'cosave' | 'interest';

/** Points per source; a candidate found by several sources gets each once. */
const SOURCE_POINTS: Record<RelatedSource, number> = { board: 3, cosave: 2.5, interest: 2 };
/** Points for the same dominant colour (scaled down with colour distance). */
const COLOR_POINTS = 2;
/** Points for the same title words (scaled by their overlap). */
const WORD_POINTS = 3;

const STOP_WORDS = new Set(
	'a an and are as at be by for from how in into is it its of on or our the this to with your you ideas idea'.split(
		' ',
	),
);

/** The distinct meaningful words of a title: lower case, letters and digits, 3+ characters, no stop words. */
export function titleWords(title: string): Set<string> {
	const words = title
		.toLowerCase()
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.split(/[^\p{L}\p{N}]+/u);
	return new Set(words.filter((w) => w.length >= 3 && !STOP_WORDS.has(w)));
}

/** Jaccard overlap of two word sets, 0..1. */
export function wordOverlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
	if (a.size === 0 || b.size === 0) return 0;
	let shared = 0;
	for (const w of a) if (b.has(w)) shared++;
	return shared / (a.size + b.size - shared);
}

/** `#rrggbb` → [r, g, b], or null when it is not such a colour. */
function parseHex(color: string): [number, number, number] | null {
	const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
	if (!m) return null;
	return [Number.parseInt(m[1]!, 16), Number.parseInt(m[2]!, 16), Number.parseInt(m[3]!, 16)];
}

/** Closeness of two dominant colours, 1 for the same colour down to 0 for black against white. */
export function colorCloseness(a: string, b: string): number {
	const x = parseHex(a);
	const y = parseHex(b);
	if (!x || !y) return 0;
	const d = Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
	return 1 - d / Math.hypot(255, 255, 255);
}

export interface RelatedTarget {
	words: ReadonlySet<string>;
	dominantColor: string;
}

export interface RelatedCandidate {
	id: string;
	title: string;
	dominantColor: string;
	sources: ReadonlySet<RelatedSource>;
}

/**
 * A candidate's score: points for each source that found it, plus colour closeness (squared, so
 * only really close colours count much) and title-word overlap. Rounded to 6 decimals so the
 * score survives a round trip through a bookmark unchanged.
 */
export function relatedScore(target: RelatedTarget, candidate: RelatedCandidate): number {
	let score = 0;
	for (const source of candidate.sources) score += SOURCE_POINTS[source];
	score += COLOR_POINTS * colorCloseness(target.dominantColor, candidate.dominantColor) ** 2;
	score += WORD_POINTS * wordOverlap(target.words, titleWords(candidate.title));
	return Math.round(score * 1e6) / 1e6;
}

/** A ranked position: higher score first, then the newer (greater) id. */
export interface RankKey {
	score: number;
	id: string;
}

/** Sort order of ranked candidates (negative when `a` comes first). */
export function compareRank(a: RankKey, b: RankKey): number {
	if (a.score !== b.score) return b.score - a.score;
	const x = BigInt(a.id);
	const y = BigInt(b.id);
	return x === y ? 0 : x > y ? -1 : 1;
}
