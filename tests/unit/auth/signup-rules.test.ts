import { describe, expect, it } from 'vitest';
import {
	emailProblem,
	isDisposableEmail,
	isEmailPattern,
	normalizeEmail,
} from '~/lib/identity/auth/email-rules.ts';
import { usernameCandidates, usernameStem } from '~/lib/identity/auth/username-from-email.ts';
import {
	ageOn,
	isFutureBirthday,
	parseBirthday,
	passwordCharactersMessage,
	passwordProblem,
} from '~/lib/identity/users/account-rules.ts';
import { isValidUsername } from '~/lib/platform/routing/reserved-paths.ts';

describe('email rules (U-28)', () => {
	it('normalizes and checks the pattern', () => {
		expect(normalizeEmail('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
		expect(isEmailPattern('ann.lee+pins@example.co.uk')).toBe(true);
		for (const bad of ['ann', 'ann@', '@x.test', 'a b@x.test', 'a@x', 'a@@x.test', 'a..b@x.test'])
			expect(isEmailPattern(bad)).toBe(false);
		expect(isEmailPattern(`${'a'.repeat(60)}@${'b'.repeat(200)}.test`)).toBe(false);
	});

	it('refuses disposable domains and their subdomains', () => {
		expect(isDisposableEmail('x@mailinator.com')).toBe(true);
		expect(isDisposableEmail('x@eu.mailinator.com')).toBe(true);
		expect(isDisposableEmail('x@gmail.com')).toBe(false);
		expect(emailProblem('x@yopmail.com')).toBe('disposable');
		expect(emailProblem('nope')).toBe('pattern');
		expect(emailProblem('ok@example.test')).toBeNull();
	});
});

describe('passwordProblem (AUTH-17)', () => {
	it('wants 8 to 256 printable ASCII characters', () => {
		expect(passwordProblem('correct horse!')).toBeNull();
		expect(passwordProblem('short')).toBe('length');
		expect(passwordProblem('a'.repeat(257))).toBe('length');
		expect(passwordProblem('pässwörd123')).toBe('characters');
		expect(passwordProblem('tab\there123')).toBe('characters');
		expect(passwordCharactersMessage()).toBe(
			'Oops! Your password can only have letters, numbers and basic symbols.',
		);
	});
});

describe('birthdays (AUTH-08)', () => {
	const now = new Date('2026-06-15T12:00:00Z');
	it('parses real dates only', () => {
		expect(parseBirthday('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
		expect(parseBirthday('2001-02-29')).toBeNull();
		expect(parseBirthday('2000-13-01')).toBeNull();
		expect(parseBirthday('15/06/2000')).toBeNull();
		expect(parseBirthday('1850-01-01')).toBeNull();
	});
	it('counts whole years and spots future dates', () => {
		expect(ageOn({ year: 2013, month: 6, day: 15 }, now)).toBe(13);
		expect(ageOn({ year: 2013, month: 6, day: 16 }, now)).toBe(12);
		expect(isFutureBirthday({ year: 2026, month: 6, day: 16 }, now)).toBe(true);
		expect(isFutureBirthday({ year: 2026, month: 6, day: 15 }, now)).toBe(false);
	});
});

describe('usernameCandidates (RTE-23)', () => {
	it('starts from the cleaned local part', () => {
		expect(usernameStem('Ann.Lee+pins@x.test')).toBe('annlee');
		expect(usernameStem('...@x.test')).toBe('user');
		expect(usernameCandidates('ann.lee@x.test')[0]).toBe('annlee');
	});

	it('never offers a reserved or invalid name', () => {
		for (const email of ['settings@x.test', 'login@x.test', 'ab@x.test', 'Pin@x.test']) {
			const names = usernameCandidates(email);
			expect(names.length).toBeGreaterThan(5);
			for (const name of names) expect(isValidUsername(name)).toBe(true);
		}
		expect(usernameCandidates('settings@x.test')).not.toContain('settings');
		expect(usernameCandidates('settings@x.test')[0]).toMatch(/^settings\d+$/);
	});

	it('keeps names within 30 characters', () => {
		for (const name of usernameCandidates(`${'a'.repeat(40)}@x.test`))
			expect(name.length).toBeLessThanOrEqual(30);
	});
});
