import { describe, expect, it } from 'vitest';
import {
	badgeDelay,
	badgeText,
	startBadgePolling,
	titleWithCount,
} from '~/lib/social/notifications/client/badge-polling.ts';

describe('badge polling (NTF-02)', () => {
	it('NTF-02: the first refresh waits 2 s, then 5 s doubling up to 900000 ms', () => {
		const delays = Array.from({ length: 12 }, (_, n) => badgeDelay(n));
		expect(delays).toEqual([
			2000, 5000, 10000, 20000, 40000, 80000, 160000, 320000, 640000, 900000, 900000, 900000,
		]);
	});

	it('NTF-02: nothing is asked before the first delay; each refresh schedules the next', async () => {
		const scheduled: number[] = [];
		const runs: (() => void)[] = [];
		let asked = 0;
		const shown: number[] = [];
		const polling = startBadgePolling({
			fetchCount: async () => ++asked,
			onCount: (c) => shown.push(c),
			schedule: (run, ms) => {
				scheduled.push(ms);
				runs.push(run);
			},
		});
		expect(asked).toBe(0);
		expect(scheduled).toEqual([2000]);
		for (let i = 0; i < 3; i++) {
			runs[i]?.();
			await new Promise((r) => setTimeout(r, 0));
		}
		expect(asked).toBe(3);
		expect(shown).toEqual([1, 2, 3]);
		expect(scheduled).toEqual([2000, 5000, 10000, 20000]);
		polling.stop();
		runs[3]?.();
		await new Promise((r) => setTimeout(r, 0));
		expect(asked).toBe(3);
	});

	it('a failed refresh keeps polling', async () => {
		const runs: (() => void)[] = [];
		const scheduled: number[] = [];
		startBadgePolling({
			fetchCount: async () => {
				throw new Error('offline');
			},
			onCount: () => {
				throw new Error('not shown');
			},
			schedule: (run, ms) => {
				scheduled.push(ms);
				runs.push(run);
			},
		});
		runs[0]?.();
		await new Promise((r) => setTimeout(r, 0));
		expect(scheduled).toEqual([2000, 5000]);
	});
});

describe('badge text and tab title (NTF-03, NTF-04)', () => {
	it('NTF-04: 99+ from 100; nothing at 0', () => {
		expect([0, 1, 99, 100, 250].map(badgeText)).toEqual(['', '1', '99', '99+', '99+']);
	});
	it('NTF-03: the tab title gets an (n) prefix while there is something unseen', () => {
		expect(titleWithCount('Corkboard', 3)).toBe('(3) Corkboard');
		expect(titleWithCount('Corkboard', 120)).toBe('(99+) Corkboard');
		expect(titleWithCount('Corkboard', 0)).toBe('Corkboard');
	});
});
