import { describe, expect, it } from 'vitest';
import {
	type CacheInput,
	cacheDecision,
	ERROR_CACHE_CONTROL,
	PRIVATE_CACHE_CONTROL,
	PUBLIC_CACHE_CONTROL,
} from '~/lib/http/cache-policy.ts';

const publicPage: CacheInput = {
	method: 'GET',
	status: 200,
	publicPage: true,
	hasSessionCookie: false,
	setsCookies: false,
	existing: null,
};

describe('caching: which answers a shared cache may keep', () => {
	it('shares an opted-in page answered 200 to a GET with no session cookie', () => {
		const d = cacheDecision(publicPage);
		expect(d).toMatchObject({ cacheControl: PUBLIC_CACHE_CONTROL, shared: true });
		expect(PUBLIC_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
		expect(d.vary?.split(', ')).toEqual(expect.arrayContaining(['Cookie', 'cf-ipcountry']));
	});

	it('keeps personal answers private: a session cookie, cookies set, a write, no opt-in', () => {
		for (const change of [
			{ hasSessionCookie: true },
			{ setsCookies: true },
			{ method: 'POST' },
			{ publicPage: false },
		]) {
			expect(cacheDecision({ ...publicPage, ...change }), JSON.stringify(change)).toEqual({
				cacheControl: PRIVATE_CACHE_CONTROL,
				vary: null,
				shared: false,
			});
		}
	});

	it('never stores errors or redirects, even when the route chose a cache policy', () => {
		for (const status of [301, 302, 400, 404, 500, 503]) {
			expect(cacheDecision({ ...publicPage, status }).cacheControl).toBe(ERROR_CACHE_CONTROL);
			expect(
				cacheDecision({ ...publicPage, status, existing: 'public, max-age=86400' }).cacheControl,
			).toBe(ERROR_CACHE_CONTROL);
		}
	});

	it("keeps a route's own policy for a success (media, sitemaps)", () => {
		const media = cacheDecision({
			...publicPage,
			publicPage: false,
			existing: 'public, max-age=31536000, immutable',
		});
		expect(media).toEqual({
			cacheControl: 'public, max-age=31536000, immutable',
			vary: null,
			shared: true,
		});
		expect(cacheDecision({ ...publicPage, existing: 'no-store' }).shared).toBe(false);
	});
});
