/**
 * Ranking of one home feed page: freshness and engagement, pure and deterministic.
 *
 * Freshness decides which pins are on a page: pages are consecutive windows of the feed's pins
 * by id (time), so paging is a keyset walk with no repeats and no gaps. Engagement decides the
 * order within a page: a gravity score, `(1 + engagement) / (ageHours + 2)^1.5`, where age is
 * counted from the newest pin of the page (not from the clock), so the same rows always give
 * the same order. Saves of one idea (an original and its repins) show once per page.
 */

export interface RankablePin {
	id: string;
	createdAt: string;
	originPinId: string | null;
	repinCount: number;
	favoriteCount: number;
	doneCount: number;
	commentCount: number;
}

/** Saves weigh most, then favorites; tries (done) and comments count once each. */
export function engagement(pin: RankablePin): number {
	return 3 * pin.repinCount + 2 * pin.favoriteCount + pin.doneCount + pin.commentCount;
}

const GRAVITY = 1.5;

/** The pin's score on a page whose newest pin was made at `newestMs`. */
export function score(pin: RankablePin, newestMs: number): number {
	const ageHours = Math.max(0, newestMs - Date.parse(pin.createdAt)) / 3_600_000;
	return (1 + engagement(pin)) / (ageHours + 2) ** GRAVITY;
}

/** The idea a pin shows: its original's id for a save, else its own. */
export function ideaOf(pin: Pick<RankablePin, 'id' | 'originPinId'>): string {
	return pin.originPinId ?? pin.id;
}

/**
 * The page's pins best first (score, then newer id), one pin per idea (the best-scoring one).
 */
export function rankPage<T extends RankablePin>(pins: readonly T[]): T[] {
	if (pins.length === 0) return [];
	let newestMs = Number.NEGATIVE_INFINITY;
	for (const p of pins) newestMs = Math.max(newestMs, Date.parse(p.createdAt) || 0);
	const scored = pins.map((pin) => ({ pin, s: score(pin, newestMs) }));
	scored.sort((a, b) => b.s - a.s || compareIdsDesc(a.pin.id, b.pin.id));
	const seen = new Set<string>();
	const out: T[] = [];
	for (const { pin } of scored) {
		const idea = ideaOf(pin);
		if (seen.has(idea)) continue;
		seen.add(idea);
		out.push(pin);
	}
	return out;
}

/** Orders decimal id strings, greater first (ids are up to 19 digits: compare by length first). */
export function compareIdsDesc(a: string, b: string): number {
	if (a.length !== b.length) return b.length - a.length;
	return a < b ? 1 : a > b ? -1 : 0;
}
