import { isId } from '../../platform/db/ids.ts';

/**
 * Bookmarks of the followed-interests list: a base64url JSON cursor (the last follow's time and
 * interest id), opaque to clients. A forged one only moves where the list continues.
 */
export interface FollowCursor {
	/** ISO time of the last follow shown. */
	at: string;
	/** Its interest id (ties on the same time). */
	id: string;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;

/**
 * Whether the text names a real moment a timestamp column holds: the pattern alone lets
 * `2026-13-45T25:61:61Z` or `2026-02-30T…` through, which PostgreSQL refuses with an error
 * (a 500) while SQLite compares it as text. The date and time must survive a round trip
 * through `Date` unchanged, in years 1970–9999.
 */
function isRealTime(iso: string): boolean {
	const ms = Date.parse(iso);
	if (Number.isNaN(ms) || ms < 0) return false;
	const back = new Date(ms).toISOString();
	return back.length === 24 && back.slice(0, 19) === iso.slice(0, 19);
}

export function encodeFollowBookmark(cursor: FollowCursor): string {
	return Buffer.from(JSON.stringify({ v: 1, f: cursor.at, i: cursor.id })).toString('base64url');
}

/** The cursor in a bookmark, or null for a missing, malformed or end-of-list bookmark. */
export function decodeFollowBookmark(bookmark: string | null | undefined): FollowCursor | null {
	if (!bookmark || bookmark === '-end-' || bookmark.length > 200) return null;
	try {
		const value = JSON.parse(Buffer.from(bookmark, 'base64url').toString('utf8')) as {
			v?: unknown;
			f?: unknown;
			i?: unknown;
		};
		if (value.v !== 1 || typeof value.f !== 'string' || typeof value.i !== 'string') return null;
		if (!ISO.test(value.f) || !isId(value.i) || !isRealTime(value.f)) return null;
		return { at: value.f, id: value.i };
	} catch {
		return null;
	}
}
