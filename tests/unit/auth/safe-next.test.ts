import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeBackPath } from '~/lib/content/boards/board-form.ts';
import { safeNext } from '~/lib/identity/auth/safe-next.ts';
import { localPath } from '~/lib/platform/routing/local-path.ts';

const ORIGIN = 'https://corkboard.example';

/** Both callers of the one rule, with the fallback each uses. */
const rules = [
	{ name: 'safeNext', apply: (v: string | null | undefined) => safeNext(v), fallback: '/' },
	{
		name: 'safeBackPath',
		apply: (v: string | null | undefined) => safeBackPath(v, '/ideas/'),
		fallback: '/ideas/',
	},
];

/** Pieces a crafted path is made of: dot segments, slashes, encodings, controls, look-alikes. */
const piece = fc.oneof(
	fc.constantFrom(
		'/',
		'//',
		'.',
		'..',
		'./',
		'../',
		'/./',
		'/../',
		'%2e',
		'%2E%2e',
		'%2f',
		'%2F',
		'%5c',
		'%5C',
		'%09',
		'%0a',
		'\\',
		'\t',
		'\n',
		'\r',
		'\u0000',
		'\u007f',
		'\u2215',
		'\u2044',
		'\uff0f',
		'\uff3c',
		'\u3002',
		'@',
		':',
		'?',
		'#',
		'evil.example',
		'http:',
		'https://evil.example',
		'javascript:',
		' ',
	),
	fc.stringMatching(/^[a-z0-9-]{1,8}$/),
);
const crafted = fc
	.array(piece, { minLength: 1, maxLength: 10 })
	.map((parts) => parts.join(''))
	.chain((s) => fc.constantFrom(s, `/${s}`, `/./${s}`, `/../${s}`));

/** Paths that are already clean: segments of safe characters, an optional query. */
const cleanPath = fc
	.tuple(
		fc.array(fc.stringMatching(/^[a-z0-9_-]{1,10}$/), { maxLength: 5 }),
		fc.boolean(),
		fc.option(fc.stringMatching(/^[a-z0-9]{1,6}=[a-z0-9]{0,6}$/), { nil: undefined }),
	)
	.map(([segments, slash, query]) => {
		const path = `/${segments.join('/')}${slash && segments.length > 0 ? '/' : ''}`;
		return query ? `${path}?${query}` : path;
	});

function expectLocal(to: string, from: unknown) {
	expect(to.startsWith('/'), String(from)).toBe(true);
	expect(to.startsWith('//'), String(from)).toBe(false);
	expect(to.startsWith('/\\'), String(from)).toBe(false);
	expect(to.includes('\\'), String(from)).toBe(false);
	// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is checked
	expect(/[\u0000-\u001f\u007f]/.test(to), String(from)).toBe(false);
	expect(new URL(to, ORIGIN).origin, String(from)).toBe(ORIGIN);
	// A browser following the answer as a Location header stays on the site too.
	expect(new URL(new URL(to, ORIGIN).href).origin).toBe(ORIGIN);
}

describe('the local-path rule (safeNext, safeBackPath): where a client may send the browser', () => {
	it('keeps paths on this site', () => {
		expect(safeNext('/pin/123/')).toBe('/pin/123/');
		expect(safeNext('/search/pins/?q=cake#top')).toBe('/search/pins/?q=cake#top');
		expect(safeNext('/settings/../demo/')).toBe('/demo/');
		expect(safeBackPath('/ada/trips/', '/')).toBe('/ada/trips/');
	});

	it('refuses the known tricks, also when they only appear after normalizing', () => {
		for (const value of [
			'/.//evil.example/x',
			'/./\\evil.example',
			'/..//evil.example',
			'/../..//evil.example/x',
			'/%2e//evil.example',
			'/%2e%2e//evil.example',
			'/a/..//evil.example',
			'//evil.example/',
			'/\\evil.example/',
			'/%5c/evil.example',
			'/\t/evil.example/phish',
			'/\n/evil.example/',
			'/\r//evil.example/',
			'https://evil.example/',
			'\\/evil.example',
			'javascript:alert(1)',
			'',
			null,
			undefined,
			`/${'a'.repeat(3000)}`,
		]) {
			for (const rule of rules) {
				const to = rule.apply(value);
				expectLocal(to, value);
				if (typeof value === 'string' && /evil/.test(value) && !value.startsWith('/%'))
					expect(to, `${rule.name} ${JSON.stringify(value)}`).toBe(rule.fallback);
			}
		}
		// Encoded and look-alike slashes are kept as harmless path characters, never as a host.
		expect(safeNext('/%2f%2fevil.example')).toBe('/%2f%2fevil.example');
		expect(safeNext('/\u2215\u2215evil.example')).toBe('/%E2%88%95%E2%88%95evil.example');
		expect(safeNext('/\uff0f\uff0fevil.example')).toBe('/%EF%BC%8F%EF%BC%8Fevil.example');
	});

	it('property: the answer is always one local path on our origin, for any crafted input', () => {
		fc.assert(
			fc.property(fc.oneof(crafted, fc.string(), fc.string({ unit: 'grapheme' })), (value) => {
				for (const rule of rules) expectLocal(rule.apply(value), JSON.stringify(value));
			}),
			{ numRuns: 3000 },
		);
	});

	it('property: clean paths come back unchanged, by both functions', () => {
		fc.assert(
			fc.property(cleanPath, (path) => {
				expect(safeNext(path)).toBe(path);
				expect(safeBackPath(path, '/fallback/')).toBe(path);
			}),
		);
	});

	it('property: the rule is one rule (both agree) and normalizing twice changes nothing', () => {
		fc.assert(
			fc.property(fc.oneof(crafted, cleanPath), (value) => {
				const once = localPath(value);
				expect(safeNext(value)).toBe(once ?? '/');
				expect(safeBackPath(value, '/x/')).toBe(once ?? '/x/');
				if (once !== null) expect(localPath(once)).toBe(once);
			}),
			{ numRuns: 2000 },
		);
	});
});
