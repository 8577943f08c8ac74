import { AppError } from './errors.ts';

/**
 * The deepest nesting of arrays and objects accepted in a request's input. Our clients send a
 * few levels (options → events → an event's `aux_data` → its values). `JSON.parse` reads far
 * deeper input without complaint, but code that walks or re-serializes it recursively
 * (`JSON.stringify` in a schema refinement, say) overflows the stack at some thousands of
 * levels, which would answer 500 instead of refusing the input.
 */
export const MAX_INPUT_DEPTH = 32;

/**
 * True when `value` nests arrays or objects more than `maxDepth` levels deep (a plain value is
 * depth 0, `[]` and `{}` are depth 1). Iterative, so it cannot overflow itself; stops at the
 * first branch past the limit.
 */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
	const stack: { item: unknown; depth: number }[] = [{ item: value, depth: 0 }];
	while (stack.length > 0) {
		const { item, depth } = stack.pop()!;
		if (typeof item !== 'object' || item === null) continue;
		if (depth + 1 > maxDepth) return true;
		for (const child of Array.isArray(item) ? item : Object.values(item)) {
			if (typeof child === 'object' && child !== null)
				stack.push({ item: child, depth: depth + 1 });
		}
	}
	return false;
}

export const DEPTH_DETAIL = `Input may nest lists and objects at most ${MAX_INPUT_DEPTH} levels deep.`;

/** Refuses input nested deeper than `MAX_INPUT_DEPTH` with `InvalidOptions`; each value counts from 0. */
export function assertShallow(...values: unknown[]): void {
	if (values.some((v) => nestsDeeperThan(v, MAX_INPUT_DEPTH))) {
		throw new AppError('InvalidOptions', { detail: DEPTH_DETAIL });
	}
}
