import { decodeBookmark as decodeV1Bookmark, END_BOOKMARK } from '../../platform/db/bookmark.ts';
import { isId } from '../../platform/db/ids.ts';

/**
 * The home feed's cursor. The feed walks through phases, each newest first by pin id (keyset,
 * so a page costs the same at any depth):
 * - `f` followed: pins of followed people, boards and interests (signed in, with follows);
 * - `p` popular: public original pins saved at least once;
 * - `r` recent: the other public original pins;
 * - `s` static (RTE-18): public original pins oldest first, a fixed feed for performance tests.
 * `before` is the id to continue below (`s`: above); null starts the phase from its top.
 */
export type HomeFeedPhase = 'f' | 'p' | 'r' | 's';

export interface HomeFeedCursor {
	phase: HomeFeedPhase;
	before: string | null;
}

const PHASES: readonly HomeFeedPhase[] = ['f', 'p', 'r', 's'];

/** The phase after `phase`, or null when the feed ends there. */
export function nextPhase(phase: HomeFeedPhase): HomeFeedPhase | null {
	if (phase === 'f') return 'p';
	if (phase === 'p') return 'r';
	return null;
}

/** base64url JSON `{"v":2,"ph":…,"b":…}`; opaque to clients. */
export function encodeHomeFeedBookmark(cursor: HomeFeedCursor): string {
	const value =
		cursor.before === null
			? { v: 2, ph: cursor.phase }
			: { v: 2, ph: cursor.phase, b: cursor.before };
	return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * What a bookmark asks for: `start` (none sent), `end` (`-end-`), a cursor, or `invalid`
 * (undecodable: the resource refuses it, pages start over). A bookmark of the older feed format
 * (`{v:1, before}`, still made by other feeds) continues the viewer's first phase below that id.
 * A cursor only says where to continue: every page is filtered for the viewer again, so a forged
 * one can skip around but never reveal anything.
 */
export type DecodedHomeFeedBookmark =
	| { kind: 'start' }
	| { kind: 'end' }
	| { kind: 'cursor'; cursor: HomeFeedCursor | { phase: null; before: string } }
	| { kind: 'invalid' };

export function decodeHomeFeedBookmark(
	bookmark: string | null | undefined,
): DecodedHomeFeedBookmark {
	if (bookmark === null || bookmark === undefined || bookmark === '') return { kind: 'start' };
	if (bookmark === END_BOOKMARK) return { kind: 'end' };
	if (bookmark.length > 200) return { kind: 'invalid' };
	let value: unknown;
	try {
		value = JSON.parse(Buffer.from(bookmark, 'base64url').toString('utf8'));
	} catch {
		return { kind: 'invalid' };
	}
	if (typeof value !== 'object' || value === null) return { kind: 'invalid' };
	const v = value as { v?: unknown; ph?: unknown; b?: unknown };
	if (v.v === 1) {
		const old = decodeV1Bookmark(bookmark);
		return old
			? { kind: 'cursor', cursor: { phase: null, before: old.before } }
			: { kind: 'invalid' };
	}
	if (v.v !== 2 || !PHASES.includes(v.ph as HomeFeedPhase)) return { kind: 'invalid' };
	if (v.b !== undefined && (typeof v.b !== 'string' || !isId(v.b))) return { kind: 'invalid' };
	return {
		kind: 'cursor',
		cursor: { phase: v.ph as HomeFeedPhase, before: (v.b as string | undefined) ?? null },
	};
}
