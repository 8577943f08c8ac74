import { describe, expect, it } from 'vitest';
import {
	decodeRelatedBookmark,
	encodeRelatedBookmark,
} from '~/lib/discovery/related/related-bookmark.ts';
import {
	colorCloseness,
	compareRank,
	relatedScore,
	titleWords,
	wordOverlap,
} from '~/lib/discovery/related/related-score.ts';
import { formatDuration, isoDuration, spokenDuration } from '~/lib/discovery/shopping/video.ts';

describe('video durations (PRF-07)', () => {
	it('formats mm:ss, h:mm:ss, ISO 8601 and words', () => {
		expect(formatDuration(5)).toBe('0:05');
		expect(formatDuration(65)).toBe('1:05');
		expect(formatDuration(3725)).toBe('1:02:05');
		expect(isoDuration(65)).toBe('PT1M5S');
		expect(isoDuration(3600)).toBe('PT1H');
		expect(isoDuration(0)).toBe('PT0S');
		expect(spokenDuration(65)).toBe('1 minute 5 seconds');
		expect(spokenDuration(120)).toBe('2 minutes');
	});
});

describe('related pins scoring (FED-11)', () => {
	it('reads title words without stop words and measures overlap', () => {
		expect([...titleWords('The Cosy Reading-Nook, by a window!')]).toEqual([
			'cosy',
			'reading',
			'nook',
			'window',
		]);
		expect(wordOverlap(titleWords('reading nook'), titleWords('nook for reading'))).toBe(1);
		expect(wordOverlap(titleWords('reading nook'), titleWords('garden shed'))).toBe(0);
	});

	it('scores sources, colour and words; ranks by score then newer id', () => {
		const target = { words: titleWords('Reading nook'), dominantColor: '#c08040' };
		const base = {
			id: '1',
			title: 'Garden shed',
			dominantColor: '#000000',
			sources: new Set<never>(),
		};
		const interest = relatedScore(target, { ...base, sources: new Set(['interest'] as const) });
		const close = relatedScore(target, {
			...base,
			title: 'Reading nook corner',
			dominantColor: '#c08242',
			sources: new Set(['interest'] as const),
		});
		expect(close).toBeGreaterThan(interest);
		expect(colorCloseness('#ffffff', '#000000')).toBe(0);
		expect(colorCloseness('#123456', '#123456')).toBe(1);
		expect(compareRank({ score: 2, id: '1' }, { score: 1, id: '9' })).toBeLessThan(0);
		expect(compareRank({ score: 1, id: '10' }, { score: 1, id: '9' })).toBeLessThan(0);
	});

	it('round-trips bookmarks and refuses forged ones', () => {
		const key = { score: 6.934002, id: '376013781395836928' };
		expect(decodeRelatedBookmark(encodeRelatedBookmark(key))).toEqual(key);
		expect(decodeRelatedBookmark('-end-')).toBeNull();
		expect(decodeRelatedBookmark('garbage')).toBeNull();
		const bad = Buffer.from(JSON.stringify({ v: 1, r: 1, i: 'x; drop' })).toString('base64url');
		expect(decodeRelatedBookmark(bad)).toBeNull();
	});
});
