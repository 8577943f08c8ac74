import type { Kysely } from 'kysely';
import searchTypeahead from '~/messages/search-typeahead/index.ts';
import { boardPath } from '../../content/boards/board.ts';
import { avatarUrl } from '../../identity/users/avatar.server.ts';
import { nameOf } from '../../identity/users/display-name.sql.server.ts';
import { displayName } from '../../identity/users/display-name.ts';
import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import { ShortLivedCache } from '../../platform/cache/short-lived-cache.ts';
import type { Database } from '../../platform/db/database.ts';
import { currentLanguage } from '../../platform/i18n/current-language.ts';
import { interestName } from '../interests/interest-name.ts';
import { listRecentSearches } from './recent-searches.repository.server.ts';
import { recentQueryKey } from './recent-searches.ts';
import { searchPageUrl } from './search.ts';
import { parseSearchQuery } from './search-query.ts';
import { type TypeaheadInput, typeaheadMatches } from './typeahead.repository.server.ts';

/**
 * AdvancedTypeaheadResource (SRC-02): suggestion items for what the viewer is typing.
 * - `recent` / `personal`: the signed-in viewer's recent searches (SRC-05) that start with the
 *   term (all of them for an empty term); `recent_queries_tags` picks which lists to include.
 * - `query`: queries other people searched (at least `MIN_SUGGEST_COUNT` of them).
 * - `interest`, `board`, `user`: matching topics, boards and people, filtered for the viewer
 *   like search results. Boards and people match by word prefix. A board comes with its cover
 *   (`imageUrl`) and its owner (`detail`, "by Ann Lee"), as boards of one name are common.
 */
type TypeaheadItemType = 'recent' | 'personal' | 'query' | 'interest' | 'board' | 'user';

export interface TypeaheadItem {
	type: TypeaheadItemType;
	/** What the list shows. */
	label: string;
	/** Where choosing it goes. */
	url: string;
	/** The query to search, for query-like items. */
	query?: string;
	id?: string;
	imageUrl?: string | null;
	/** A second line: a board's owner ("by Ann Lee"), telling same-named boards apart. */
	detail?: string;
}

const MIN_SUGGEST_COUNT = 2;
const PER_KIND = 4;
/**
 * Candidate matches ranked per kind: the best 4 boards and people among the newest 60 that
 * match the prefix. A short prefix matches thousands; when the typeahead was four unnamed
 * queries, 200 candidates cost PostgreSQL 3.6 ms per keystroke at the median (6.4 ms at p90) on
 * a million-pin world and 60 cost 2.9 (3.8). (As one prepared statement it is now about 0.5.)
 */
const TYPEAHEAD_CANDIDATES = 60;

/** What the statement of a keystroke looks for: `key` is the lower-cased term, not empty. */
export function typeaheadInput(key: string, readerId: string | null): TypeaheadInput {
	// Boards and people index no stems (`plainFtsMatch`), so none are made.
	const parsed = parseSearchQuery(key, { stems: false });
	// Word-prefix search of boards and people: the last word is a prefix even when it is short.
	const last = parsed.words.at(-1);
	if (last) last.prefix = true;
	return {
		key,
		words: parsed.words.length > 0 ? parsed : null,
		readerId,
		minCount: MIN_SUGGEST_COUNT,
		perKind: PER_KIND,
		candidateLimit: TYPEAHEAD_CANDIDATES,
	};
}

/**
 * Signed-out suggestions are the same for every visitor, and a keystroke is the most frequent
 * call there is: each process keeps a term's answer for at most this long (so a new or newly
 * hidden board or person shows or leaves signed-out suggestions within it; signed-in answers are
 * never kept). Under load a popular prefix then costs one statement per interval, not one per
 * keystroke.
 */
export const SIGNED_OUT_TTL_MS = 2_000;
/** Terms kept per database; past it the oldest goes (a term's answer is a few KB). */
const SIGNED_OUT_MAX_TERMS = 5_000;
const signedOutCaches = new WeakMap<Kysely<Database>, ShortLivedCache<readonly TypeaheadItem[]>>();

function signedOutCache(db: Kysely<Database>): ShortLivedCache<readonly TypeaheadItem[]> {
	let cache = signedOutCaches.get(db);
	if (!cache) {
		cache = new ShortLivedCache({ ttlMs: SIGNED_OUT_TTL_MS, maxEntries: SIGNED_OUT_MAX_TERMS });
		signedOutCaches.set(db, cache);
	}
	return cache;
}

/** The suggestions for `input.term`; for signed-out visitors, shared and frozen (see above). */
export async function typeaheadItems(
	db: Kysely<Database>,
	input: { viewer: Viewer | null; term: string; tags: ReadonlySet<string> },
): Promise<readonly TypeaheadItem[]> {
	const readerId = readerIdOf(input.viewer);
	const key = recentQueryKey(input.term).slice(0, 100);
	if (!readerId) {
		if (!key) return [];
		// Suggestions are worded in the request's language ("by Ann Lee", interest names).
		return signedOutCache(db).get(`${currentLanguage()} ${key}`, async () =>
			Object.freeze((await suggestionItems(db, key, null, new Set())).map((i) => Object.freeze(i))),
		);
	}
	const items: TypeaheadItem[] = [];
	const seen = new Set<string>();
	for (const list of ['recent', 'personal'] as const) {
		if (!input.tags.has(list)) continue;
		const recents = await listRecentSearches(db, readerId, list);
		for (const r of recents.filter((e) => recentQueryKey(e.query).startsWith(key))) {
			const item = queryItem(list, r.query, list === 'personal' ? 'my_pins' : 'pins', seen);
			if (item) items.push(item);
		}
	}
	if (!key) return items;
	items.push(...(await suggestionItems(db, key, readerId, seen)));
	return items;
}

/** A query-like item, or null when `seen` has its scope and query already (it adds them). */
function queryItem(
	type: TypeaheadItemType,
	query: string,
	scope: 'pins' | 'my_pins',
	seen: Set<string>,
): TypeaheadItem | null {
	const k = `${scope}:${recentQueryKey(query)}`;
	if (seen.has(k)) return null;
	seen.add(k);
	return { type, label: query, query, url: searchPageUrl(scope, query) };
}

/** Popular queries (but those in `seen`), interests, boards and people for `key` (not empty). */
async function suggestionItems(
	db: Kysely<Database>,
	key: string,
	readerId: string | null,
	seen: Set<string>,
): Promise<TypeaheadItem[]> {
	const { queries, interests, boards, users } = await typeaheadMatches(
		db,
		typeaheadInput(key, readerId),
	);
	const items: TypeaheadItem[] = [];
	for (const q of queries) {
		const item = queryItem('query', q, 'pins', seen);
		if (item) items.push(item);
	}
	for (const i of interests) {
		items.push({
			type: 'interest',
			id: i.id,
			label: interestName(i),
			url: `/ideas/${i.slug}/${i.id}/`,
		});
	}
	for (const b of boards) {
		items.push({
			type: 'board',
			id: b.id,
			label: b.name,
			url: boardPath(b.owner_username, b.slug),
			// The cover's 60×60 crop (a stored variant's URL, built as a picture's is).
			imageUrl: avatarUrl(b.cover_storage_key, b.cover_variants, '60x60'),
			detail: searchTypeahead().boardOwner({ name: displayName(nameOf(b, 'owner_')) }),
		});
	}
	for (const u of users) {
		items.push({
			type: 'user',
			id: u.id,
			label: displayName(u),
			url: `/${u.username}/`,
			imageUrl: avatarUrl(u.avatar_storage_key, u.avatar_variants, '60x60'),
		});
	}
	return items;
}
