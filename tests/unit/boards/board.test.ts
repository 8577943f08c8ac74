import { describe, expect, it } from 'vitest';
import {
	moveInOrder,
	removeDuplicateSuggestions,
	sectionlessPinCount,
	sectionNameKey,
} from '~/lib/content/boards/board.ts';
import { boardFormError, safeBackPath, withError } from '~/lib/content/boards/board-form.ts';
import { boardPrivacyOption } from '~/lib/content/boards/board-input.ts';
import { addDismissed, parseDismissed } from '~/lib/content/boards/sensitivity.ts';

describe('removeDuplicateSuggestions (BRD-08)', () => {
	it('drops names of existing sections compared trimmed and lower-cased, and repeats', () => {
		expect(
			removeDuplicateSuggestions([' Desserts', 'Soups ', 'soups', 'Breads', ''], ['  DESSERTS ']),
		).toEqual(['Soups', 'Breads']);
		expect(sectionNameKey('  Mixed Case ')).toBe('mixed case');
	});
});

describe('sectionlessPinCount (BRD-01, BRD-05)', () => {
	it('is the board count minus the sections, never below zero', () => {
		expect(sectionlessPinCount(10, [3, 4])).toBe(3);
		expect(sectionlessPinCount(2, [3])).toBe(0);
	});
});

describe('moveInOrder', () => {
	it('moves an id to an index, clamped; unknown ids change nothing', () => {
		expect(moveInOrder(['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'a', 'b']);
		expect(moveInOrder(['a', 'b', 'c'], 'a', 9)).toEqual(['b', 'c', 'a']);
		expect(moveInOrder(['a', 'b'], 'x', 0)).toEqual(['a', 'b']);
	});
});

describe('boardPrivacyOption (BRD-02)', () => {
	it('takes public/secret and the spec names and numbers; refuses ARCHIVED', () => {
		expect(boardPrivacyOption.parse('public')).toBe('public');
		expect(boardPrivacyOption.parse('GROUP')).toBe('public');
		expect(boardPrivacyOption.parse(3)).toBe('secret');
		expect(boardPrivacyOption.parse('secret')).toBe('secret');
		expect(boardPrivacyOption.safeParse('ARCHIVED').success).toBe(false);
		expect(boardPrivacyOption.safeParse(1).success).toBe(false);
	});
});

describe('sensitivity dismissals (BRD-07)', () => {
	it('keeps valid ids, newest first, at most 50', () => {
		expect(parseDismissed('12.abc.34')).toEqual(['12', '34']);
		expect(addDismissed('12.34', '34')).toBe('34.12');
		let v = '';
		for (let i = 1; i <= 60; i++) v = addDismissed(v, String(i));
		expect(parseDismissed(v)).toHaveLength(50);
		expect(parseDismissed(v)[0]).toBe('60');
	});
});

describe('board forms', () => {
	it('safeBackPath only allows local paths', () => {
		expect(safeBackPath('/ada/trips/', '/')).toBe('/ada/trips/');
		expect(safeBackPath('//evil.example/', '/')).toBe('/');
		expect(safeBackPath('https://evil.example/', '/')).toBe('/');
		expect(safeBackPath('/\\evil.example', '/')).toBe('/');
	});
	it('errors travel as catalogue codes, never text', () => {
		expect(withError('/a/b/?error=X&bookmark=1', 'Forbidden')).toBe(
			'/a/b/?error=Forbidden&bookmark=1',
		);
		expect(boardFormError('SectionNameTaken')).toContain('already has a section');
		expect(boardFormError('<script>')).toBeNull();
		expect(boardFormError('toString')).toBeNull();
	});
});
