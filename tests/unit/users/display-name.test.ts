import { describe, expect, it } from 'vitest';
import {
	accountTypeLabel,
	anonymizeEmail,
	customAvatarUrl,
	displayName,
	fullName,
	joinName,
	splitFullName,
} from '~/lib/identity/users/display-name.ts';

describe('display name', () => {
	it('ACC-13: a linked business shows its business name, then the full name, then the username', () => {
		const linked = (business_name: string | null, full_name: string) => ({
			username: 'acme_goods',
			full_name,
			partner: { is_linked_business: true, business_name },
		});
		expect(displayName(linked('Acme Goods', 'Ada Lovelace'))).toBe('Acme Goods');
		expect(displayName(linked('  ', 'Ada Lovelace'))).toBe('Ada Lovelace');
		expect(displayName(linked(null, ''))).toBe('acme_goods');
	});

	it('ACC-13: any other account shows its full name, falling back to the username', () => {
		expect(displayName({ username: 'ada', full_name: 'Ada Lovelace', partner: null })).toBe(
			'Ada Lovelace',
		);
		expect(displayName({ username: 'ada', full_name: '  ' })).toBe('ada');
		const unlinked = { is_linked_business: false, business_name: 'Shop' };
		expect(displayName({ username: 'shop', full_name: 'Owner Name', partner: unlinked })).toBe(
			'Owner Name',
		);
	});

	it('ACC-14: "Business" for business accounts, "Personal" otherwise', () => {
		expect(accountTypeLabel({ is_partner: true })).toBe('Business');
		expect(accountTypeLabel({ is_partner: false })).toBe('Personal');
	});

	it('ACC-14: the default avatar counts as no avatar', () => {
		expect(customAvatarUrl(null)).toBeNull();
		expect(customAvatarUrl('')).toBeNull();
		expect(customAvatarUrl('https://cdn.example.com/images/user/default_75.png')).toBeNull();
		expect(customAvatarUrl('/media/abc/136x136.jpg')).toBe('/media/abc/136x136.jpg');
	});

	it('pages: the business name wins, then first and last name, then the username', () => {
		const person = (first_name: string, last_name: string, username: string) => ({
			username,
			first_name,
			last_name,
			account_type: 'personal',
			business_name: null,
		});
		expect(displayName(person('Ada', 'Lovelace', 'ada'))).toBe('Ada Lovelace');
		expect(displayName(person('', '', 'ada'))).toBe('ada');
		expect(
			displayName({ ...person('A', 'B', 'x'), account_type: 'business', business_name: 'Shop' }),
		).toBe('Shop');
	});

	it('ACC-13: one rule over a row: a business name counts only for a business account', () => {
		const converted = {
			username: 'ada',
			first_name: 'Ada',
			last_name: 'Lovelace',
			account_type: 'business',
			business_name: ' Studio Nine ',
		};
		expect(displayName(converted)).toBe('Studio Nine');
		expect(fullName(converted)).toBe('Studio Nine');
		// A blank business name falls back to the person's name, then the username.
		expect(displayName({ ...converted, business_name: '  ' })).toBe('Ada Lovelace');
		expect(displayName({ ...converted, business_name: null, first_name: '', last_name: '' })).toBe(
			'ada',
		);
		expect(fullName({ ...converted, business_name: null, first_name: '', last_name: '' })).toBe('');
		// A personal account never shows a business name, even a stale one.
		expect(displayName({ ...converted, account_type: 'personal' })).toBe('Ada Lovelace');
	});
});

describe('SET-03 name split', () => {
	it('splits at the first space', () => {
		expect(splitFullName('Grace Hopper')).toEqual({ first_name: 'Grace', last_name: 'Hopper' });
		expect(splitFullName('Grace Brewster Murray Hopper')).toEqual({
			first_name: 'Grace',
			last_name: 'Brewster Murray Hopper',
		});
	});

	it('trims, folds runs of spaces, and keeps a single word as the first name', () => {
		expect(splitFullName('  Ada \t  Lovelace  ')).toEqual({
			first_name: 'Ada',
			last_name: 'Lovelace',
		});
		expect(splitFullName('Cher')).toEqual({ first_name: 'Cher', last_name: '' });
		expect(splitFullName('   ')).toEqual({ first_name: '', last_name: '' });
	});

	it('joins back into the same full name', () => {
		const { first_name, last_name } = splitFullName('Ada King Lovelace');
		expect(joinName(first_name, last_name)).toBe('Ada King Lovelace');
		expect(joinName('Cher', '')).toBe('Cher');
	});
});

describe('ACC-09 anonymized passcode email', () => {
	it('keeps the first letters and the last domain label', () => {
		expect(anonymizeEmail('parent@example.com')).toBe('p***@e***.com');
		expect(anonymizeEmail('mom@mail.example.co.uk')).toBe('m***@m***.uk');
		expect(anonymizeEmail('x@localhost')).toBe('x***@l***');
	});

	it('is null for no address or a malformed one', () => {
		expect(anonymizeEmail(null)).toBeNull();
		expect(anonymizeEmail('')).toBeNull();
		expect(anonymizeEmail('@example.com')).toBeNull();
		expect(anonymizeEmail('no-at-sign')).toBeNull();
	});
});
