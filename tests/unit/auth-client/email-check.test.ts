import { describe, expect, it } from 'vitest';
import { checkEmail, editDistance, suggestHost } from '~/lib/identity/auth/client/email-check.ts';

describe('editDistance', () => {
	it('counts an adjacent transposition as one edit', () => {
		expect(editDistance('gmial', 'gmail')).toBe(1);
		expect(editDistance('gmail', 'gmail')).toBe(0);
		expect(editDistance('', 'abc')).toBe(3);
		expect(editDistance('hotmial', 'hotmail')).toBe(1);
		expect(editDistance('kitten', 'sitting')).toBe(3);
	});
});

describe('suggestHost (AUTH-18, U-28)', () => {
	it.each([
		// transposed letters in the first label
		['gmial.com', 'gmail.com'],
		['gamil.com', 'gmail.com'],
		['hotmial.com', 'hotmail.com'],
		['yhaoo.com', 'yahoo.com'],
		['outloko.com', 'outlook.com'],
		['iclodu.com', 'icloud.com'],
		// edited first label (1–2 edits, same first letter)
		['gmai.com', 'gmail.com'],
		['gmaill.com', 'gmail.com'],
		['gnail.com', 'gmail.com'],
		['yaho.com', 'yahoo.com'],
		['yahooo.com', 'yahoo.com'],
		['yahho.com', 'yahoo.com'],
		['hotmal.com', 'hotmail.com'],
		['hotmil.com', 'hotmail.com'],
		['hotmall.com', 'hotmail.com'],
		['outlok.com', 'outlook.com'],
		['otlook.com', 'outlook.com'],
		['iclod.com', 'icloud.com'],
		['iclould.com', 'icloud.com'],
		['aoll.com', 'aol.com'],
		['protonmial.com', 'protonmail.com'],
		// edited suffix
		['yahoo.con', 'yahoo.com'],
		['hotmail.cm', 'hotmail.com'],
		['outlook.co', 'outlook.com'],
		['icloud.comm', 'icloud.com'],
		['aol.cmo', 'aol.com'],
		// both, within 2 edits in all
		['gmial.con', 'gmail.com'],
		['hotmial.co', 'hotmail.com'],
		// transposed around the dot, or the dot missing
		['gmai.lcom', 'gmail.com'],
		['gmailcom', 'gmail.com'],
		['yahoocom', 'yahoo.com'],
		// gmail with any suffix but .com
		['gmail.co', 'gmail.com'],
		['gmail.net', 'gmail.com'],
		['gmail.co.uk', 'gmail.com'],
		['gmail.cim', 'gmail.com'],
		['gmail', 'gmail.com'],
		// one edit of the whole host, even on the first letter
		['hmail.com', 'gmail.com'],
	])('%s → %s', (host, expected) => {
		expect(suggestHost(host)).toBe(expected);
	});

	it.each([
		'gmail.com',
		'yahoo.com',
		'hotmail.com',
		'outlook.com',
		'icloud.com',
		'aol.com',
		'me.com',
		'mail.com',
		// real hosts close to a target
		'googlemail.com',
		'ymail.com',
		'aim.com',
		'mac.com',
		'email.com',
		'live.ca',
		'gmx.de',
		'gmx.net',
		'mail.ru',
		// regional hosts of the same providers
		'yahoo.fr',
		'yahoo.co.uk',
		'yahoo.co.jp',
		'hotmail.fr',
		'hotmail.co.uk',
		'outlook.fr',
		'live.nl',
		// unrelated domains
		'example.com',
		'corkboard.app',
		'company.co.uk',
		'hey.com',
		'proton.me',
		'att.net',
		'hanmail.net',
		'naver.com',
		'qq.com',
		'web.de',
		'fastmail.com',
		// first letter differs and more than one edit away
		'fmail.co',
		'jotmail.co',
	])('no suggestion for %s', (host) => {
		expect(suggestHost(host)).toBeNull();
	});

	it('ignores case and a trailing dot', () => {
		expect(suggestHost('GMIAL.COM')).toBe('gmail.com');
		expect(suggestHost('gmail.com.')).toBeNull();
	});

	it('allows only one edit on short labels (aol, gmx, msn)', () => {
		expect(suggestHost('aool.com')).toBe('aol.com');
		expect(suggestHost('abc.com')).toBeNull();
		expect(suggestHost('gmz.com')).toBe('gmx.com');
		expect(suggestHost('msm.com')).toBe('msn.com');
	});
});

describe('checkEmail (AUTH-18)', () => {
	it('suggests the corrected whole address and keeps the local part', () => {
		expect(checkEmail('Jane.Doe+pins@gmial.com')).toEqual({
			problem: null,
			suggestion: 'jane.doe+pins@gmail.com',
		});
	});

	it('passes a good address with no suggestion', () => {
		expect(checkEmail('  jane@gmail.com ')).toEqual({ problem: null, suggestion: null });
		expect(checkEmail('jane@example.org')).toEqual({ problem: null, suggestion: null });
	});

	it.each([
		'',
		'jane',
		'jane@',
		'@gmail.com',
		'jane@gmail',
		'jane doe@gmail.com',
		'jane@@gmail.com',
		'jane@gmail..com',
		'.jane@gmail.com',
		'jane@-gmail.com',
		`${'a'.repeat(65)}@gmail.com`,
		`jane@${'a'.repeat(250)}.com`,
	])('fails on a non-matching pattern: %j', (email) => {
		expect(checkEmail(email).problem).toBe('pattern');
	});

	it('still suggests a host when the pattern fails because of it', () => {
		expect(checkEmail('jane@gmailcom')).toEqual({
			problem: 'pattern',
			suggestion: 'jane@gmail.com',
		});
	});

	it.each([
		'jane@mailinator.com',
		'jane@yopmail.com',
		'jane@10minutemail.com',
		'jane@inbox.mailinator.com',
	])('fails on disposable consumer domains: %s', (email) => {
		expect(checkEmail(email).problem).toBe('disposable');
	});
});
