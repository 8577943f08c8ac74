import { describe, expect, it } from 'vitest';
import { robotsTxt } from '~/lib/discovery/seo/robots.ts';

describe('robotsTxt', () => {
	it('names the sitemap by absolute URL and keeps crawlers out of private paths', () => {
		const text = robotsTxt('https://corkboard.example/sitemap.xml');
		const lines = text.split('\n');
		expect(lines[0]).toBe('User-agent: *');
		expect(lines).toContain('Sitemap: https://corkboard.example/sitemap.xml');
		for (const path of ['/resource/', '/v3/', '/vx/', '/_/', '/settings', '/login', '/board/']) {
			expect(lines).toContain(`Disallow: ${path}`);
		}
		// Public pages stay open.
		for (const open of ['/pin/', '/today/', '/ideas/', '/topics/']) {
			expect(lines.some((l) => l.startsWith('Disallow:') && open.startsWith(l.slice(10)))).toBe(
				false,
			);
		}
		expect(text.endsWith('\n')).toBe(true);
	});
});
