import type { Kysely } from 'kysely';
import { boardPath } from '../../content/boards/board.ts';
import { pinPath } from '../../content/pins/pin.ts';
import type { Database } from '../../platform/db/database.ts';
import { interestPath } from '../interests/interest.ts';
import {
	bucketFirst,
	bucketLast,
	type IdBucket,
	type IdRange,
	mergeBuckets,
	type RangedSitemap,
	rangeName,
} from './id-ranges.ts';
import type { SitemapEntry } from './sitemap-xml.ts';
import {
	idBuckets,
	interestRows,
	publicBoardRows,
	publicPinRows,
	publicProfileRows,
	type RangedTable,
} from './sitemaps.repository.server.ts';

/**
 * URLs per child sitemap. Well under the protocol's 50,000, so one file is about 1 MB and is
 * read with one bounded range scan; a million pins still need only about a hundred files.
 */
const SITEMAP_FILE_LIMIT = 10_000;

/** First grouping: `id >> 46` is a window of 2^24 ms (about 4.7 hours). */
const COARSE_SHIFT = 46;
/** A window over the file limit is split 64 ways, down to one millisecond (`id >> 22`). */
const REFINE_BITS = 6;
const FINEST_SHIFT = 22;

const TABLE_OF: Record<RangedSitemap, RangedTable> = {
	pins: 'pins',
	boards: 'boards',
	profiles: 'users',
};

/** A child sitemap of the index, served at `/sitemaps/{name}.xml`. */
export interface SitemapChild {
	name: string;
}

/**
 * The id ranges of one table's child sitemaps, each holding at most `limit` rows of the table
 * (so at most `limit` URLs). One grouped count over the table; only windows over the limit (a
 * burst of rows within hours) are counted again, finer, within their own id range.
 */
export async function partitionIds(
	db: Kysely<Database>,
	table: RangedTable,
	limit = SITEMAP_FILE_LIMIT,
): Promise<IdRange[]> {
	const refine = async (buckets: IdBucket[]): Promise<IdBucket[]> => {
		const out: IdBucket[] = [];
		for (const b of buckets) {
			if (b.count <= limit || b.shift <= FINEST_SHIFT) {
				out.push(b);
				continue;
			}
			const shift = Math.max(FINEST_SHIFT, b.shift - REFINE_BITS);
			const range = { first: bucketFirst(b).toString(), last: bucketLast(b).toString() };
			out.push(...(await refine(await idBuckets(db, table, shift, range))));
		}
		return out;
	};
	return mergeBuckets(await refine(await idBuckets(db, table, COARSE_SHIFT)), limit);
}

/**
 * Every child sitemap, in a fixed order: pins, boards, profiles (each by id range, oldest
 * first), topics, Today. The index carries no lastmod: a window's newest id says when its newest
 * row was made, not when an older one last changed, and a wrong lastmod is worse than none
 * (each child's URLs carry their own).
 */
export async function sitemapChildren(
	db: Kysely<Database>,
	options: { limit?: number } = {},
): Promise<SitemapChild[]> {
	const limit = options.limit ?? SITEMAP_FILE_LIMIT;
	const children: SitemapChild[] = [];
	for (const kind of ['pins', 'boards', 'profiles'] as const) {
		for (const range of await partitionIds(db, TABLE_OF[kind], limit)) {
			children.push({ name: rangeName(kind, range) });
		}
	}
	children.push({ name: 'topics' });
	children.push({ name: 'today' });
	return children;
}

const INDEX_TTL_MS = 10 * 60_000;
const indexCache = new WeakMap<Kysely<Database>, { at: number; children: SitemapChild[] }>();

/**
 * `sitemapChildren` kept for ten minutes per database: the partition costs one scan of each
 * table's smallest index (about 0.2 s for a million pins on SQLite), and crawlers may ask for
 * the index in bursts. Responses also say `max-age=3600` for caches in front.
 */
export async function cachedSitemapChildren(
	db: Kysely<Database>,
	now = Date.now(),
): Promise<SitemapChild[]> {
	const hit = indexCache.get(db);
	if (hit && now - hit.at < INDEX_TTL_MS) return hit.children;
	const children = await sitemapChildren(db);
	indexCache.set(db, { at: now, children });
	return children;
}

/** Makes an absolute URL from a path (`absoluteUrl` bound to the request). */
export type ToAbsolute = (path: string) => string;

/** The URLs of one ranged child sitemap: public rows only, at most `limit`. */
export async function rangedSitemapEntries(
	db: Kysely<Database>,
	kind: RangedSitemap,
	range: { first: string; last: string },
	abs: ToAbsolute,
	limit = SITEMAP_FILE_LIMIT,
): Promise<SitemapEntry[]> {
	if (kind === 'pins') {
		const rows = await publicPinRows(db, range, limit);
		return rows.map((r) => ({ loc: abs(pinPath(r.id)), lastmod: r.updated_at }));
	}
	if (kind === 'boards') {
		const rows = await publicBoardRows(db, range, limit);
		return rows.map((r) => ({
			loc: abs(boardPath(r.owner_username, r.slug)),
			lastmod: latest(r.updated_at, r.last_pinned_at),
		}));
	}
	const rows = await publicProfileRows(db, range, limit);
	return rows.map((r) => ({ loc: abs(`/${r.username}/`), lastmod: r.updated_at }));
}

/** The ideas hub and every interest's canonical page (`/ideas/{slug}/{id}/`). */
export async function topicsSitemapEntries(
	db: Kysely<Database>,
	abs: ToAbsolute,
	limit = SITEMAP_FILE_LIMIT,
): Promise<SitemapEntry[]> {
	const rows = await interestRows(db, limit - 1);
	return [{ loc: abs('/ideas/') }, ...rows.map((r) => ({ loc: abs(interestPath(r)) }))];
}

function latest(a: string, b: string | null): string {
	if (!b) return a;
	return Date.parse(b) > Date.parse(a) ? b : a;
}
