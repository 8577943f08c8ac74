import { describe, expect, it } from 'vitest';
import { safeNext } from '~/lib/auth/safe-next.ts';

describe('safeNext: where to go after logging in', () => {
	it('keeps paths on this site', () => {
		expect(safeNext('/pin/123/')).toBe('/pin/123/');
		expect(safeNext('/search/pins/?q=cake#top')).toBe('/search/pins/?q=cake#top');
		expect(safeNext('/settings/../demo/')).toBe('/demo/');
	});

	it('never leaves the site, however the URL is disguised', () => {
		for (const next of [
			'https://evil.example/',
			'//evil.example/',
			'/\\evil.example/',
			'/\t/evil.example/phish',
			'/\n/evil.example/',
			'/\r//evil.example/',
			'/%09/evil.example',
			'\\/evil.example',
			'javascript:alert(1)',
			'',
			null,
			undefined,
			`/${'a'.repeat(3000)}`,
		]) {
			const to = safeNext(next);
			expect(new URL(to, 'https://corkboard.example').origin, String(next)).toBe(
				'https://corkboard.example',
			);
			expect(to.startsWith('//')).toBe(false);
		}
		expect(safeNext('/\t/evil.example/phish')).toBe('/');
	});
});
