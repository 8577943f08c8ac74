import * as z from 'zod/mini';

/**
 * Building blocks of the persisted upsell schemas. `zod/mini` rather than `zod`: these schemas
 * run in the script every signed-out page loads, and the mini build costs about 9 KB gzipped
 * where the classic one costs about 90 KB (its locales and methods are not tree-shaken).
 *
 * Every field catches its own bad value, so one tampered or outdated field falls back to its
 * default without losing the rest of the state (tolerant reads, style principle 4).
 */

/** U-09: stored unauth lists keep the newest 50 entries. */
export const LIST_CAP = 50;

/** A count: a whole number from 0; anything else reads as 0. */
export const count = () => z.catch(z.int().check(z.minimum(0)), 0);

/** Milliseconds since the epoch, or null (never). */
export const time = () => z.catch(z.nullable(z.number().check(z.minimum(0))), null);

/** A pin id as the site writes them (1 to 19 digits). */
export const pinId = () => z.string().check(z.regex(/^[1-9][0-9]{0,18}$/));

/** Text up to `max` characters. */
export const text = (max: number) => z.string().check(z.maxLength(max));

/**
 * A list that keeps its newest `cap` entries (the end of the array); a list with any bad entry
 * reads as empty.
 */
export function list<T extends z.ZodMiniType>(item: T, cap = LIST_CAP) {
	return z.catch(
		z.pipe(
			z.array(item),
			z.transform((values) => values.slice(-cap)),
		),
		[],
	);
}

/** Appends `value` to `values`, keeping the newest `cap`. */
export function appendCapped<T>(values: readonly T[], value: T, cap = LIST_CAP): T[] {
	return [...values, value].slice(-cap);
}

/**
 * Moves `value` to the end of `values` (most recent), without repeating it, keeping the newest
 * `cap`.
 */
export function touchCapped<T>(values: readonly T[], value: T, cap = LIST_CAP): T[] {
	return [...values.filter((v) => v !== value), value].slice(-cap);
}
