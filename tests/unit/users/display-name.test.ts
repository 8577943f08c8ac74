import { describe, expect, it } from 'vitest';
import {
	accountTypeLabel,
	anonymizeEmail,
	customAvatarUrl,
	displayName,
	joinName,
	splitFullName,
} from '~/lib/identity/users/display-name.ts';
import { displayName as pageDisplayName } from '~/lib/identity/users/user.ts';

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
		expect(pageDisplayName({ firstName: 'Ada', lastName: 'Lovelace', username: 'ada' })).toBe(
			'Ada Lovelace',
		);
		expect(pageDisplayName({ firstName: '', lastName: '', username: 'ada' })).toBe('ada');
		expect(
			pageDisplayName({ firstName: 'A', lastName: 'B', username: 'x', businessName: 'Shop' }),
		).toBe('Shop');
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
