/**
 * Keyset partition of a table's ids into sitemap files. Ids are time-ordered 64-bit integers
 * (`db/ids.ts`), so `id >> shift` groups rows into time windows ("buckets"); adjacent buckets
 * are merged until a file would pass its limit. A file is then named by its first and last
 * possible id (`pins-{first}-{last}`), and reading it is one primary-key range scan: no
 * OFFSET, and its cost does not depend on where in the table it lies.
 */

/** Rows whose ids share `id >> shift`: `key` is that value. */
export interface IdBucket {
	key: bigint;
	shift: number;
	/** How many rows it holds (all rows of the table, so a file's limit holds whatever is public). */
	count: number;
}

/** One sitemap file: ids from `first` to `last` inclusive. */
export interface IdRange {
	first: string;
	last: string;
	count: number;
}

/** Ids fit a signed 64-bit column; `last` never passes this, so PostgreSQL can bind it. */
export const MAX_ID = (1n << 63n) - 1n;

export function bucketFirst(b: Pick<IdBucket, 'key' | 'shift'>): bigint {
	return b.key << BigInt(b.shift);
}

export function bucketLast(b: Pick<IdBucket, 'key' | 'shift'>): bigint {
	const last = ((b.key + 1n) << BigInt(b.shift)) - 1n;
	return last > MAX_ID ? MAX_ID : last;
}

/**
 * Merges buckets (ascending, non-overlapping) into ranges of at most `limit` rows each. A
 * bucket over the limit on its own becomes its own range (callers split such buckets finer
 * first; the file then lists its first `limit` rows). Ranges are contiguous: each starts right
 * after the previous one ends, so empty windows between buckets belong to a file too.
 */
export function mergeBuckets(buckets: readonly IdBucket[], limit: number): IdRange[] {
	const ranges: IdRange[] = [];
	let current: { first: bigint; last: bigint; count: number } | null = null;
	for (const b of buckets) {
		if (b.count === 0) continue;
		if (current && current.count + b.count <= limit) {
			current.last = bucketLast(b);
			current.count += b.count;
			continue;
		}
		if (current) ranges.push(toRange(current));
		const first: bigint = current ? current.last + 1n : bucketFirst(b);
		current = { first, last: bucketLast(b), count: b.count };
	}
	if (current) ranges.push(toRange(current));
	return ranges;
}

function toRange(r: { first: bigint; last: bigint; count: number }): IdRange {
	return { first: r.first.toString(), last: r.last.toString(), count: r.count };
}

/** What a child sitemap lists; each is partitioned by its own table's ids. */
const RANGED_SITEMAPS = ['pins', 'boards', 'profiles'] as const;
export type RangedSitemap = (typeof RANGED_SITEMAPS)[number];

/** `pins-{first}-{last}`: the name of a ranged child sitemap (without `.xml`). */
export function rangeName(kind: RangedSitemap, range: Pick<IdRange, 'first' | 'last'>): string {
	return `${kind}-${range.first}-${range.last}`;
}

/**
 * Reads a ranged child sitemap's name; null for anything else (the route answers 404). Forged
 * names are harmless: a file lists at most its limit of public rows whatever the range.
 */
export function parseRangeName(
	name: string,
): { kind: RangedSitemap; first: string; last: string } | null {
	const m = /^(pins|boards|profiles)-(0|[1-9][0-9]{0,18})-([1-9][0-9]{0,18})$/.exec(name);
	if (!m) return null;
	const [, kind, first, last] = m as unknown as [string, RangedSitemap, string, string];
	const lo = BigInt(first);
	const hi = BigInt(last);
	if (hi > MAX_ID || lo > hi) return null;
	return { kind, first, last };
}
