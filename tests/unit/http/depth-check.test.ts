import { describe, expect, it } from 'vitest';
import {
	assertShallow,
	DEPTH_DETAIL,
	MAX_INPUT_DEPTH,
	nestsDeeperThan,
} from '~/lib/platform/http/depth-check.ts';
import { AppError } from '~/lib/platform/http/errors.ts';

/** `[[…[]…]]` nested `n` levels (n = 0 is the plain value 1). */
function nested(n: number): unknown {
	let value: unknown = 1;
	for (let i = 0; i < n; i += 1) value = i % 2 ? [value] : { k: value };
	return value;
}

describe('nestsDeeperThan', () => {
	it('counts a plain value as depth 0 and each array or object as one level', () => {
		expect(nestsDeeperThan('text', 0)).toBe(false);
		expect(nestsDeeperThan([], 0)).toBe(true);
		expect(nestsDeeperThan({}, 1)).toBe(false);
		expect(nestsDeeperThan(nested(3), 3)).toBe(false);
		expect(nestsDeeperThan(nested(4), 3)).toBe(true);
	});

	it('finds the deep branch beside shallow ones', () => {
		// Three levels around `c`, then its own.
		expect(nestsDeeperThan({ a: 1, b: [2, { c: nested(5) }] }, 7)).toBe(true);
		expect(nestsDeeperThan({ a: 1, b: [2, { c: nested(4) }] }, 7)).toBe(false);
	});

	it('walks 100,000 levels without overflowing its stack', () => {
		expect(nestsDeeperThan(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`), 32)).toBe(
			true,
		);
	});
});

describe('assertShallow', () => {
	it('refuses a value past MAX_INPUT_DEPTH with InvalidOptions, and passes one at it', () => {
		expect(() => assertShallow({}, nested(MAX_INPUT_DEPTH))).not.toThrow();
		try {
			assertShallow({}, nested(MAX_INPUT_DEPTH + 1));
			expect.unreachable();
		} catch (error) {
			expect(error).toBeInstanceOf(AppError);
			expect((error as AppError).code).toBe('InvalidOptions');
			expect((error as AppError).detail).toBe(DEPTH_DETAIL);
		}
	});
});
