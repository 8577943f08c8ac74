import { isId } from './ids.ts';

/**
 * Feed bookmarks: opaque to clients, a base64url JSON cursor to us. A bookmark only says where
 * to continue; every page is filtered for the viewer again, so a forged bookmark can skip
 * around but never reveal anything the viewer may not see.
 */
export interface Cursor {
	/** Continue with items whose id is below this one. */
	before: string;
}

export function encodeBookmark(cursor: Cursor): string {
	return Buffer.from(JSON.stringify({ v: 1, ...cursor })).toString('base64url');
}

/** The cursor in a bookmark, or null for a missing, malformed or end-of-feed bookmark. */
export function decodeBookmark(bookmark: string | null | undefined): Cursor | null {
	if (!bookmark || bookmark === '-end-' || bookmark.length > 200) return null;
	try {
		const value = JSON.parse(Buffer.from(bookmark, 'base64url').toString('utf8')) as {
			v?: unknown;
			before?: unknown;
		};
		if (value.v !== 1 || typeof value.before !== 'string') return null;
		if (!isId(value.before)) return null;
		return { before: value.before };
	} catch {
		return null;
	}
}

/** The bookmark the spec's client sends when a feed has no more pages. */
export const END_BOOKMARK = '-end-';
