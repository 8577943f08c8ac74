import { isId } from '../../platform/db/ids.ts';
import type { RankKey } from './related-score.ts';

/**
 * Bookmarks of the related-pins feed: the rank key (score and id) of the last pin shown, as
 * base64url JSON. The next page is the candidates ranked after it. Like every bookmark it only
 * says where to continue: candidates are filtered for the viewer on every page.
 */
export function encodeRelatedBookmark(key: RankKey): string {
	return Buffer.from(JSON.stringify({ v: 1, r: key.score, i: key.id })).toString('base64url');
}

/** The rank key in a bookmark, or null for a missing, malformed or end-of-feed bookmark. */
export function decodeRelatedBookmark(bookmark: string | null | undefined): RankKey | null {
	if (!bookmark || bookmark === '-end-' || bookmark.length > 200) return null;
	try {
		const value = JSON.parse(Buffer.from(bookmark, 'base64url').toString('utf8')) as {
			v?: unknown;
			r?: unknown;
			i?: unknown;
		};
		if (value.v !== 1 || typeof value.r !== 'number' || !Number.isFinite(value.r)) return null;
		if (typeof value.i !== 'string' || !isId(value.i)) return null;
		return { score: value.r, id: value.i };
	} catch {
		return null;
	}
}
