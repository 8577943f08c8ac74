import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
	COMPLIANCE_TIMEOUT_MS,
	type ComplianceDeps,
	createCompliance,
	isBotBrowser,
} from '~/lib/identity/auth/client/compliance.ts';
import { ApiError } from '~/lib/platform/client/api.ts';

function deferred<T>() {
	let resolve!: (value: T) => void;
	let reject!: (error: unknown) => void;
	const promise = new Promise<T>((res, rej) => {
		resolve = res;
		reject = rej;
	});
	return { promise, resolve, reject };
}

describe('createCompliance (CMP-02, CMP-03)', () => {
	beforeEach(() => vi.useFakeTimers());
	afterEach(() => vi.useRealTimers());

	function setup(overrides: Partial<ComplianceDeps> = {}) {
		const pending = deferred<readonly number[]>();
		const signals: AbortSignal[] = [];
		const deps: ComplianceDeps = {
			fetchRequirements: vi.fn((signal: AbortSignal) => {
				signals.push(signal);
				signal.addEventListener('abort', () =>
					pending.reject(new ApiError(0, null, 'This operation was aborted')),
				);
				return pending.promise;
			}),
			isBot: () => false,
			log: vi.fn(),
			...overrides,
		};
		return { compliance: createCompliance(deps), deps, pending, signals };
	}

	it('does not fetch before the first question', () => {
		const { compliance, deps } = setup();
		expect(compliance.$state.get()).toEqual({ status: 'IDLE' });
		expect(deps.fetchRequirements).not.toHaveBeenCalled();
	});

	it('LOADING → LOADED: answers no until the list arrives, then from the list; fetches once', async () => {
		const { compliance, deps, pending } = setup();
		expect(compliance.requires(2)).toBe(false);
		expect(compliance.$state.get()).toEqual({ status: 'LOADING' });
		expect(compliance.requiresAny([0, 1, 2])).toBe(false);
		pending.resolve([2]);
		await vi.advanceTimersByTimeAsync(0);
		expect(compliance.$state.get()).toEqual({ status: 'LOADED', requirements: [2] });
		expect(compliance.requires(2)).toBe(true);
		expect(compliance.requires(0)).toBe(false);
		expect(compliance.requiresAny([0, 1, 2])).toBe(true);
		expect(deps.fetchRequirements).toHaveBeenCalledTimes(1);
	});

	it('an empty list requires nothing', async () => {
		const { compliance, pending } = setup();
		compliance.load();
		pending.resolve([]);
		await vi.advanceTimersByTimeAsync(0);
		expect(compliance.requiresAny([0, 1, 2])).toBe(false);
	});

	it('CMP-03: times out after 3000 ms, logs status and api error code, then acts as not required', async () => {
		const { compliance, deps, signals } = setup();
		compliance.requires(0);
		await vi.advanceTimersByTimeAsync(COMPLIANCE_TIMEOUT_MS - 1);
		expect(signals[0]!.aborted).toBe(false);
		expect(compliance.$state.get().status).toBe('LOADING');
		await vi.advanceTimersByTimeAsync(1);
		expect(signals[0]!.aborted).toBe(true);
		expect(compliance.$state.get()).toEqual({ status: 'ERROR' });
		expect(deps.log).toHaveBeenCalledWith(expect.any(String), { status: 0, apiErrorCode: 0 });
		expect(compliance.requires(0)).toBe(false);
		expect(deps.fetchRequirements).toHaveBeenCalledTimes(1);
	});

	it('CMP-03: an error answer is logged with its status and api error code', async () => {
		const { compliance, deps, pending } = setup();
		compliance.load();
		pending.reject(
			new ApiError(
				503,
				{
					code: 'Internal',
					api_error_code: 1500,
					message: 'x',
					message_detail: '',
					http_status: 503,
				},
				'x',
			),
		);
		await vi.advanceTimersByTimeAsync(0);
		expect(compliance.$state.get()).toEqual({ status: 'ERROR' });
		expect(deps.log).toHaveBeenCalledWith(expect.any(String), { status: 503, apiErrorCode: 1500 });
	});

	it('bots go straight to ERROR without a fetch', () => {
		const { compliance, deps } = setup({ isBot: () => true });
		expect(compliance.requires(1)).toBe(false);
		expect(compliance.$state.get()).toEqual({ status: 'ERROR' });
		expect(deps.fetchRequirements).not.toHaveBeenCalled();
	});
});

describe('isBotBrowser', () => {
	it('treats automation and crawler user agents as bots', () => {
		const chrome =
			'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
		expect(isBotBrowser({ userAgent: chrome, webdriver: false })).toBe(false);
		expect(isBotBrowser({ userAgent: chrome, webdriver: true })).toBe(true);
		expect(
			isBotBrowser({
				userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
				webdriver: false,
			}),
		).toBe(true);
	});
});
