import { describe, expect, it } from 'vitest';
import {
	aspectClass,
	DESCRIPTION_LIMIT,
	displayTitle,
	pinIdFromSegment,
	slugify,
	TITLE_LIMIT,
	truncate,
	visibleDescription,
} from '~/lib/content/pins/pin.ts';

describe('aspectClass (PIN-05)', () => {
	it('is tall under 0.95, square up to 1.05, wide above', () => {
		expect(aspectClass(94, 100)).toBe('tall');
		expect(aspectClass(95, 100)).toBe('square');
		expect(aspectClass(105, 100)).toBe('square');
		expect(aspectClass(106, 100)).toBe('wide');
		expect(aspectClass(2, 3)).toBe('tall');
		expect(aspectClass(16, 9)).toBe('wide');
	});
});

describe('truncate and visibleDescription (PIN-06)', () => {
	it('cuts titles at 200 and descriptions at 496 characters with an ellipsis', () => {
		const long = 'x'.repeat(1000);
		expect(Array.from(truncate(long, TITLE_LIMIT))).toHaveLength(200);
		expect(truncate(long, TITLE_LIMIT).endsWith('…')).toBe(true);
		expect(Array.from(visibleDescription('t', long)!)).toHaveLength(DESCRIPTION_LIMIT);
		expect(truncate('short', TITLE_LIMIT)).toBe('short');
	});

	it('counts characters, not UTF-16 units', () => {
		const emoji = '😀'.repeat(250);
		expect(Array.from(truncate(emoji, 200))).toHaveLength(200);
	});

	it('hides descriptions of 3 characters or fewer, or equal to the title', () => {
		expect(visibleDescription('Title', 'abc')).toBeNull();
		expect(visibleDescription('Title', '  Title ')).toBeNull();
		expect(visibleDescription('Title', 'abcd')).toBe('abcd');
	});

	it('falls back from title to description to a default', () => {
		expect(displayTitle({ title: ' ', description: 'A description' })).toBe('A description');
		expect(displayTitle({ title: '', description: '' })).toBe('Pin');
	});
});

describe('pinIdFromSegment (SEO-01)', () => {
	it('reads /pin/{id} and /pin/{slug}--{id}', () => {
		expect(pinIdFromSegment('1234567890123456789')).toBe('1234567890123456789');
		expect(pinIdFromSegment('cozy-reading-nook--42')).toBe('42');
		expect(pinIdFromSegment('a--b--42')).toBe('42');
	});

	it('refuses anything else', () => {
		for (const s of [
			'',
			'abc',
			'0',
			'01',
			'12345678901234567890',
			'slug--',
			'slug--x1',
			'1;drop',
		]) {
			expect(pinIdFromSegment(s)).toBeNull();
		}
	});
});

describe('slugify', () => {
	it('makes URL-safe slugs', () => {
		expect(slugify('Crème Brûlée: the Best!')).toBe('creme-brulee-the-best');
		expect(slugify('---')).toBe('');
		expect(slugify('a'.repeat(100)).length).toBe(60);
	});
});
