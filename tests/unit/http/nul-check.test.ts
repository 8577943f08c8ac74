import { describe, expect, it } from 'vitest';
import { AppError } from '~/lib/platform/http/errors.ts';
import { assertNoNul, containsNul, NUL_DETAIL } from '~/lib/platform/http/nul-check.ts';

describe('containsNul', () => {
	it('finds a NUL in a string, anywhere in it', () => {
		expect(containsNul('\u0000')).toBe(true);
		expect(containsNul('a\u0000b')).toBe(true);
		expect(containsNul('abc\u0000')).toBe(true);
	});

	it('finds a NUL nested in objects and arrays, and in keys', () => {
		expect(containsNul({ a: { b: ['x', { c: 'y\u0000' }] } })).toBe(true);
		expect(containsNul([[['\u0000']]])).toBe(true);
		expect(containsNul({ 'k\u0000': 1 })).toBe(true);
	});

	it('passes clean input and non-strings', () => {
		expect(containsNul({ a: 'x', b: [1, true, null, undefined, { c: 'ok' }] })).toBe(false);
		expect(containsNul(null)).toBe(false);
		expect(containsNul(42)).toBe(false);
		expect(containsNul('\\u0000')).toBe(false); // the escape text, not the character
	});

	it('survives deep nesting and cycles', () => {
		let deep: unknown = 'a\u0000';
		for (let i = 0; i < 100_000; i += 1) deep = [deep];
		expect(containsNul(deep)).toBe(true);
		const cyclic: Record<string, unknown> = { a: 'x' };
		cyclic.self = cyclic;
		expect(containsNul(cyclic)).toBe(false);
	});
});

describe('assertNoNul', () => {
	it('throws InvalidOptions with the NUL detail', () => {
		try {
			assertNoNul({ about: 'a\u0000b' });
			expect.unreachable();
		} catch (error) {
			expect(error).toBeInstanceOf(AppError);
			expect((error as AppError).code).toBe('InvalidOptions');
			expect((error as AppError).detail).toBe(NUL_DETAIL);
		}
	});

	it('does nothing for clean input', () => {
		expect(() => assertNoNul({ about: 'fine' })).not.toThrow();
	});
});
