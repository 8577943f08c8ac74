import { describe, expect, it } from 'vitest';
import { isOwnSearch } from '~/lib/search/recent-searches.ts';

/** SRC-05: which requests count as the viewer's own search (recorded in their recent list). */
describe('isOwnSearch', () => {
	it('refuses only requests another site sent', () => {
		const of = (site?: string) => new Headers(site ? { 'sec-fetch-site': site } : {});
		expect(isOwnSearch(of('cross-site'))).toBe(false);
		for (const site of ['same-origin', 'same-site', 'none', undefined]) {
			expect(isOwnSearch(of(site))).toBe(true);
		}
	});
});
