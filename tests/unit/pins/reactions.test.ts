import { describe, expect, it } from 'vitest';
import { periodDays } from '~/lib/content/pins/pin-analytics.server.ts';
import {
	isReactionType,
	reactionCounts,
	reactionId,
	totalReactions,
} from '~/lib/content/pins/reactions.ts';

describe('reactions (PIN-13)', () => {
	it('ids are {pinId}-{userId}-{reactionType}', () => {
		expect(reactionId('12', '34', 5)).toBe('12-34-5');
	});

	it('counts drop types at zero and sum the rest', () => {
		const counts = reactionCounts([
			{ reaction_type: 1, count: 2 },
			{ reaction_type: 3, count: 0 },
			{ reaction_type: 4, count: -1 },
		]);
		expect(counts).toEqual({ '1': 2 });
		expect(totalReactions(counts)).toBe(2);
	});

	it('knows its types', () => {
		expect(isReactionType(1)).toBe(true);
		expect(isReactionType(0)).toBe(false);
		expect(isReactionType(6)).toBe(false);
	});
});

describe('periodDays (pin analytics)', () => {
	it('lists the days newest first, crossing months', () => {
		expect(periodDays(new Date('2026-03-02T10:00:00Z'), 3)).toEqual([
			'2026-03-02',
			'2026-03-01',
			'2026-02-28',
		]);
	});
});
