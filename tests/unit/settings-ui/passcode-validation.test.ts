import { describe, expect, it } from 'vitest';
import {
	canSubmit,
	clampPasscodeInput,
	validateBackupEmail,
	validateConfirmBackupEmail,
	validateConfirmPasscode,
	validatePasscode,
	validatePasscodeSetup,
} from '~/lib/identity/passcode/passcode-validation.ts';

describe('validatePasscode', () => {
	it("PPC-04: empty shows 'Required'", () => {
		expect(validatePasscode('')).toBe('Required');
	});
	it("PPC-04: non-digits show 'Please only use numbers'", () => {
		expect(validatePasscode('12a4')).toBe('Please only use numbers');
		expect(validatePasscode(' 123')).toBe('Please only use numbers');
		expect(validatePasscode('１２３４')).toBe('Please only use numbers');
	});
	it("PPC-04: not exactly four digits shows 'Please enter four digits'", () => {
		expect(validatePasscode('123')).toBe('Please enter four digits');
		expect(validatePasscode('12345')).toBe('Please enter four digits');
	});
	it('PPC-04: four digits pass', () => {
		expect(validatePasscode('0412')).toBeNull();
	});
});

describe('clampPasscodeInput', () => {
	it('PPC-04: input longer than 4 is refused (cut to 4)', () => {
		expect(clampPasscodeInput('123456')).toBe('1234');
		expect(clampPasscodeInput('12')).toBe('12');
		expect(clampPasscodeInput('ab12cd')).toBe('ab12');
	});
});

describe('validateConfirmPasscode', () => {
	it('PPC-05: required, numeric, four digits, then matching', () => {
		expect(validateConfirmPasscode('', '1234')).toBe('Required');
		expect(validateConfirmPasscode('12x4', '1234')).toBe('Please only use numbers');
		expect(validateConfirmPasscode('123', '1234')).toBe('Please enter four digits');
		expect(validateConfirmPasscode('4321', '1234')).toBe('Please make sure your passcodes match');
		expect(validateConfirmPasscode('1234', '1234')).toBeNull();
	});
});

describe('validateBackupEmail', () => {
	const account = 'Parent@Example.com';
	it('PPC-06: required', () => {
		expect(validateBackupEmail('', account)).toBe('Required');
		expect(validateBackupEmail('   ', account)).toBe('Required');
	});
	it('PPC-06: must be a valid address', () => {
		for (const bad of ['parent', 'a@b', 'a b@c.com', '@example.com', 'a@@example.com']) {
			expect(validateBackupEmail(bad, account)).toBe('Please enter a valid email address');
		}
	});
	it("PPC-06: must differ from the account's email, whatever the case", () => {
		expect(validateBackupEmail('parent@example.COM', account)).toBe(
			'This email address is already used for this Corkboard account.',
		);
	});
	it('PPC-06: another valid address passes', () => {
		expect(validateBackupEmail('guardian@example.org', account)).toBeNull();
	});
});

describe('validateConfirmBackupEmail', () => {
	it('PPC-07: required, valid, then matching', () => {
		expect(validateConfirmBackupEmail('', 'g@example.org')).toBe('Required');
		expect(validateConfirmBackupEmail('g@', 'g@example.org')).toBe(
			'Please enter a valid email address',
		);
		expect(validateConfirmBackupEmail('h@example.org', 'g@example.org')).toBe(
			'Please make sure your email addresses match',
		);
		expect(validateConfirmBackupEmail('G@Example.org', 'g@example.org')).toBeNull();
	});
});

describe('validatePasscodeSetup and canSubmit', () => {
	const good = {
		passcode: '1234',
		confirmPasscode: '1234',
		backupEmail: 'g@example.org',
		confirmBackupEmail: 'g@example.org',
	};
	it('PPC-10: a complete, consistent form has no errors and may be sent', () => {
		const errors = validatePasscodeSetup(good, 'me@example.com');
		expect(Object.values(errors).every((e) => e === null)).toBe(true);
		expect(canSubmit({ ...good }, errors)).toBe(true);
	});
	it('PPC-08: an empty field or any error keeps submit disabled', () => {
		const empty = { ...good, confirmBackupEmail: '' };
		expect(canSubmit(empty, validatePasscodeSetup(empty, 'me@example.com'))).toBe(false);
		const mismatch = { ...good, confirmPasscode: '9999' };
		const errors = validatePasscodeSetup(mismatch, 'me@example.com');
		expect(errors.confirmPasscode).toBe('Please make sure your passcodes match');
		expect(canSubmit(mismatch, errors)).toBe(false);
	});
});
