import fc from 'fast-check';
import { BOUNDARY_NUMBERS, nastyString } from './hostile-values.ts';
import type { JsonSchema } from './json-schema.ts';

/**
 * `clean`: values the schema accepts as far as JSON Schema says (lengths, ranges, patterns), so
 * a call reaches the handler; `mixed`: also just past the limits and nasty text.
 */
export type Mode = 'clean' | 'mixed';

/** Text for a string node: its lengths and pattern, and in `mixed` mode past them. */
export function stringValue(schema: JsonSchema, mode: Mode): fc.Arbitrary<string> {
	// A pattern decides what is valid: clean text comes only from it.
	if (schema.pattern && mode === 'clean') return matching(schema.pattern, schema.maxLength);
	const min = schema.minLength ?? 0;
	const max = schema.maxLength ?? 300;
	const lengths = mode === 'clean' ? [min, max] : [min, max, max + 1, Math.max(0, min - 1)];
	const edges = [...new Set(lengths)].map((n) => 'a'.repeat(n));
	const text = fc.string({
		unit: mode === 'clean' ? 'grapheme-ascii' : 'binary',
		minLength: min,
		maxLength: Math.min(max, Math.max(min, 40)),
	});
	const arbitraries: fc.WeightedArbitrary<string>[] = [
		{ weight: 6, arbitrary: text },
		{ weight: 1, arbitrary: fc.constantFrom(...edges) },
	];
	if (mode === 'mixed') arbitraries.push({ weight: 2, arbitrary: nastyString() });
	if (schema.pattern) {
		arbitraries.push({ weight: 6, arbitrary: matching(schema.pattern, schema.maxLength) });
	}
	return fc.oneof(...arbitraries);
}

/**
 * Strings that match `pattern`. fast-check cannot generate through lookarounds, so they are
 * dropped for generation and the full pattern filters what comes out.
 */
function matching(pattern: string, maxLength: number | undefined): fc.Arbitrary<string> {
	const full = new RegExp(pattern);
	const loose = pattern.replace(/\(\?<?[=!][^)]*\)/g, '');
	const generated = fc.stringMatching(new RegExp(loose), {
		...(maxLength === undefined ? {} : { maxLength }),
	});
	return loose === pattern ? generated : generated.filter((s) => full.test(s));
}

/**
 * Numbers for a number node: anywhere in its range, often small (what most fields mean: a
 * reaction type, a page size), its edges; in `mixed` mode also just past them and the
 * extremes of doubles.
 */
export function numberValue(schema: JsonSchema, mode: Mode): fc.Arbitrary<number> {
	const integer = schema.type === 'integer';
	const low = Math.max(
		schema.minimum ?? schema.exclusiveMinimum ?? -Number.MAX_SAFE_INTEGER,
		-Number.MAX_SAFE_INTEGER,
	);
	const high = Math.min(
		schema.maximum ?? schema.exclusiveMaximum ?? Number.MAX_SAFE_INTEGER,
		Number.MAX_SAFE_INTEGER,
	);
	const inside = (n: number) =>
		(schema.exclusiveMinimum === undefined ? n >= low : n > low) &&
		(schema.exclusiveMaximum === undefined ? n <= high : n < high);
	const inRange = integer
		? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
		: fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
	const edges = [low - 1, low, low + 1, high - 1, high, high + 1].filter(
		(n) => Number.isFinite(n) && (mode === 'mixed' || inside(n)),
	);
	const smallLow = Math.max(Math.ceil(low), -2);
	const smallHigh = Math.min(Math.floor(high), 12);
	const arbitraries: fc.WeightedArbitrary<number>[] = [{ weight: 3, arbitrary: inRange }];
	if (smallLow <= smallHigh) {
		arbitraries.push({ weight: 3, arbitrary: fc.integer({ min: smallLow, max: smallHigh }) });
	}
	if (edges.length > 0) arbitraries.push({ weight: 2, arbitrary: fc.constantFrom(...edges) });
	if (mode === 'mixed') {
		arbitraries.push({ weight: 1, arbitrary: fc.constantFrom(...BOUNDARY_NUMBERS) });
	}
	const numbers = fc.oneof(...arbitraries);
	return mode === 'clean' ? numbers.filter(inside) : numbers;
}
