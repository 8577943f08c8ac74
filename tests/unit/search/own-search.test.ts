import { describe, expect, it } from 'vitest';
import { isOwnSearch } from '~/lib/discovery/search/recent-searches.ts';

/** SRC-05: which requests count as the viewer's own search (recorded in their recent list). */
describe('isOwnSearch', () => {
	const of = (site?: string, method = 'GET') => ({
		method,
		headers: new Headers(site ? { 'sec-fetch-site': site } : {}),
	});

	it("records the viewer's own navigation: same-origin, or typed in (none)", () => {
		for (const site of ['same-origin', 'none']) expect(isOwnSearch(of(site)), site).toBe(true);
	});

	it('refuses a GET another site sent, or one that does not say where it came from', () => {
		for (const site of ['cross-site', 'same-site', 'something-else', undefined]) {
			expect(isOwnSearch(of(site)), String(site)).toBe(false);
		}
	});

	it('records a POST (it passed the CSRF checks)', () => {
		expect(isOwnSearch(of(undefined, 'POST'))).toBe(true);
	});
});
