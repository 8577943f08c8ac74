import { describe, expect, it } from 'vitest';
import {
	type CacheInput,
	cacheDecision,
	ERROR_CACHE_CONTROL,
	HOST_BUILT_CACHE_CONTROL,
	PRIVATE_CACHE_CONTROL,
	PUBLIC_CACHE_CONTROL,
} from '~/lib/platform/http/cache-policy.ts';

const publicPage: CacheInput = {
	method: 'GET',
	status: 200,
	publicPage: true,
	hasSessionCookie: false,
	setsCookies: false,
	existing: null,
	originConfigured: true,
	path: '/pin/1/',
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

	it('shares nothing built on the Host header: without PUBLIC_ORIGIN, private instead', () => {
		const unset = { ...publicPage, originConfigured: false };
		expect(HOST_BUILT_CACHE_CONTROL).toBe('private, no-cache');
		expect(cacheDecision(unset)).toEqual({
			cacheControl: HOST_BUILT_CACHE_CONTROL,
			vary: null,
			shared: false,
		});
		for (const [path, existing] of [
			['/robots.txt', 'public, max-age=86400'],
			['/sitemap.xml', 'public, max-age=3600'],
			['/sitemaps/topics.xml', 's-maxage=60'],
			['/sitemaps/today.xml', 'max-age=3600'],
		] as const) {
			expect(cacheDecision({ ...unset, path, existing }), path).toEqual({
				cacheControl: HOST_BUILT_CACHE_CONTROL,
				vary: null,
				shared: false,
			});
			expect(cacheDecision({ ...publicPage, path, existing }).shared, path).toBe(true);
		}
		// Media bytes never depend on the address asked: still shared.
		const media = 'public, max-age=31536000, immutable';
		expect(cacheDecision({ ...unset, path: '/media/ab/cd.jpg', existing: media })).toEqual({
			cacheControl: media,
			vary: null,
			shared: true,
		});
		// Private answers stay as they were.
		expect(cacheDecision({ ...unset, hasSessionCookie: true }).cacheControl).toBe(
			PRIVATE_CACHE_CONTROL,
		);
		expect(cacheDecision({ ...unset, status: 404 }).cacheControl).toBe(ERROR_CACHE_CONTROL);
	});
});
