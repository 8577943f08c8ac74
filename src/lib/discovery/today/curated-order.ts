import type { Pin } from '../../content/pins/pin.ts';

// Pure ordering rules of an article's curated pins; the service finds the candidates.

/** Round-robin over lists, dropping repeats (a pin may sit in two of the interests). */
export function interleave(lists: readonly (readonly string[])[]): string[] {
	const seen = new Set<string>();
	const out: string[] = [];
	const longest = Math.max(0, ...lists.map((l) => l.length));
	for (let i = 0; i < longest; i++) {
		for (const list of lists) {
			const id = list[i];
			if (id !== undefined && !seen.has(id)) {
				seen.add(id);
				out.push(id);
			}
		}
	}
	return out;
}

/**
 * The first `count` pins, those whose title or description holds one of `terms` (whole words,
 * any case) first, each group in its given order.
 */
export function pickByTerms<T extends Pick<Pin, 'title' | 'description'>>(
	pins: readonly T[],
	terms: readonly string[],
	count: number,
): T[] {
	if (terms.length === 0) return pins.slice(0, count);
	const patterns = terms.map(
		(t) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(t)}($|[^\\p{L}\\p{N}])`, 'iu'),
	);
	const matches = (p: T) => patterns.some((re) => re.test(p.title) || re.test(p.description));
	const first = pins.filter(matches);
	const rest = pins.filter((p) => !matches(p));
	return [...first, ...rest].slice(0, count);
}

/** Compares decimal ids, greatest (newest) first. */
export function newestFirst(a: string, b: string): number {
	const x = BigInt(a);
	const y = BigInt(b);
	return x > y ? -1 : x < y ? 1 : 0;
}

function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
