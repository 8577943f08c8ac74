import { describe, expect, it } from 'vitest';
import { usernameCandidates } from '~/lib/identity/auth/username-from-email.ts';
import { businessUsernameCandidates } from '~/lib/identity/multi-account/linked-business.ts';
import {
	checkPersonName,
	displayNameProblem,
	isAllowedNewUsername,
	RESERVED_WORDS,
	skeleton,
	usernameProblem,
} from '~/lib/identity/users/name-rules.ts';
import { AppError } from '~/lib/platform/http/errors.ts';

/** Ordinary names in many scripts and shapes: none may be refused. */
const ORDINARY = [
	'Zoë',
	'José',
	'李小龙',
	'Ольга',
	'محمد',
	"O'Brien",
	'Anne-Marie',
	'Zoë Admin',
	'Björk Guðmundsdóttir',
	'Ψυχή',
	'Գայանե',
	'山田 はなこ',
	'김민준',
	'नमस्ते',
	'Nguyễn Thị Minh',
	'Anna ❤️',
	'👩‍💻 Dev',
	// Persian needs the zero-width non-joiner inside words.
	'می‌خواهم',
	'William Illinois',
	'Mack Orkboard',
];

describe('name rules: usernames', () => {
	it('refuses the brand, staff and technical words, however they are padded or disguised', () => {
		for (const name of [
			'corkboard',
			'admin',
			'support',
			'www',
			'null',
			'undefined',
			'admin_1',
			'a_d_m_i_n',
			'supp0rt',
			'adrnin',
			'c0rkboard',
			'corkboard_fan',
			'thecorkboardteam',
			'no_reply',
			'mailer_daemon',
		]) {
			expect(usernameProblem(name), name).toBe('reserved');
		}
	});

	it('keeps the reserved paths (RTE-23) and the format', () => {
		expect(usernameProblem('settings')).toBe('reserved');
		expect(usernameProblem('ab')).toBe('format');
		expect(usernameProblem('Admin')).toBe('format');
	});

	it('accepts ordinary usernames that merely contain a staff word', () => {
		for (const name of ['annlee', 'zoe_92', 'badminton', 'supporter', 'null_island', 'william'])
			expect(usernameProblem(name), name).toBeNull();
	});

	it('usernames made from an email or a business name skip reserved ones', () => {
		for (const email of ['admin@x.test', 'support@x.test', 'corkboard.fan@x.test', 'www@x.test']) {
			const names = usernameCandidates(email);
			expect(names.length, email).toBeGreaterThan(5);
			for (const name of names) expect(isAllowedNewUsername(name), name).toBe(true);
		}
		expect(usernameCandidates('admin@x.test')[0]).toMatch(/^user\d*$/);
		for (const business of ['Support', 'Corkboard Pros', 'Admin']) {
			for (const name of businessUsernameCandidates(business))
				expect(isAllowedNewUsername(name), name).toBe(true);
		}
	});

	it('has every reserved word in lower-case letters', () => {
		for (const word of Object.values(RESERVED_WORDS).flat()) expect(word).toMatch(/^[a-z]+$/);
		expect(RESERVED_WORDS.brand).toEqual(['corkboard']);
	});
});

describe('name rules: display names', () => {
	it('accepts ordinary names in many scripts', () => {
		for (const name of ORDINARY) expect(displayNameProblem(name), name).toBeNull();
	});

	it('refuses bidi controls, zero-width, format and control characters', () => {
		const hidden = [
			'\u202A',
			'\u202B',
			'\u202C',
			'\u202D',
			'\u202E',
			'\u2066',
			'\u2067',
			'\u2068',
			'\u2069',
			'\u200E',
			'\u200F',
			'\u200B',
			'\u200C',
			'\u200D',
			'\u2060',
			'\uFEFF',
			'\u00AD',
			'\u061C',
			'\u{E0041}',
			'\u0000',
			'\t',
			'\n',
			'\u007F',
			'\u2028',
			'\u3164',
			'\u2800',
			'\uE000',
		];
		for (const char of hidden) {
			const code = char.codePointAt(0)!.toString(16);
			expect(displayNameProblem(`Ann${char}Lee`), code).toBe('invisible');
			expect(displayNameProblem(`${char}Ann`), code).toBe('invisible');
		}
		expect(displayNameProblem('Evil\u202Emoc.elpmaxe')).toBe('invisible');
	});

	it('refuses words that mix look-alike alphabets', () => {
		for (const name of ['Сorkboard Support', 'Pаul', 'Ρaul', 'Ѕupport'])
			expect(displayNameProblem(name), name).toBe('mixed_script');
	});

	it('refuses names whose skeleton is the brand or a disguised staff word', () => {
		expect(skeleton('Сorkboard')).toBe('corkboard');
		for (const name of [
			'Corkboard',
			'Corkboard Support',
			'Cork Board',
			'CORKBÖARD',
			'Ｃｏｒｋｂｏａｒｄ',
			'Сорквоаrd',
			'Supp0rt',
			'Ａｄｍｉｎ',
			'Admin',
			'Official Support',
		]) {
			expect(displayNameProblem(name), name).not.toBeNull();
		}
	});

	it('checks first and last name apart and together', () => {
		expect(() => checkPersonName('Zoë', 'Admin')).not.toThrow();
		const refused = (first: string, last: string) => {
			try {
				checkPersonName(first, last);
			} catch (error) {
				expect(error).toBeInstanceOf(AppError);
				return (error as AppError).extra?.field;
			}
			return null;
		};
		expect(refused('Official', 'Support')).toBe('first_name');
		expect(refused('Ann', 'Le\u200Be')).toBe('last_name');
		expect(refused('Evil https://phish.example', '')).toBeNull();
	});
});
