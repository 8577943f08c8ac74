import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installErrorReporter } from '~/lib/growth/client-errors/client/error-reporter.ts';
import type { ClientErrorReport } from '~/lib/growth/client-errors/client-error.ts';
import { ApiError } from '~/lib/platform/client/api.ts';
import { API_FAILURE_EVENT, type ApiFailureDetail } from '~/lib/platform/client/api-events.ts';
import { LOADER_ERROR_EVENT } from '~/lib/platform/client/chunk-load.ts';

/** The browser's `ErrorEvent`, which Node lacks. */
class FakeErrorEvent extends Event {
	message: string;
	error: unknown;
	filename = 'https://corkboard.test/_astro/a.js';
	lineno = 3;
	colno = 7;
	constructor(type: string, init: { message: string; error?: unknown }) {
		super(type);
		this.message = init.message;
		this.error = init.error;
	}
}

let page: EventTarget;
let sent: ClientErrorReport[];
const navigatorStub = { onLine: true };

beforeEach(() => {
	vi.useFakeTimers({ now: 1_000_000 });
	page = new EventTarget();
	sent = [];
	navigatorStub.onLine = true;
	vi.stubGlobal('ErrorEvent', FakeErrorEvent);
	vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
	vi.stubGlobal('dispatchEvent', page.dispatchEvent.bind(page));
	vi.stubGlobal('navigator', navigatorStub);
	vi.stubGlobal('location', { pathname: '/pin/1/', search: '?x=1' });
	installErrorReporter((report) => sent.push(report));
});
afterEach(() => {
	vi.unstubAllGlobals();
	vi.useRealTimers();
});

const uncaught = (message: string, error: unknown = new TypeError(message)) =>
	page.dispatchEvent(new FakeErrorEvent('error', { message, error }));
const rejected = (reason: unknown) =>
	page.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
const failedCall = (status: number, apiErrorCode = 9999, method = 'POST') => {
	const detail: ApiFailureDetail = {
		method,
		path: '/resource/UserFollowResource/create/',
		quiet: false,
		error: new ApiError(
			status,
			apiErrorCode
				? {
						api_error_code: apiErrorCode,
						code: 'Something',
						message: 'It failed',
						message_detail: '',
						http_status: status,
					}
				: null,
			`Request failed (${status})`,
		),
	};
	page.dispatchEvent(new CustomEvent(API_FAILURE_EVENT, { detail }));
};

describe('installErrorReporter (ERR-07, STA-04, STA-05)', () => {
	it('sends an uncaught error with where it happened, once per 5 s', () => {
		uncaught('x is not a function');
		expect(sent).toEqual([
			expect.objectContaining({
				kind: 'error',
				message: 'x is not a function',
				source: 'https://corkboard.test/_astro/a.js',
				line: 3,
				column: 7,
				pageUrl: '/pin/1/?x=1',
			}),
		]);
		uncaught('x is not a function');
		vi.advanceTimersByTime(4999);
		uncaught('x is not a function');
		expect(sent).toHaveLength(1);
		vi.advanceTimersByTime(1);
		uncaught('x is not a function');
		expect(sent).toHaveLength(2);
	});

	it('sends hydration errors (STA-05) but not the Suspense note React recovers from', () => {
		uncaught("Hydration failed because the server rendered HTML didn't match the client.");
		uncaught(
			'The server could not finish this Suspense boundary, likely due to an error during server rendering.',
		);
		expect(sent.map((r) => r.kind)).toEqual(['hydration']);
	});

	it('sends unhandled rejections, as loader errors when a module could not be fetched (STA-04)', () => {
		rejected(new Error('boom'));
		rejected(new TypeError('Failed to fetch dynamically imported module: https://x/_astro/m.js'));
		expect(sent.map((r) => [r.kind, r.message])).toEqual([
			['unhandledrejection', 'boom'],
			['loader', 'Failed to fetch dynamically imported module: https://x/_astro/m.js'],
		]);
	});

	it('skips cancelled requests, stale-page fallbacks and API errors (reported from their event)', () => {
		rejected(new DOMException('The user aborted a request.', 'AbortError'));
		rejected(Object.assign(new Error('newer version'), { name: 'StaleAppError' }));
		rejected(new ApiError(502, null, 'Request failed (502)'));
		expect(sent).toEqual([]);
	});

	it('sends failed calls with their status, but not 404, 500 or a 408 (ERR-07, ERR-08)', () => {
		failedCall(404, 1008);
		failedCall(500);
		failedCall(408, 0);
		expect(sent).toEqual([]);
		failedCall(502, 0);
		failedCall(403, 1010, 'GET');
		expect(sent).toEqual([
			expect.objectContaining({
				kind: 'api',
				status: 502,
				apiErrorCode: 0,
				message: 'Request failed (502)',
			}),
			expect.objectContaining({
				kind: 'api',
				status: 403,
				apiErrorCode: 1010,
				code: 'Something',
				source: '/resource/UserFollowResource/create/',
			}),
		]);
	});

	it('skips connectivity: no answer, or anything while the browser is offline', () => {
		failedCall(0, 0);
		navigatorStub.onLine = false;
		uncaught('x is not a function');
		expect(sent).toEqual([]);
	});

	it('sends a chunk that failed its retries as a loader error (STA-04)', () => {
		page.dispatchEvent(
			new CustomEvent(LOADER_ERROR_EVENT, {
				detail: new TypeError('Failed to fetch dynamically imported module: /_astro/x.js'),
			}),
		);
		expect(sent).toEqual([expect.objectContaining({ kind: 'loader' })]);
	});

	it('sends at most 20 reports from one page', () => {
		for (let i = 0; i < 30; i++) uncaught(`error number ${i}`);
		expect(sent).toHaveLength(20);
	});
});
