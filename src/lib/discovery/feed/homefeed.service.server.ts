import type { Kysely } from 'kysely';
import type { Pin } from '../../content/pins/pin.ts';
import { pinRowToPin } from '../../content/pins/pin-row.server.ts';
import { FEED_PAGE_SIZE, MAX_PAGE_SIZE } from '../../content/pins/pins.service.server.ts';
import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import { END_BOOKMARK } from '../../platform/db/bookmark.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
	discoveryPinRows,
	type FollowedKeys,
	findFollowedKeys,
	followedPinIds,
	pinRowsByIds,
	staticPinRows,
} from './homefeed.repository.server.ts';
import { homeFeedBasis } from './homefeed-basis.ts';
import {
	decodeHomeFeedBookmark,
	encodeHomeFeedBookmark,
	type HomeFeedCursor,
	type HomeFeedPhase,
	nextPhase,
} from './homefeed-bookmark.ts';
import { rankPage } from './homefeed-ranking.ts';

export interface HomeFeedPage {
	pins: Pin[];
	/** Bookmark of the next page, or `-end-`. */
	bookmark: string;
	/** `personal` once the viewer's follows shape the page, `popular` for the fallback, `static` for RTE-18. */
	kind: 'personal' | 'popular' | 'static';
	/** What the feed was built from (`homeFeedBasis`): kept feeds are dropped when it changes. */
	basis: string;
}

export interface HomeFeedOptions {
	bookmark?: string | null | undefined;
	pageSize?: number | undefined;
	/** RTE-18: the fixed feed for performance tests. */
	staticFeed?: boolean | undefined;
	/**
	 * What to do with an undecodable bookmark: `throw` `HomefeedInvalidBookmark` (the API) or
	 * `restart` from the first page (pages: an old or mangled link still shows a feed).
	 */
	onInvalidBookmark?: 'throw' | 'restart';
}

/**
 * A page of the home feed (FED-02). Signed in with follows: pins of followed people, boards and
 * interests; then (and for everyone else) popular public pins; then the other public pins.
 * Each phase is a keyset walk newest first; a page that ends a phase continues into the next,
 * so pages are full until the feed ends. Within a page, pins are ordered by engagement
 * (`rankPage`). A limited-login viewer reads as signed out.
 */
export async function homeFeedPage(
	db: Kysely<Database>,
	viewer: Viewer | null,
	options: HomeFeedOptions = {},
): Promise<HomeFeedPage> {
	const pageSize = Math.min(Math.max(options.pageSize ?? FEED_PAGE_SIZE, 1), MAX_PAGE_SIZE);
	const readerId = readerIdOf(viewer);
	let decoded = decodeHomeFeedBookmark(options.bookmark);
	if (decoded.kind === 'invalid') {
		if (options.onInvalidBookmark !== 'restart') throw new AppError('HomefeedInvalidBookmark');
		decoded = { kind: 'start' };
	}
	if (options.staticFeed) return staticPage(db, readerId, decoded, pageSize);
	if (decoded.kind === 'end') {
		return { pins: [], bookmark: END_BOOKMARK, kind: 'popular', basis: 'end' };
	}

	const keys = readerId === null ? null : await findFollowedKeys(db, readerId);
	const basis = homeFeedBasis(keys);
	const hasFollows =
		keys !== null && keys.users.length + keys.boards.length + keys.interests.length > 0;
	const firstPhase: HomeFeedPhase = hasFollows ? 'f' : 'p';
	let cursor: HomeFeedCursor =
		decoded.kind === 'start'
			? { phase: firstPhase, before: null }
			: decoded.cursor.phase === null || decoded.cursor.phase === 's'
				? { phase: firstPhase, before: decoded.cursor.before }
				: { phase: decoded.cursor.phase, before: decoded.cursor.before };
	const kind = cursor.phase === 'f' ? 'personal' : 'popular';

	const pins: Pin[] = [];
	for (;;) {
		const need = pageSize - pins.length;
		const chunk = await phaseChunk(db, readerId, keys, cursor, need);
		pins.push(...chunk.pins);
		if (chunk.nextBefore !== null) {
			return {
				pins,
				bookmark: encodeHomeFeedBookmark({ phase: cursor.phase, before: chunk.nextBefore }),
				kind,
				basis,
			};
		}
		const next = nextPhase(cursor.phase);
		if (next === null) return { pins, bookmark: END_BOOKMARK, kind, basis };
		cursor = { phase: next, before: null };
		if (pins.length >= pageSize) {
			return { pins, bookmark: encodeHomeFeedBookmark(cursor), kind, basis };
		}
	}
}

/**
 * Up to `need` pins of one phase below the cursor, ranked; `nextBefore` is where the phase
 * continues, or null when it has nothing more. The window is decided before ranking and
 * de-duplication, so the next page starts right below it: no repeats, no gaps.
 */
async function phaseChunk(
	db: Kysely<Database>,
	readerId: string | null,
	keys: FollowedKeys | null,
	cursor: HomeFeedCursor,
	need: number,
): Promise<{ pins: Pin[]; nextBefore: string | null }> {
	if (cursor.phase === 'f') {
		if (readerId === null || keys === null) return { pins: [], nextBefore: null };
		const ids = await followedPinIds(db, readerId, keys, cursor.before, need + 1);
		const window = ids.slice(0, need);
		const rows = await pinRowsByIds(db, readerId, window);
		return {
			pins: rankPage(rows.map(pinRowToPin)),
			nextBefore: ids.length > need ? window.at(-1)! : null,
		};
	}
	const rows = await discoveryPinRows(db, {
		phase: cursor.phase === 'p' ? 'p' : 'r',
		viewerId: readerId,
		beforeId: cursor.before,
		limit: need + 1,
	});
	const window = rows.slice(0, need);
	return {
		pins: rankPage(window.map(pinRowToPin)),
		nextBefore: rows.length > need ? window.at(-1)!.id : null,
	};
}

/** RTE-18: the static feed, oldest public originals first, unranked. */
async function staticPage(
	db: Kysely<Database>,
	readerId: string | null,
	decoded: ReturnType<typeof decodeHomeFeedBookmark>,
	pageSize: number,
): Promise<HomeFeedPage> {
	if (decoded.kind === 'end') {
		return { pins: [], bookmark: END_BOOKMARK, kind: 'static', basis: 'static' };
	}
	// Only a static cursor continues the static feed; any other starts it.
	const afterId =
		decoded.kind === 'cursor' && decoded.cursor.phase === 's' ? decoded.cursor.before : null;
	const rows = await staticPinRows(db, { viewerId: readerId, afterId, limit: pageSize + 1 });
	const pins = rows.slice(0, pageSize).map(pinRowToPin);
	const last = pins.at(-1);
	return {
		pins,
		bookmark:
			rows.length > pageSize && last
				? encodeHomeFeedBookmark({ phase: 's', before: last.id })
				: END_BOOKMARK,
		kind: 'static',
		basis: 'static',
	};
}
