import { describe, expect, it } from 'vitest';
import {
	nameKey,
	pickBoardTitleSuggestions,
	titleSuggestion,
} from '~/lib/content/saving/board-title-suggestions.ts';

describe('titleSuggestion (PIN-16)', () => {
	it('keeps the first four words, drops punctuation, capitalises', () => {
		expect(titleSuggestion('creamy lemon pasta, with peas!')).toBe('Creamy lemon pasta with');
		expect(titleSuggestion('  ')).toBeNull();
		expect(titleSuggestion('!!!')).toBeNull();
	});

	it('drops leading numbers, unless the title is only a number', () => {
		expect(titleSuggestion('12 morning sun salutation flow ideas')).toBe(
			'Morning sun salutation flow',
		);
		expect(titleSuggestion('2024')).toBe('2024');
	});

	it('never exceeds a board name (50 characters)', () => {
		const long = `${'a'.repeat(30)} ${'b'.repeat(30)} c`;
		expect(titleSuggestion(long)).toBe('A'.concat('a'.repeat(29)));
		expect(titleSuggestion('x'.repeat(80))?.length).toBe(50);
	});
});

describe('pickBoardTitleSuggestions (PIN-16)', () => {
	it('orders interests, categories, board name, title; no duplicates in any case', () => {
		expect(
			pickBoardTitleSuggestions({
				interestNames: ['Pasta', 'pasta ', 'Weeknight dinners'],
				categoryNames: ['Food and drink', 'Food  and drink'],
				boardName: 'Dinner',
				title: 'Lemon pasta',
				existingBoardNames: [],
			}),
		).toEqual(['Pasta', 'Weeknight dinners', 'Food and drink', 'Dinner', 'Lemon pasta']);
	});

	it("leaves out the viewer's board names, compared trimmed and lower-cased", () => {
		expect(
			pickBoardTitleSuggestions({
				interestNames: ['Pasta', 'Soup'],
				existingBoardNames: ['  PASTA  '],
			}),
		).toEqual(['Soup']);
	});

	it('stops at the limit and skips empty names', () => {
		expect(
			pickBoardTitleSuggestions({
				interestNames: ['a', '', 'b', 'c'],
				existingBoardNames: [],
				limit: 2,
			}),
		).toEqual(['a', 'b']);
	});

	it('nameKey collapses spaces and case', () => {
		expect(nameKey('  Home   Decor ')).toBe('home decor');
	});
});
