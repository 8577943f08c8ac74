import { z } from 'zod';
import { isFullyAuthenticated } from '../../platform/access/viewer.ts';
import { AppError } from '../../platform/http/errors.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { recordSearch } from './recent-searches.service.server.ts';
import { isOwnSearch } from './recent-searches.ts';
import { MAX_SEARCH_PAGE_SIZE, searchPage } from './search.service.server.ts';
import { searchScopeOf } from './search.ts';
import { searchTabs } from './search-tabs.ts';

/** Long text is accepted and cut by the tokenizer (`MAX_QUERY_LENGTH`); this only bounds input. */
const queryText = z.string().max(20_000);
const opaque = z.unknown().optional();
const price = z.coerce.number().finite().min(0).max(1_000_000_000).optional();
/** The `domains` filter names at most this many domains, in either of its forms. */
const MAX_DOMAINS = 20;

/**
 * SRC-01 options. The ones search acts on are typed; the rest of the spec's list (journey and
 * source tracking, annotations) are accepted and ignored. Anything else is refused.
 */
const searchOptions = z.object({
	/** The text searched; any text is safe. */
	query: queryText.default(''),
	/** `pins` (default), `boards`, `people` (or `users`), `my_pins`. */
	scope: z.string().max(40).optional(),
	/** Where the search came from (default `direct_navigation`); `pin_palette_quiz` reads the query as a palette. */
	rs: z.string().max(60).default('direct_navigation'),
	page_size: z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE_SIZE).optional(),
	bookmarks: z.array(z.string().max(500)).max(5).optional(),
	bookmark: z.string().max(500).optional(),
	/** Pins whose first offer costs at least / at most this (rich product metadata). */
	price_min: price,
	price_max: price,
	/** Pins linking to these domains only (at most `MAX_DOMAINS`, as a list or comma-separated). */
	domains: z
		.union([
			z.array(z.string().max(253)).max(MAX_DOMAINS),
			z
				.string()
				.max(2000)
				.refine((s) => s.split(',').length <= MAX_DOMAINS, `At most ${MAX_DOMAINS} domains.`),
		])
		.optional(),
	filters: opaque,
	applied_filters: opaque,
	journey_depth: opaque,
	source_id: opaque,
	source_module_id: opaque,
	source_url: opaque,
	top_pin_id: opaque,
	top_pin_ids: opaque,
	user: opaque,
	request_params: opaque,
	article: opaque,
	query_pin_sigs: opaque,
	auto_correction_disabled: opaque,
	field_set_key: z.string().max(50).optional(),
});

function domainList(value: string[] | string | undefined): string[] | undefined {
	if (value === undefined) return undefined;
	const list = (Array.isArray(value) ? value : value.split(','))
		.map((d) =>
			d
				.trim()
				.toLowerCase()
				.replace(/^www\./, ''),
		)
		.filter(Boolean);
	return list.length > 0 ? list : undefined;
}

/**
 * `BaseSearchResource` get: `{results, filters, guides, productFilters}` with the next page's
 * `bookmark` in the envelope. A signed-in viewer's first page is recorded in their recent
 * searches (SRC-05).
 */
export const baseSearchResource = defineResource({
	name: 'BaseSearchResource',
	get: action({
		auth: 'optional',
		options: searchOptions,
		async run({ db, viewer, request }, options) {
			const scope = searchScopeOf(options.scope);
			if (!scope)
				throw new AppError('SearchScopeUnknown', {
					detail: `No scope ${String(options.scope).slice(0, 40)}.`,
				});
			if (scope === 'my_pins' && !isFullyAuthenticated(viewer)) {
				throw new AppError(viewer ? 'LimitedLogin' : 'AuthenticationRequired');
			}
			if (
				options.price_min !== undefined &&
				options.price_max !== undefined &&
				options.price_min > options.price_max
			) {
				throw new AppError('SearchPriceRange');
			}
			const bookmark = options.bookmark ?? options.bookmarks?.[0];
			const domains = domainList(options.domains);
			const page = await searchPage(db, {
				query: options.query,
				scope,
				viewer,
				bookmark,
				pageSize: options.page_size,
				rs: options.rs,
				domains,
				priceMin: options.price_min,
				priceMax: options.price_max,
			});
			if (isFullyAuthenticated(viewer) && !bookmark && page.parsed.query && isOwnSearch(request)) {
				await recordSearch(db, { userId: viewer.id, query: page.parsed.query, scope });
			}
			const productFilters =
				scope === 'pins' || scope === 'my_pins'
					? {
							price_min: options.price_min ?? null,
							price_max: options.price_max ?? null,
							domains: domains ?? [],
						}
					: {};
			return {
				data: {
					results: page.results,
					filters: searchTabs(page.parsed.query, scope, isFullyAuthenticated(viewer)),
					guides: page.guides.map((term) => ({ term, query: `${page.parsed.query} ${term}` })),
					productFilters,
				},
				bookmark: page.bookmark,
			};
		},
	}),
});

/** SRC-03 `SearchTabResource` get: the tabs (scopes) for a query. */
export const searchTabResource = defineResource({
	name: 'SearchTabResource',
	get: action({
		auth: 'optional',
		options: z.object({
			query: queryText.default(''),
			scope: z.string().max(40).optional(),
			source_url: opaque,
		}),
		async run({ viewer }, options) {
			const scope = searchScopeOf(options.scope) ?? 'pins';
			const query = options.query.replace(/\s+/gu, ' ').trim().slice(0, 200);
			return { data: searchTabs(query, scope, isFullyAuthenticated(viewer)) };
		},
	}),
});
