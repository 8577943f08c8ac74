import { describe, expect, it } from 'vitest';
import { linkDomain, normalizePinLink, pinTextProblem } from '~/lib/content/pins/pin-input.ts';

describe('pinTextProblem (U-17)', () => {
	it('accepts text at the limits and refuses one character more, with a message per field', () => {
		expect(pinTextProblem({ title: 'x'.repeat(100), description: 'd'.repeat(500) })).toBeNull();
		expect(pinTextProblem({ title: 'x'.repeat(101) })).toEqual({
			field: 'title',
			message: 'Titles can have at most 100 characters.',
		});
		expect(pinTextProblem({ description: 'd'.repeat(501) })?.field).toBe('description');
		expect(pinTextProblem({ alt_text: 'a'.repeat(501) })?.field).toBe('alt_text');
	});

	it('counts characters, not UTF-16 units', () => {
		expect(pinTextProblem({ title: '😀'.repeat(100) })).toBeNull();
	});

	it('lets an empty link through (no link) and refuses a bad one', () => {
		expect(pinTextProblem({ link: '' })).toBeNull();
		expect(pinTextProblem({ link: null })).toBeNull();
		expect(pinTextProblem({ link: 'javascript:alert(1)' })?.message).toBe(
			'Please enter a valid URL (starting with http:// or https://).',
		);
	});
});

describe('normalizePinLink', () => {
	it('keeps http(s) URLs and refuses other schemes, credentials and overlong links', () => {
		expect(normalizePinLink(' https://Example.com/a b ')).toBe('https://example.com/a%20b');
		expect(normalizePinLink('http://x.example')).toBe('http://x.example/');
		for (const bad of [
			'javascript:alert(1)',
			'data:text/html,x',
			'ftp://x.example/',
			'/relative',
			'https://user:pw@x.example/',
			'nonsense',
			`https://x.example/${'a'.repeat(2040)}`,
		]) {
			expect(normalizePinLink(bad), bad).toBeNull();
		}
	});

	it('derives the shown domain without www', () => {
		expect(linkDomain('https://www.shop.example.com/x')).toBe('shop.example.com');
	});
});
