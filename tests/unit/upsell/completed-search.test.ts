import { describe, expect, it } from 'vitest';
import { completedSearchOf } from '~/lib/growth/upsell/completed-search.ts';

describe('completedSearchOf (SRC-08)', () => {
	it('reads a search page into (query, rs, scope, rg, timestamp)', () => {
		expect(completedSearchOf('/search/pins/', '?q=+Dessert+ideas+', 5)).toEqual({
			query: 'Dessert ideas',
			rs: 'direct_navigation',
			scope: 'pins',
			rg: null,
			timestamp: 5,
		});
		expect(completedSearchOf('/search/people/', '?q=ann&rs=typed&rg=x', 1)).toMatchObject({
			scope: 'people',
			rs: 'typed',
			rg: 'x',
		});
		expect(completedSearchOf('/search/users/', '?q=ann', 1)?.scope).toBe('people');
	});

	it('is null for other pages, an empty query, an unknown scope and my_ searches', () => {
		expect(completedSearchOf('/pin/1/', '?q=x', 1)).toBeNull();
		expect(completedSearchOf('/search/pins/', '?q=%20', 1)).toBeNull();
		expect(completedSearchOf('/search/nope/', '?q=x', 1)).toBeNull();
		expect(completedSearchOf('/search/me/', '?q=x', 1)).toBeNull();
		expect(completedSearchOf('/search/pins/', '?q=my_things', 1)).toBeNull();
	});

	it('cuts a long query to 200 characters', () => {
		expect(completedSearchOf('/search/pins/', `?q=${'a'.repeat(500)}`, 1)?.query).toHaveLength(200);
	});
});
