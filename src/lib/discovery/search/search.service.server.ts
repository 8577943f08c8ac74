import type { Kysely } from 'kysely';
import { type BoardCoverImage, boardPath } from '../../content/boards/board.ts';
import { boardCardImages } from '../../content/boards/board-cover-images.server.ts';
import { pinRowToPin } from '../../content/pins/pin-row.server.ts';
import { avatarUrl } from '../../identity/users/avatar.server.ts';
import { nameOf } from '../../identity/users/display-name.sql.server.ts';
import { displayName } from '../../identity/users/display-name.ts';
import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import { END_BOOKMARK } from '../../platform/db/bookmark.ts';
import type { Database } from '../../platform/db/database.ts';
import {
	type BoardSearchRow,
	searchBoardRows,
	searchPinRows,
	searchUserRows,
	type UserSearchRow,
} from './search.repository.server.ts';
import {
	guideTerms,
	type SearchBoard,
	type SearchPin,
	type SearchResult,
	type SearchScope,
	type SearchUser,
} from './search.ts';
import {
	decodeSearchBookmark,
	encodeSearchBookmark,
	type SearchCursor,
} from './search-bookmark.ts';
import { isEmptyQuery, type ParsedQuery, parseSearchQuery } from './search-query.ts';

const SEARCH_PAGE_SIZE = 25;
export const MAX_SEARCH_PAGE_SIZE = 100;

export interface SearchInput {
	query: string;
	scope: SearchScope;
	viewer: Viewer | null;
	bookmark?: string | null | undefined;
	pageSize?: number | undefined;
	/** SRC-01 `rs`; `pin_palette_quiz` reads the whole query as a colour or palette. */
	rs?: string | undefined;
	domains?: string[] | undefined;
	priceMin?: number | undefined;
	priceMax?: number | undefined;
}

export interface SearchPage<T extends SearchResult = SearchResult> {
	parsed: ParsedQuery;
	results: T[];
	/** Bookmark of the next page, or `-end-`. */
	bookmark: string;
	/** Refinement words from the results (SRC-01 `guides`). */
	guides: string[];
}

function boardRowToSearchBoard(row: BoardSearchRow, images: BoardCoverImage[]): SearchBoard {
	return {
		type: 'board',
		id: row.id,
		name: row.name,
		description: row.description,
		url: boardPath(row.owner_username, row.slug),
		privacy: row.privacy === 'secret' ? 'secret' : 'public',
		isArchived: row.is_archived === 1,
		pinCount: row.pin_count,
		followerCount: row.follower_count,
		owner: {
			id: row.owner_id,
			username: row.owner_username,
			fullName: displayName(nameOf(row, 'owner_')),
		},
		cover: images[0] ?? null,
		images,
	};
}

function userRowToSearchUser(row: UserSearchRow): SearchUser {
	return {
		type: 'user',
		id: row.id,
		username: row.username,
		fullName: displayName(row),
		url: `/${row.username}/`,
		accountType: row.account_type === 'business' ? 'business' : 'personal',
		followerCount: row.follower_count,
		imageUrl: avatarUrl(row.avatar_storage_key, row.avatar_variants, '136x136'),
	};
}

function pageOf<R extends { id: string; score: number }, T extends SearchResult>(
	rows: R[],
	pageSize: number,
	convert: (row: R) => T,
): { results: T[]; bookmark: string } {
	const hasMore = rows.length > pageSize;
	const kept = rows.slice(0, pageSize);
	const last = kept.at(-1);
	return {
		results: kept.map(convert),
		bookmark:
			hasMore && last ? encodeSearchBookmark({ score: last.score, id: last.id }) : END_BOOKMARK,
	};
}

/**
 * One page of search results for the viewer. Bad query text never fails: it is tokenized into
 * words (see `search-query.ts`); a query with no words answers an empty page. `my_pins` needs a
 * signed-in viewer (the caller refuses others first).
 */
export async function searchPage(db: Kysely<Database>, input: SearchInput): Promise<SearchPage> {
	const parsed = parseSearchQuery(input.query, { colorOnly: input.rs === 'pin_palette_quiz' });
	const pageSize = Math.min(Math.max(input.pageSize ?? SEARCH_PAGE_SIZE, 1), MAX_SEARCH_PAGE_SIZE);
	const cursor: SearchCursor | null = decodeSearchBookmark(input.bookmark);
	// A limited-login viewer reads as signed out (LIM-01), so an expired session never reveals
	// secret boards.
	const readerId = readerIdOf(input.viewer);
	const empty = { parsed, results: [], bookmark: END_BOOKMARK, guides: [] };
	if (isEmptyQuery(parsed)) return empty;
	const common = { parsed, readerId, cursor, limit: pageSize + 1 };

	if (input.scope === 'boards') {
		const rows = await searchBoardRows(db, common);
		// Covers as on profiles: the cover pin, else the newest pins the viewer may see.
		const images = await boardCardImages(db, rows.slice(0, pageSize), readerId);
		const toBoard = (row: BoardSearchRow) => boardRowToSearchBoard(row, images.get(row.id) ?? []);
		return { ...pageOf(rows, pageSize, toBoard), parsed, guides: [] };
	}
	if (input.scope === 'people') {
		return {
			...pageOf(await searchUserRows(db, common), pageSize, userRowToSearchUser),
			parsed,
			guides: [],
		};
	}
	if (input.scope === 'my_pins' && readerId === null) return empty;
	const rows = await searchPinRows(db, {
		...common,
		pinnerId: input.scope === 'my_pins' ? (readerId ?? undefined) : undefined,
		domains: input.domains,
		priceMin: input.priceMin,
		priceMax: input.priceMax,
	});
	const page = pageOf(rows, pageSize, (row): SearchPin => ({ ...pinRowToPin(row), type: 'pin' }));
	const guides = guideTerms(
		page.results.map((p) => (p as SearchPin).title),
		parsed.words.map((w) => w.text),
	);
	return { ...page, parsed, guides };
}
