import { describe, expect, it } from 'vitest';
import {
	type ClientErrorReport,
	createErrorDeduper,
	ERROR_DEDUPE_MS,
	isReportable,
	kindOfMessage,
	reportKey,
} from '~/lib/growth/client-errors/client-error.ts';

const report = (over: Partial<ClientErrorReport> = {}): ClientErrorReport => ({
	kind: 'error',
	message: "Cannot read properties of undefined (reading 'id')",
	stack:
		"TypeError: Cannot read properties of undefined (reading 'id')\n    at save (https://x.test/_astro/a.js:1:200)",
	pageUrl: '/pin/1/',
	...over,
});

describe('isReportable (ERR-07, STA-05)', () => {
	it('reports ordinary errors', () => {
		expect(isReportable(report())).toBe(true);
		expect(isReportable(report({ kind: 'api', status: 502, message: 'Bad gateway' }))).toBe(true);
		expect(isReportable(report({ kind: 'api', status: 403, message: 'Forbidden' }))).toBe(true);
	});
	it('skips 404 and 500 statuses', () => {
		expect(isReportable(report({ kind: 'api', status: 404, message: 'Not found' }))).toBe(false);
		expect(isReportable(report({ kind: 'api', status: 500, message: 'Sorry!' }))).toBe(false);
	});
	it('skips connectivity messages, the browsers’ and ours', () => {
		for (const message of [
			'Failed to fetch',
			'NetworkError when attempting to fetch resource.',
			'Load failed',
			'Network request failed',
			"Hmm...you're not connected to the internet.",
		]) {
			expect(isReportable(report({ message })), message).toBe(false);
		}
	});
	it('skips navigation-cancel messages', () => {
		for (const message of [
			'The user aborted a request.',
			'The operation was aborted.',
			'signal is aborted without reason',
			'AbortError: The operation was aborted.',
			'Navigation cancelled',
			'cancelled',
			'aborted',
		]) {
			expect(isReportable(report({ message })), message).toBe(false);
		}
	});
	it('keeps a module that failed to load (it is not "Failed to fetch")', () => {
		expect(
			isReportable(
				report({ message: 'Failed to fetch dynamically imported module: https://x/a.js' }),
			),
		).toBe(true);
	});
	it('skips the Suspense boundary note React recovers from (U-32), reports other hydration errors', () => {
		expect(
			isReportable(
				report({
					message:
						'The server could not finish this Suspense boundary, likely due to an error during server rendering. Switched to client rendering.',
				}),
			),
		).toBe(false);
		expect(
			isReportable(
				report({
					message: 'Minified React error #419; visit https://react.dev/errors/419 for more',
				}),
			),
		).toBe(false);
		expect(
			isReportable(
				report({
					message: "Hydration failed because the server rendered HTML didn't match the client.",
				}),
			),
		).toBe(true);
	});
	it('skips empty messages', () => {
		expect(isReportable(report({ message: '   ' }))).toBe(false);
	});
});

describe('kindOfMessage (STA-04, STA-05)', () => {
	it('tells loader and hydration errors apart', () => {
		expect(kindOfMessage('Failed to fetch dynamically imported module: /a.js')).toBe('loader');
		expect(kindOfMessage('Importing a module script failed.')).toBe('loader');
		expect(kindOfMessage('error loading dynamically imported module')).toBe('loader');
		expect(kindOfMessage('Hydration failed because …')).toBe('hydration');
		expect(
			kindOfMessage('Minified React error #418; visit https://react.dev/errors/418?args[]=HTML'),
		).toBe('hydration');
		expect(
			kindOfMessage('Minified React error #185; visit https://react.dev/errors/185'),
		).toBeNull();
		expect(kindOfMessage('x is not a function')).toBeNull();
	});
});

describe('createErrorDeduper (ERR-07)', () => {
	it('lets an error through once per 5000 ms', () => {
		expect(ERROR_DEDUPE_MS).toBe(5000);
		const pass = createErrorDeduper();
		const key = reportKey(report());
		expect(pass(key, 0)).toBe(true);
		expect(pass(key, 1)).toBe(false);
		expect(pass(key, 4999)).toBe(false);
		expect(pass(key, 5000)).toBe(true);
		expect(pass(key, 6000)).toBe(false);
	});
	it('counts from the last report sent, so an error repeating every second goes out every 5 s', () => {
		const pass = createErrorDeduper();
		const sent = Array.from({ length: 12 }, (_, i) => i * 1000).filter((t) => pass('k', t));
		expect(sent).toEqual([0, 5000, 10_000]);
	});
	it('does not hold back different errors', () => {
		const pass = createErrorDeduper();
		expect(pass(reportKey(report()), 0)).toBe(true);
		expect(pass(reportKey(report({ message: 'other' })), 1)).toBe(true);
		expect(pass(reportKey(report({ kind: 'api', status: 502 })), 2)).toBe(true);
	});
	it('stays small on a long-lived page', () => {
		const pass = createErrorDeduper(10);
		for (let i = 0; i < 1000; i++) expect(pass(`k${i}`, i * 20)).toBe(true);
		expect(pass('k999', 19_981)).toBe(false);
	});
});

describe('reportKey', () => {
	it('is the same for the same error at the same place, different elsewhere', () => {
		expect(reportKey(report())).toBe(reportKey(report({ pageUrl: '/other/' })));
		expect(reportKey(report())).not.toBe(
			reportKey(report({ stack: 'TypeError: x\n    at other (https://x.test/_astro/b.js:9:9)' })),
		);
	});
});
