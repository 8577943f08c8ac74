import fc from 'fast-check';

/**
 * Strings that have broken web servers before: NUL and control characters (PostgreSQL text
 * refuses `\u0000`), lone surrogates (not valid UTF-8), right-to-left and zero-width marks,
 * combining marks, astral characters, SQL and LIKE metacharacters, path traversal, markup,
 * numbers in disguise, JSON in a string, and very long text.
 */
const NASTY_STRINGS: readonly string[] = [
	'',
	' ',
	'\u0000',
	'a\u0000b',
	'\u0001\u001f\u007f',
	'\r\n\t',
	'\ud800',
	'\udfff\ud800',
	'\u202eevil\u202c',
	'\u200b\u200d\ufeff',
	'e\u0301\u0301\u0301',
	'😀👨‍👩‍👧‍👦🏳️‍🌈',
	'𝕳𝖊𝖑𝖑𝖔',
	'ﷺ',
	"' OR '1'='1' --",
	'"; drop table users; --',
	'%',
	'_',
	'%_\\',
	'\\',
	'../../etc/passwd',
	'..%2f..%2f',
	'<script>alert(1)</script>',
	'javascript:alert(1)',
	'data:text/html,<b>x</b>',
	'//evil.example/path',
	'https://evil.example/',
	'0',
	'-1',
	'1e309',
	'NaN',
	'null',
	'true',
	'[]',
	'{}',
	'{"__proto__":{"admin":true}}',
	'__proto__',
	'constructor',
	'a'.repeat(257),
	'é'.repeat(2049),
	'x'.repeat(70_000),
];

/** Numbers at and past the edges: zero, signs, fractions, the safe-integer limits and beyond. */
export const BOUNDARY_NUMBERS: readonly number[] = [
	0,
	-0,
	1,
	-1,
	0.5,
	-0.5,
	2 ** 31 - 1,
	2 ** 31,
	-(2 ** 31) - 1,
	Number.MAX_SAFE_INTEGER,
	Number.MAX_SAFE_INTEGER + 2,
	Number.MIN_SAFE_INTEGER,
	2 ** 63,
	1e21,
	-1e21,
	Number.MAX_VALUE,
	-Number.MAX_VALUE,
	Number.MIN_VALUE,
];

/**
 * Stands for JSON nested 20,000 levels deep: `jsonText` writes it into the request's text, since
 * `JSON.stringify` cannot write that deep, while a server's `JSON.parse` reads it (and code that
 * walks or re-serializes it recursively then overflows the stack).
 */
export const DEEP_JSON = '\u0001deep-json\u0001';
const DEEP_JSON_TEXT = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;

/** JSON text of `value`, with its first `DEEP_JSON` written out (one is enough; more only cost time). */
export function jsonText(value: unknown): string {
	return JSON.stringify(value).replace(JSON.stringify(DEEP_JSON), DEEP_JSON_TEXT);
}

/** A nested array a thousand levels deep, as a value. */
const DEEP: unknown = Array.from({ length: 1000 }).reduce<unknown>((inner) => [inner], []);

/** An object whose keys are `__proto__` and `constructor`, as `JSON.parse` makes them. */
const PROTO_KEYS: unknown = JSON.parse(
	'{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
);

/** Strings: the nasty list, or random text from the whole of Unicode (lone surrogates included). */
export function nastyString(): fc.Arbitrary<string> {
	return fc.oneof(
		{ weight: 2, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
		{ weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
	);
}

/** Any JSON value, leaning towards the troublesome ones; used where a field's shape is ignored. */
export function hostileValue(): fc.Arbitrary<unknown> {
	return fc.oneof(
		{ weight: 3, arbitrary: nastyString() },
		{ weight: 2, arbitrary: fc.constantFrom(...BOUNDARY_NUMBERS) },
		{ weight: 1, arbitrary: fc.constantFrom(null, true, false) },
		{ weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
		{ weight: 1, arbitrary: fc.array(nastyString(), { maxLength: 4 }) },
		{ weight: 1, arbitrary: fc.constantFrom(DEEP, DEEP_JSON, PROTO_KEYS) },
	);
}
