import { describe, expect, it } from 'vitest';
import {
	decodeHomeFeedBookmark,
	encodeHomeFeedBookmark,
	nextPhase,
} from '~/lib/discovery/feed/homefeed-bookmark.ts';
import {
	compareIdsDesc,
	engagement,
	ideaOf,
	type RankablePin,
	rankPage,
	score,
} from '~/lib/discovery/feed/homefeed-ranking.ts';
import { encodeBookmark } from '~/lib/platform/db/bookmark.ts';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('home feed bookmarks (FED-02)', () => {
	it('round-trips every phase, with and without a position', () => {
		for (const phase of ['f', 'p', 'r', 's'] as const) {
			for (const before of [null, '382554771082444802']) {
				const decoded = decodeHomeFeedBookmark(encodeHomeFeedBookmark({ phase, before }));
				expect(decoded).toEqual({ kind: 'cursor', cursor: { phase, before } });
			}
		}
	});

	it('reads a missing bookmark as the start and -end- as the end', () => {
		for (const b of [undefined, null, ''])
			expect(decodeHomeFeedBookmark(b)).toEqual({ kind: 'start' });
		expect(decodeHomeFeedBookmark('-end-')).toEqual({ kind: 'end' });
	});

	it('continues an older `{v:1, before}` bookmark in the first phase', () => {
		expect(decodeHomeFeedBookmark(encodeBookmark({ before: '42' }))).toEqual({
			kind: 'cursor',
			cursor: { phase: null, before: '42' },
		});
	});

	it('calls anything else invalid: garbage, unknown phases, ids that are not ids, oversize', () => {
		for (const bad of [
			'garbage!',
			b64({ v: 2, ph: 'x' }),
			b64({ v: 2, ph: 'p', b: '0' }),
			b64({ v: 2, ph: 'p', b: '-1' }),
			b64({ v: 2, ph: 'p', b: '1 or 1=1' }),
			b64({ v: 2, ph: 'p', b: 12.5 }),
			b64({ v: 3, ph: 'p' }),
			b64({ v: 1, before: 'abc' }),
			b64([1, 2]),
			b64('p'),
			'a'.repeat(201),
		]) {
			expect(decodeHomeFeedBookmark(bad)).toEqual({ kind: 'invalid' });
		}
	});

	it('walks followed → popular → recent, and the static feed alone', () => {
		expect(nextPhase('f')).toBe('p');
		expect(nextPhase('p')).toBe('r');
		expect(nextPhase('r')).toBeNull();
		expect(nextPhase('s')).toBeNull();
	});
});

function pin(id: string, over: Partial<RankablePin> = {}): RankablePin {
	return {
		id,
		createdAt: '2026-01-01T12:00:00.000Z',
		originPinId: null,
		repinCount: 0,
		favoriteCount: 0,
		doneCount: 0,
		commentCount: 0,
		...over,
	};
}

describe('home feed ranking', () => {
	it('weighs saves most, then favorites, then tries and comments', () => {
		expect(engagement(pin('1', { repinCount: 1 }))).toBe(3);
		expect(engagement(pin('1', { favoriteCount: 1 }))).toBe(2);
		expect(engagement(pin('1', { doneCount: 1, commentCount: 1 }))).toBe(2);
	});

	it('decays with age from the newest pin of the page, not from the clock', () => {
		const newest = Date.parse('2026-01-01T12:00:00.000Z');
		const fresh = score(pin('1'), newest);
		const dayOld = score(pin('2', { createdAt: '2025-12-31T12:00:00.000Z' }), newest);
		expect(fresh).toBeGreaterThan(dayOld);
		// A day-old pin needs real engagement to beat a fresh one.
		expect(
			score(pin('3', { createdAt: '2025-12-31T12:00:00.000Z', repinCount: 50 }), newest),
		).toBeGreaterThan(fresh);
	});

	it('orders by score, then newer id, and is deterministic', () => {
		const pins = [
			pin('9'),
			pin('10', { favoriteCount: 1 }),
			pin('11'),
			pin('8', { repinCount: 2 }),
		];
		const ranked = rankPage(pins).map((p) => p.id);
		expect(ranked).toEqual(['8', '10', '11', '9']);
		expect(rankPage([...pins].reverse()).map((p) => p.id)).toEqual(ranked);
	});

	it('shows each idea once: the best-scoring of an original and its saves', () => {
		const original = pin('5', { repinCount: 3 });
		const save = pin('7', { originPinId: '5' });
		const ranked = rankPage([save, original, pin('6')]);
		expect(ranked.map((p) => p.id)).toEqual(['5', '6']);
		expect(ideaOf(save)).toBe('5');
	});

	it('compares ids as 64-bit numbers', () => {
		expect(compareIdsDesc('10', '9')).toBeLessThan(0);
		expect(compareIdsDesc('382554771082444802', '382554771082444803')).toBeGreaterThan(0);
		expect(compareIdsDesc('5', '5')).toBe(0);
		expect(rankPage([])).toEqual([]);
	});
});
