import { isId } from '../../platform/db/ids.ts';

/**
 * Search bookmarks: a base64url JSON cursor of the last result's rank score and id (results are
 * ordered by score, then id, both descending). Like feed bookmarks they only say where to
 * continue: every page is filtered for the viewer again, so a forged bookmark reveals nothing.
 */
export interface SearchCursor {
	/** Integer rank score of the last result (higher ranks first). */
	score: number;
	id: string;
}

export function encodeSearchBookmark(cursor: SearchCursor): string {
	return Buffer.from(JSON.stringify({ v: 1, s: cursor.score, id: cursor.id })).toString(
		'base64url',
	);
}

/** The cursor in a bookmark; null for a missing, malformed or end (`-end-`) bookmark. */
export function decodeSearchBookmark(bookmark: string | null | undefined): SearchCursor | null {
	if (!bookmark || bookmark === '-end-' || bookmark.length > 200) return null;
	try {
		const value = JSON.parse(Buffer.from(bookmark, 'base64url').toString('utf8')) as {
			v?: unknown;
			s?: unknown;
			id?: unknown;
		};
		if (value.v !== 1 || typeof value.id !== 'string' || !isId(value.id)) return null;
		if (typeof value.s !== 'number' || !Number.isSafeInteger(value.s)) return null;
		return { score: value.s, id: value.id };
	} catch {
		return null;
	}
}
