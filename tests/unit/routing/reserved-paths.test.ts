import { describe, expect, it } from 'vitest';
import {
	isReservedTopLevel,
	isValidUsername,
	RTE_20_NAMES,
} from '~/lib/platform/routing/reserved-paths.ts';

describe('isReservedTopLevel', () => {
	it('lists exactly the 70 names of RTE-20', () => {
		expect(RTE_20_NAMES).toHaveLength(70);
		expect(new Set(RTE_20_NAMES).size).toBe(70);
		expect(RTE_20_NAMES[0]).toBe('about');
		expect(RTE_20_NAMES.at(-1)).toBe('your-shop');
	});

	it('reserves every RTE-20 name, case-insensitively (RTE-23)', () => {
		for (const name of RTE_20_NAMES) {
			expect(isReservedTopLevel(name)).toBe(true);
			expect(isReservedTopLevel(name.toUpperCase())).toBe(true);
		}
	});

	it('reserves technical files (RTE-21) and explicit app routes (RTE-24)', () => {
		for (const s of [
			'robots.txt',
			'favicon.ico',
			'sitemap.xml',
			'sw.js',
			'tv',
			'panic',
			'csrf_error',
			'business',
			'board',
		]) {
			expect(isReservedTopLevel(s)).toBe(true);
		}
	});

	it('leaves ordinary usernames alone (RTE-22)', () => {
		for (const s of ['demo', 'jane_doe', 'searcher', 'ideasmith'])
			expect(isReservedTopLevel(s)).toBe(false);
	});
});

describe('isValidUsername', () => {
	it('accepts lower-case names and refuses reserved or malformed ones', () => {
		expect(isValidUsername('demo_user1')).toBe(true);
		expect(isValidUsername('login')).toBe(false);
		expect(isValidUsername('Demo')).toBe(false);
		expect(isValidUsername('ab')).toBe(false);
		expect(isValidUsername('a-b-c')).toBe(false);
	});
});
