import { describe, expect, it } from 'vitest';
import {
	bucketFirst,
	bucketLast,
	type IdBucket,
	MAX_ID,
	mergeBuckets,
	parseRangeName,
	rangeName,
} from '~/lib/discovery/seo/id-ranges.ts';

const bucket = (key: number, count: number, shift = 10): IdBucket => ({
	key: BigInt(key),
	shift,
	count,
});

describe('mergeBuckets', () => {
	it('merges adjacent windows up to the limit, and ranges tile the id space without gaps', () => {
		const ranges = mergeBuckets(
			[bucket(1, 2), bucket(2, 2), bucket(5, 3), bucket(6, 1), bucket(9, 4)],
			4,
		);
		expect(ranges.map((r) => r.count)).toEqual([4, 4, 4]);
		expect(ranges[0]).toMatchObject({ first: String(1 << 10), last: String((3 << 10) - 1) });
		// The next range starts right after the previous one, so the empty windows 3 and 4 belong to it.
		expect(ranges[1]).toMatchObject({ first: String(3 << 10), last: String((7 << 10) - 1) });
		expect(ranges[2]).toMatchObject({ first: String(7 << 10), last: String((10 << 10) - 1) });
	});

	it('keeps an oversized window on its own and skips empty ones', () => {
		const ranges = mergeBuckets([bucket(1, 0), bucket(2, 9), bucket(3, 1)], 4);
		expect(ranges.map((r) => r.count)).toEqual([9, 1]);
		expect(mergeBuckets([], 4)).toEqual([]);
	});

	it('never ends a range past the largest 64-bit id', () => {
		const top = { key: MAX_ID >> 40n, shift: 40 };
		expect(bucketLast(top)).toBe(MAX_ID);
		expect(bucketFirst(top) <= MAX_ID).toBe(true);
	});
});

describe('parseRangeName', () => {
	it('reads what rangeName writes and refuses anything else', () => {
		const name = rangeName('pins', { first: '1024', last: '2047' });
		expect(name).toBe('pins-1024-2047');
		expect(parseRangeName(name)).toEqual({ kind: 'pins', first: '1024', last: '2047' });
		expect(parseRangeName('boards-0-5')).toEqual({ kind: 'boards', first: '0', last: '5' });
		for (const bad of [
			'pins-5-4',
			'pins-1-9223372036854775808',
			'pins-01-5',
			'users-1-5',
			'pins-1',
			'pins-a-b',
			'topics',
			'pins-1-5.xml',
		]) {
			expect(parseRangeName(bad), bad).toBeNull();
		}
	});
});
