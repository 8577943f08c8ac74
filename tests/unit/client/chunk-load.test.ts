import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RETRY_DELAYS_MS, retryChunk } from '~/lib/platform/client/chunk-load.ts';

/** A loader failing `failures` times, then answering 'module'; `calls` records when it ran. */
function flakyLoader(failures: number) {
	const calls: number[] = [];
	const load = vi.fn(async () => {
		calls.push(Date.now());
		if (calls.length <= failures)
			throw new Error(`Failed to fetch dynamically imported module (try ${calls.length})`);
		return 'module';
	});
	return { load, calls };
}

describe('retryChunk (STA-03)', () => {
	beforeEach(() => {
		vi.useFakeTimers({ now: 0 });
	});
	afterEach(() => {
		vi.useRealTimers();
	});

	it('waits 500, 1000, 2000 ms: a start of 500 ms that doubles', () => {
		expect(CHUNK_RETRY_DELAYS_MS).toEqual([500, 1000, 2000]);
	});

	it('answers at once when the first load works', async () => {
		const { load } = flakyLoader(0);
		await expect(retryChunk(load)).resolves.toBe('module');
		expect(load).toHaveBeenCalledTimes(1);
	});

	it('retries after 500 ms, then 1000 ms more, and answers the third try', async () => {
		const { load, calls } = flakyLoader(2);
		const result = retryChunk(load);
		await vi.advanceTimersByTimeAsync(499);
		expect(load).toHaveBeenCalledTimes(1);
		await vi.advanceTimersByTimeAsync(1);
		expect(load).toHaveBeenCalledTimes(2);
		await vi.advanceTimersByTimeAsync(999);
		expect(load).toHaveBeenCalledTimes(2);
		await vi.advanceTimersByTimeAsync(1);
		await expect(result).resolves.toBe('module');
		expect(calls).toEqual([0, 500, 1500]);
	});

	it('retries up to 3 times (4 tries over 3.5 s), then fails with the last error', async () => {
		const { load, calls } = flakyLoader(10);
		const result = retryChunk(load);
		const settled = expect(result).rejects.toThrow('(try 4)');
		await vi.advanceTimersByTimeAsync(3500);
		await settled;
		expect(calls).toEqual([0, 500, 1500, 3500]);
		// Nothing more is tried later.
		await vi.advanceTimersByTimeAsync(60_000);
		expect(load).toHaveBeenCalledTimes(4);
	});

	it('succeeds on the last retry', async () => {
		const { load } = flakyLoader(3);
		const result = retryChunk(load);
		await vi.advanceTimersByTimeAsync(3500);
		await expect(result).resolves.toBe('module');
		expect(load).toHaveBeenCalledTimes(4);
	});

	it('takes other delays and another wait', async () => {
		const waits: number[] = [];
		const { load } = flakyLoader(2);
		const result = retryChunk(load, [1, 2], async (ms) => {
			waits.push(ms);
		});
		await expect(result).resolves.toBe('module');
		expect(waits).toEqual([1, 2]);
	});
});
