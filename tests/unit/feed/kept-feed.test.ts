import { describe, expect, it } from 'vitest';
import { liveRemovals, REMOVED_TTL_MS } from '~/lib/discovery/feed/client/kept-feed.ts';
import { homeFeedBasis } from '~/lib/discovery/feed/homefeed-basis.ts';

describe('FED-04: removals a kept feed applies', () => {
	const now = 1_000_000_000;
	it('keeps recent well-formed entries and drops old or malformed ones', () => {
		const entries = [
			{ id: '1', at: now - 1000 },
			{ id: '2', at: now - REMOVED_TTL_MS },
			{ id: 3, at: now },
			null,
			'x',
			{ id: '4', at: now },
		];
		expect(liveRemovals(entries, now).map((e) => e.id)).toEqual(['1', '4']);
	});
	it('reads anything that is not a list as nothing', () => {
		expect(liveRemovals({ id: '1', at: now }, now)).toEqual([]);
		expect(liveRemovals(null, now)).toEqual([]);
	});
	it('keeps at most the newest 200', () => {
		const many = Array.from({ length: 250 }, (_, i) => ({ id: String(i), at: now }));
		const kept = liveRemovals(many, now);
		expect(kept).toHaveLength(200);
		expect(kept[0]?.id).toBe('50');
	});
});

describe('FED-04: the home feed basis (kept feeds invalidated on follow changes)', () => {
	const keys = { users: ['2', '1'], boards: ['9'], interests: [] };
	it('is the same for the same follows in any order', () => {
		expect(homeFeedBasis(keys)).toBe(
			homeFeedBasis({ users: ['1', '2'], boards: ['9'], interests: [] }),
		);
	});
	it('changes with any follow or unfollow, and differs from signed out', () => {
		const base = homeFeedBasis(keys);
		expect(homeFeedBasis({ ...keys, users: ['1'] })).not.toBe(base);
		expect(homeFeedBasis({ ...keys, interests: ['9'] })).not.toBe(base);
		expect(homeFeedBasis({ ...keys, boards: [] })).not.toBe(base);
		expect(homeFeedBasis(null)).toBe('none');
		expect(homeFeedBasis({ users: [], boards: [], interests: [] })).not.toBe('none');
	});
});
