import { describe, expect, it } from 'vitest';
import {
	compareIdsDesc,
	filterFromSearchParams,
	filterNeedsOwner,
	filterSearch,
	groupBoards,
	type ProfileBoard,
	profileGroupOf,
} from '~/lib/content/profiles/profile.ts';
import { COLOR_BUCKETS, colorBucket } from '~/lib/platform/media/color-bucket.ts';

describe('PIN-19 colour buckets', () => {
	it.each([
		['#d62828', 'red'],
		['#ff0000', 'red'],
		['#f28c28', 'orange'],
		['#f2d024', 'yellow'],
		['#3a9a3a', 'green'],
		['#1f9e9a', 'teal'],
		['#2a64c8', 'blue'],
		['#7b3fb8', 'purple'],
		['#e46fa8', 'pink'],
		['#7a4b26', 'brown'],
		['#000000', 'black'],
		['#111', 'black'],
		['#8a8a8a', 'gray'],
		['#9a9c9e', 'gray'],
		['#aabbcc', 'blue'],
		['#ffffff', 'white'],
		['#FAFAFA', 'white'],
	])('PIN-19: %s is %s', (hex, bucket) => {
		expect(colorBucket(hex)).toBe(bucket);
	});

	it('PIN-19: text that is not a colour has no bucket', () => {
		for (const bad of ['', 'red', '#12345', '#gggggg', 'rgb(1,2,3)'])
			expect(colorBucket(bad)).toBeNull();
	});

	it('PIN-19: every bucket is reachable', () => {
		const seen = new Set<string>();
		for (let r = 0; r < 256; r += 17)
			for (let g = 0; g < 256; g += 17)
				for (let b = 0; b < 256; b += 17) {
					const hex = `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
					seen.add(colorBucket(hex)!);
				}
		expect([...seen].sort()).toEqual([...COLOR_BUCKETS].sort());
	});
});

describe('PIN-19 filter URLs', () => {
	const parse = (q: string) => filterFromSearchParams(new URLSearchParams(q));

	it('PIN-19: reads filters from the Created tab URL, falling back to CREATED_BY_ME', () => {
		expect(parse('')).toEqual({ name: 'CREATED_BY_ME' });
		expect(parse('filter=colors&color=red&color=blue&color=red&color=mauve')).toEqual({
			name: 'COLORS',
			colors: ['red', 'blue'],
		});
		expect(parse('filter=COLORS')).toEqual({ name: 'CREATED_BY_ME' });
		expect(parse('filter=INTERESTS&interest=12&interest=x')).toEqual({
			name: 'INTERESTS',
			interestIds: ['12'],
		});
		expect(parse('filter=FAVORITED')).toEqual({ name: 'FAVORITED' });
		expect(parse('filter=FAVORITED_AND_CREATED_BY_ME')).toEqual({
			name: 'FAVORITED_AND_CREATED_BY_ME',
		});
		expect(parse('filter=DROP TABLE')).toEqual({ name: 'CREATED_BY_ME' });
	});

	it('PIN-19: writes the query string back, round-tripping', () => {
		for (const q of [
			'',
			'?filter=COLORS&color=red&color=blue',
			'?filter=INTERESTS&interest=7',
			'?filter=FAVORITED',
		]) {
			expect(filterSearch(parse(q.slice(1)))).toBe(q);
		}
	});

	it('PIN-19: favorite filters need the owner', () => {
		expect(filterNeedsOwner({ name: 'FAVORITED' })).toBe(true);
		expect(filterNeedsOwner({ name: 'FAVORITED_AND_CREATED_BY_ME' })).toBe(true);
		expect(filterNeedsOwner({ name: 'CREATED_BY_ME' })).toBe(false);
		expect(filterNeedsOwner({ name: 'COLORS', colors: ['red'] })).toBe(false);
	});
});

describe('BRD-15 profile groups', () => {
	it('BRD-15: archived wins over secret; secret is private; the rest public', () => {
		expect(profileGroupOf({ privacy: 'public', is_archived: 0 })).toBe('public');
		expect(profileGroupOf({ privacy: 'secret', is_archived: 0 })).toBe('private');
		expect(profileGroupOf({ privacy: 'secret', is_archived: 1 })).toBe('archived');
		expect(profileGroupOf({ privacy: 'public', is_archived: 1 })).toBe('archived');
	});

	it('BRD-15: groups keep board order, come public/private/archived, and skip empty groups', () => {
		const board = (id: string, profileGroup: ProfileBoard['profileGroup']) =>
			({ id, profileGroup }) as ProfileBoard;
		const groups = groupBoards([
			board('1', 'archived'),
			board('2', 'public'),
			board('3', 'public'),
		]);
		expect(groups.map((g) => [g.group, g.boards.map((b) => b.id)])).toEqual([
			['public', ['2', '3']],
			['archived', ['1']],
		]);
	});
});

describe('id order', () => {
	it('BRD-15: board thumbnails sort newest first by decimal id, shorter ids older', () => {
		const ids = ['9', '382509121846378496', '100', '382509121846378497', '99'];
		expect([...ids].sort(compareIdsDesc)).toEqual([
			'382509121846378497',
			'382509121846378496',
			'100',
			'99',
			'9',
		]);
	});
});
