/**
 * Client side of `AdvancedTypeaheadResource` (SRC-02). Answers are cached per term for the
 * page's life (SRC-04 "typeahead cache per term"), so typing back and forth asks once.
 */
import { currentLanguage } from '../../../platform/i18n/current-language.ts';
import { PAGE_LANGUAGE_HEADER } from '../../../platform/i18n/page-language-header.ts';

export interface TypeaheadItem {
	type: 'recent' | 'personal' | 'query' | 'interest' | 'board' | 'user';
	label: string;
	url: string;
	query?: string;
	id?: string;
	imageUrl?: string | null;
	/** A second line: a board's owner ("by Ann Lee"), telling same-named boards apart. */
	detail?: string;
}

const TYPEAHEAD_KEY = (term: string) => ['typeahead', term.trim().toLowerCase()] as const;

const cache = new Map<string, Promise<TypeaheadItem[]>>();

export function fetchTypeahead(term: string): Promise<TypeaheadItem[]> {
	const key = TYPEAHEAD_KEY(term).join(':');
	const hit = cache.get(key);
	if (hit) return hit;
	const params = new URLSearchParams({
		source_url: location.pathname,
		data: JSON.stringify({
			options: { term: term.trim(), recent_queries_tags: ['recent', 'personal'] },
			context: {},
		}),
	});
	const request = fetch(`/resource/AdvancedTypeaheadResource/get/?${params}`, {
		// Suggestions are worded in the page's language (board owners, interest names).
		headers: { [PAGE_LANGUAGE_HEADER]: currentLanguage() },
	})
		.then((res) => (res.ok ? res.json() : null))
		.then((json) => (json?.resource_response?.data?.items ?? []) as TypeaheadItem[])
		.catch(() => {
			cache.delete(key);
			return [];
		});
	cache.set(key, request);
	return request;
}
