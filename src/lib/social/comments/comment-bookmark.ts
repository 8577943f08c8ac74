import { isId } from '../../platform/db/ids.ts';

/**
 * The bookmarks of the comment feeds: opaque to clients, a base64url JSON cursor to us. Top-level
 * comments go highlighted first, then newest first, so their cursor holds both keys (`h`, the
 * last one's highlight, and `id`); replies go oldest first (`id`, continue above it). A bookmark
 * only says where to continue: each page is filtered for its reader again.
 */
export interface CommentCursor {
	/** The last comment's highlight (0/1); replies leave it 0. */
	h: 0 | 1;
	/** The last comment's id. */
	id: string;
}

export function encodeCommentBookmark(cursor: CommentCursor): string {
	return Buffer.from(JSON.stringify({ v: 1, ...cursor })).toString('base64url');
}

/** The cursor of a bookmark, or null for none, `-end-`, or anything malformed (the first page). */
export function decodeCommentBookmark(bookmark: string | null | undefined): CommentCursor | null {
	if (!bookmark || bookmark === '-end-' || bookmark.length > 200) return null;
	try {
		const value = JSON.parse(Buffer.from(bookmark, 'base64url').toString('utf8')) as {
			v?: unknown;
			h?: unknown;
			id?: unknown;
		};
		if (value.v !== 1 || (value.h !== 0 && value.h !== 1)) return null;
		if (typeof value.id !== 'string' || !isId(value.id)) return null;
		return { h: value.h, id: value.id };
	} catch {
		return null;
	}
}
