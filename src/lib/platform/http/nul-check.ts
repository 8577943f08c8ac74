import { AppError } from './errors.ts';

/**
 * True when a string anywhere in `value` (itself, or nested in objects and arrays, keys
 * included) contains a NUL character. PostgreSQL text columns reject `\u0000`, so such input
 * would fail the query with a 500 instead of being refused as bad input. Iterative, so a deeply
 * nested body cannot overflow the stack.
 */
export function containsNul(value: unknown): boolean {
	const stack: unknown[] = [value];
	const seen = new Set<object>();
	while (stack.length > 0) {
		const item = stack.pop();
		if (typeof item === 'string') {
			if (item.includes('\u0000')) return true;
		} else if (typeof item === 'object' && item !== null && !seen.has(item)) {
			seen.add(item);
			if (Array.isArray(item)) {
				for (const element of item) stack.push(element);
			} else if (
				Object.getPrototypeOf(item) === Object.prototype ||
				Object.getPrototypeOf(item) === null
			) {
				for (const [key, element] of Object.entries(item)) {
					if (key.includes('\u0000')) return true;
					stack.push(element);
				}
			}
		}
	}
	return false;
}

export const NUL_DETAIL = 'Text may not contain NUL characters.';

/** Refuses input holding a NUL character with `InvalidOptions`. */
export function assertNoNul(value: unknown): void {
	if (containsNul(value)) throw new AppError('InvalidOptions', { detail: NUL_DETAIL });
}
