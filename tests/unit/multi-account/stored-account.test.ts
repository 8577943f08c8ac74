import { describe, expect, it } from 'vitest';
import {
	AVATAR_COLOR_COUNT,
	avatarColorSlot,
	avatarInitial,
} from '~/lib/identity/multi-account/stored-account.ts';

describe('avatarInitial (ACC-14)', () => {
	it('is the first letter of the name, upper case', () => {
		expect(avatarInitial('ada lovelace')).toBe('A');
		expect(avatarInitial('  élodie')).toBe('É');
		expect(avatarInitial('😀 smile')).toBe('😀');
		expect(avatarInitial('')).toBe('?');
	});
});

describe('avatarColorSlot (ACC-14)', () => {
	it('maps any integer into the palette', () => {
		expect(avatarColorSlot(0)).toBe(0);
		expect(avatarColorSlot(AVATAR_COLOR_COUNT + 3)).toBe(3);
		expect(avatarColorSlot(-1)).toBe(AVATAR_COLOR_COUNT - 1);
		expect(avatarColorSlot(Number.NaN)).toBe(0);
		expect(avatarColorSlot(2.7)).toBe(2);
	});
});
