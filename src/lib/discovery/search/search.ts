import type { BoardCoverImage } from '../../content/boards/board.ts';
import type { Pin } from '../../content/pins/pin.ts';

/**
 * Search scopes (SRC-01 `scope`): `pins` (default), `boards`, `people` (users; `users` is
 * accepted as a synonym) and `my_pins`, the viewer's own pins (`/search/me/`, SRC-07).
 */
const SEARCH_SCOPES = ['pins', 'boards', 'people', 'my_pins'] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];

/** A scope name as clients send it, or null when it is not one we search. */
export function searchScopeOf(name: string | undefined): SearchScope | null {
	if (name === undefined || name === '' || name === 'pins') return 'pins';
	if (name === 'users' || name === 'people') return 'people';
	if (name === 'boards' || name === 'my_pins') return name;
	// Pin-shaped scopes of the original client search the pins we have.
	if (name === 'videos' || name === 'buyable_pins' || name === 'products') return 'pins';
	return null;
}

/** The search page of a scope (`/search/pins/`, `/search/me/`, …). */
export function searchPagePath(scope: SearchScope): string {
	return `/search/${scope === 'my_pins' ? 'me' : scope}/`;
}

/** A search page URL for a query, with optional bookmark (the no-JavaScript "More" link). */
export function searchPageUrl(scope: SearchScope, query: string, bookmark?: string): string {
	const params = new URLSearchParams({ q: query });
	if (bookmark) params.set('bookmark', bookmark);
	return `${searchPagePath(scope)}?${params}`;
}

export interface SearchBoard {
	type: 'board';
	id: string;
	name: string;
	description: string;
	url: string;
	privacy: 'public' | 'secret';
	isArchived: boolean;
	pinCount: number;
	followerCount: number;
	owner: { id: string; username: string; fullName: string };
	/**
	 * A 236px-wide cover image (the cover pin, else the newest pin the viewer may see, as on
	 * profiles), or null when the board shows no pin.
	 */
	cover: BoardCoverImage | null;
	/** The card's images: the cover, then up to two newer pins (136 × 136). */
	images: BoardCoverImage[];
}

export interface SearchUser {
	type: 'user';
	id: string;
	username: string;
	fullName: string;
	url: string;
	accountType: 'personal' | 'business';
	followerCount: number;
	imageUrl: string | null;
}

export type SearchPin = Pin & { type: 'pin' };
export type SearchResult = SearchPin | SearchBoard | SearchUser;

/** Guided search (SRC-01 `guides`): frequent title words of the results that refine the query. */
export function guideTerms(
	titles: readonly string[],
	queryWords: readonly string[],
	max = 6,
): string[] {
	const skip = new Set(queryWords);
	const counts = new Map<string, number>();
	for (const title of titles) {
		const seen = new Set<string>();
		for (const word of title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
			if (word.length < 3 || STOP_WORDS.has(word) || skip.has(word) || seen.has(word)) continue;
			if ([...skip].some((q) => word.startsWith(q))) continue;
			seen.add(word);
			counts.set(word, (counts.get(word) ?? 0) + 1);
		}
	}
	return [...counts]
		.filter(([, n]) => n >= 2)
		.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
		.slice(0, max)
		.map(([word]) => word);
}

const STOP_WORDS = new Set(
	'the and for with your you our this that from into how what are was not but all any can its'.split(
		' ',
	),
);
