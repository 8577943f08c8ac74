/**
 * The build-time rewrite of Astro's FetchState (build/shared-context-getters.ts): it applies
 * to the installed astro, yields valid code, fails loudly when astro's text moves, and its shared
 * getters behave like the closures they replace.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	FETCH_STATE_MODULE,
	rewriteFetchState,
	SHARED_GETTERS_SOURCE,
} from '../../../build/shared-context-getters.ts';

const installed = fs.readFileSync(
	path.join(process.cwd(), 'node_modules', FETCH_STATE_MODULE),
	'utf8',
);

/** Getters written inline in object literals or classes: `get name() {`. */
function inlineGetters(code: string): string[] {
	return Array.from(code.matchAll(/^\s*get (\w+)\(\) \{/gm), (m) => m[1]!);
}

class StubAstroError extends Error {
	constructor(data: { name: string }) {
		super(data.name);
		this.name = data.name;
	}
}

class StubSlots {
	readonly result: unknown;
	readonly values: unknown;
	readonly logger: unknown;
	constructor(result: unknown, values: unknown, logger: unknown) {
		this.result = result;
		this.values = values;
		this.logger = logger;
	}
}

const slotValuesSymbol = Symbol('slotValues');

interface Getters {
	get?(this: object): unknown;
	set?(this: object, value: unknown): void;
}
type Table = Record<string, Getters>;
interface Shared {
	attach(target: object, hidden: unknown, table: Table): void;
	actionContext: Table;
	pagePartial: Table;
	responseHead: Table;
	renderOptions: Table;
	provider(key: string): (this: object) => unknown;
	missingSession(this: object): unknown;
	pagePartKey: symbol;
}

/** The appended module text, evaluated with stand-ins for the FetchState module's imports. */
function loadShared(): Shared {
	const body = `${SHARED_GETTERS_SOURCE}
return {
  attach: sharedGetters$attach,
  actionContext: sharedGetters$actionContext,
  pagePartial: sharedGetters$pagePartial,
  responseHead: sharedGetters$responseHead,
  renderOptions: sharedGetters$renderOptions,
  provider: sharedGetters$provider,
  missingSession: sharedGetters$missingSession,
  pagePartKey: sharedGetters$pagePartKey
};`;
	const make = new Function(
		'AstroError',
		'AstroErrorData',
		'getOriginPathname',
		'astroToRuntimeLogger',
		'Slots',
		'slotValuesSymbol',
		body,
	);
	return make(
		StubAstroError,
		{
			LocalsReassigned: { name: 'LocalsReassigned' },
			AstroResponseHeadersReassigned: { name: 'AstroResponseHeadersReassigned' },
		},
		(request: { url: string }) => `origin of ${request.url}`,
		(logger: unknown) => ({ runtime: logger }),
		StubSlots,
		slotValuesSymbol,
	) as Shared;
}

/** A stand-in for a FetchState: what the getters read. */
function fakeState() {
	const warnings: string[] = [];
	return {
		locals: { viewer: null } as Record<string, unknown>,
		cookies: { jar: true },
		request: { url: 'http://localhost/x' },
		logger: {
			warn: (label: string, message: string) => warnings.push(`${label}: ${message}`),
		},
		warnings,
		resolve: (key: string) => `resolved ${key}`,
		getClientAddress: () => '203.0.113.9',
		computeCurrentLocale: () => 'en',
		computePreferredLocale: () => 'en-GB',
		computePreferredLocaleList: () => ['en-GB', 'en'],
		getCsp: () => ({ csp: true }),
	};
}

describe('the FetchState rewrite', () => {
	it('applies to the installed astro and leaves no getter closures in its request contexts', () => {
		const out = rewriteFetchState(installed);
		expect(inlineGetters(installed).length).toBeGreaterThan(10);
		// Only the class's own `get params()` (on the prototype, created once) remains.
		expect(inlineGetters(out)).toEqual(['params']);
		expect(out.match(/sharedGetters\$attach\(/g)).toHaveLength(5); // 4 uses and the definition
		expect(out).toContain('get: sharedGetters$provider(key)');
		expect(out).toContain('get: sharedGetters$missingSession');
	});

	it('yields a module node can parse', () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fetch-state-'));
		const file = path.join(dir, 'fetch-state.mjs');
		fs.writeFileSync(file, rewriteFetchState(installed));
		try {
			execFileSync(process.execPath, ['--check', file], { stdio: 'pipe' });
		} finally {
			fs.rmSync(dir, { recursive: true, force: true });
		}
	});

	it('fails, naming the edit, when the text it rewrites has moved', () => {
		const moved = installed.replace('return self.locals;', 'return self.locals ?? {};');
		expect(() => rewriteFetchState(moved)).toThrow(/render options .* not where it was/);
		const twice = `${installed}\n${installed}`;
		expect(() => rewriteFetchState(twice)).toThrow(/not where it was/);
	});
});

describe('the shared getters', () => {
	it('give an API context live, enumerable state reads and refuse a new locals object', () => {
		const shared = loadShared();
		const state = fakeState();
		const ctx: Record<string, unknown> = { url: 'u' };
		shared.attach(ctx, state, shared.actionContext);

		expect(ctx.locals).toBe(state.locals);
		state.locals = { viewer: 'v1' };
		expect(ctx.locals).toBe(state.locals);
		expect(() => {
			ctx.locals = {};
		}).toThrow('LocalsReassigned');
		expect(ctx.cookies).toBe(state.cookies);
		expect(ctx.clientAddress).toBe('203.0.113.9');
		expect(ctx.currentLocale).toBe('en');
		expect(ctx.preferredLocaleList).toEqual(['en-GB', 'en']);
		expect(ctx.originPathname).toBe('origin of http://localhost/x');
		expect(ctx.logger).toEqual({ runtime: state.logger });

		// Same own, enumerable accessors as the literal had; the state stays hidden.
		expect(Object.keys(ctx)).toEqual(expect.arrayContaining(['url', 'locals', 'cookies', 'csp']));
		expect(Object.getOwnPropertyDescriptor(ctx, 'locals')?.enumerable).toBe(true);
		const copy = { ...ctx };
		expect(copy.locals).toBe(state.locals);
		expect(Object.getOwnPropertySymbols(copy)).toEqual([]);
	});

	it('share one getter function among all requests (nothing per request to keep alive)', () => {
		const shared = loadShared();
		const a = {};
		const b = {};
		shared.attach(a, fakeState(), shared.actionContext);
		shared.attach(b, fakeState(), shared.actionContext);
		const getterOf = (o: object) => Object.getOwnPropertyDescriptor(o, 'locals')?.get;
		expect(getterOf(a)).toBe(getterOf(b));
		expect(shared.provider('session')).toBe(shared.provider('session'));
	});

	it("serve the page's Astro object, which inherits from the partial", () => {
		const shared = loadShared();
		const state = fakeState();
		const result = { _metadata: {} as Record<string, unknown> };
		const callAction = () => 'called';
		const partial = { locals: state.locals };
		Object.defineProperty(partial, shared.pagePartKey, { value: { result, callAction } });
		shared.attach(partial, state, shared.pagePartial);

		const slotValues = { default: 'x' };
		const astro = Object.assign(Object.create(partial), { props: {} });
		Object.defineProperty(astro, slotValuesSymbol, { value: slotValues });
		const slots = astro.slots as StubSlots;
		expect(slots).toBeInstanceOf(StubSlots);
		expect(slots.result).toBe(result);
		expect(slots.values).toBe(slotValues);
		expect(slots.logger).toBe(state.logger);
		expect(astro.slots).toBe(slots);
		expect(Object.create(partial).slots).not.toBe(slots);
		expect(astro.callAction).toBe(callAction);
		expect(astro.clientAddress).toBe('203.0.113.9');
	});

	it('keep the response head and render options as they were', () => {
		const shared = loadShared();
		const headers = new Headers({ 'content-type': 'text/html' });
		const response: Record<string, unknown> = { status: 200 };
		shared.attach(response, headers, shared.responseHead);
		expect(response.headers).toBe(headers);
		expect(() => {
			response.headers = new Headers();
		}).toThrow('AstroResponseHeadersReassigned');

		const state = fakeState();
		const options: Record<string, unknown> = { addCookieHeader: true };
		shared.attach(options, state, shared.renderOptions);
		state.locals = { later: true };
		expect(options.locals).toBe(state.locals);
		expect({ ...options }).toMatchObject({ addCookieHeader: true, locals: state.locals });
	});

	it('resolve providers through the target and warn once per request about a missing session', () => {
		const shared = loadShared();
		const state = fakeState();
		const target = {};
		shared.attach(target, state, {});
		Object.defineProperty(target, 'cache', { get: shared.provider('cache'), enumerable: true });
		Object.defineProperty(target, 'session', { get: shared.missingSession, enumerable: true });
		expect((target as { cache: unknown }).cache).toBe('resolved cache');
		expect((target as { session: unknown }).session).toBeUndefined();
		expect((target as { session: unknown }).session).toBeUndefined();
		expect(state.warnings).toHaveLength(1);
		expect(state.warnings[0]).toMatch(/^session: `Astro.session` was accessed/);
	});
});
