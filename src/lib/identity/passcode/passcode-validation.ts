/**
 * Client-side checks of the parental passcode forms (PPC-04..07), shared by the passcode modal
 * and the `/parental-passcode` setup page. Each check returns the message to show under the
 * field, or null when the value is fine.
 */
import passcodeValidation from '~/messages/passcode-validation/index.ts';
import { BRAND } from '../../platform/ui/brand.ts';

/** PPC: a passcode is exactly this many digits. */
export const PASSCODE_LENGTH = 4;

/**
 * The checks' messages, each read in the current language when used (the request's on the
 * server, the page's in the browser); in English they are the spec's words.
 */
export const PASSCODE_MESSAGES = {
	get required(): string {
		return passcodeValidation().required();
	},
	get digitsOnly(): string {
		return passcodeValidation().digitsOnly();
	},
	get fourDigits(): string {
		return passcodeValidation().fourDigits();
	},
	get passcodesMatch(): string {
		return passcodeValidation().passcodesMatch();
	},
	get validEmail(): string {
		return passcodeValidation().validEmail();
	},
	get sameAsAccount(): string {
		return passcodeValidation().sameAsAccount({ brand: BRAND });
	},
	get emailsMatch(): string {
		return passcodeValidation().emailsMatch();
	},
};

/**
 * PPC-04: input longer than 4 characters is refused: whatever was typed or pasted is cut to the
 * first 4. Non-digits are kept so the field can say 'Please only use numbers'.
 */
export function clampPasscodeInput(raw: string): string {
	return raw.slice(0, PASSCODE_LENGTH);
}

/** PPC-04: required, digits only, exactly 4 of them. */
export function validatePasscode(value: string): string | null {
	if (value === '') return PASSCODE_MESSAGES.required;
	if (/\D/.test(value)) return PASSCODE_MESSAGES.digitsOnly;
	if (value.length !== PASSCODE_LENGTH) return PASSCODE_MESSAGES.fourDigits;
	return null;
}

/** PPC-05: the confirmation passes the same checks, then must equal the passcode. */
export function validateConfirmPasscode(value: string, passcode: string): string | null {
	return validatePasscode(value) ?? (value === passcode ? null : PASSCODE_MESSAGES.passcodesMatch);
}

/** One `@`, something before it, a dotted domain after it, no spaces (server checks again). */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function sameEmail(a: string, b: string): boolean {
	return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** PPC-06: required, valid, and not the account's own email (compared without case). */
export function validateBackupEmail(value: string, accountEmail: string): string | null {
	const email = value.trim();
	if (email === '') return PASSCODE_MESSAGES.required;
	if (!EMAIL.test(email)) return PASSCODE_MESSAGES.validEmail;
	if (accountEmail && sameEmail(email, accountEmail)) return PASSCODE_MESSAGES.sameAsAccount;
	return null;
}

/** PPC-07: required, valid, and equal to the backup email (compared without case). */
export function validateConfirmBackupEmail(value: string, backupEmail: string): string | null {
	const email = value.trim();
	if (email === '') return PASSCODE_MESSAGES.required;
	if (!EMAIL.test(email)) return PASSCODE_MESSAGES.validEmail;
	return sameEmail(email, backupEmail) ? null : PASSCODE_MESSAGES.emailsMatch;
}

/** The four fields of the setup form (PPC-10). */
export interface PasscodeSetupValues {
	passcode: string;
	confirmPasscode: string;
	backupEmail: string;
	confirmBackupEmail: string;
}

export type PasscodeSetupErrors = Record<keyof PasscodeSetupValues, string | null>;

/** Every field's message at once. */
export function validatePasscodeSetup(
	values: PasscodeSetupValues,
	accountEmail: string,
): PasscodeSetupErrors {
	return {
		passcode: validatePasscode(values.passcode),
		confirmPasscode: validateConfirmPasscode(values.confirmPasscode, values.passcode),
		backupEmail: validateBackupEmail(values.backupEmail, accountEmail),
		confirmBackupEmail: validateConfirmBackupEmail(values.confirmBackupEmail, values.backupEmail),
	};
}

/** PPC-08: a form may be sent once every field is filled in and no field has an error. */
export function canSubmit(values: Record<string, string>, errors: Record<string, string | null>) {
	return (
		Object.values(values).every((v) => v.trim() !== '') &&
		Object.values(errors).every((e) => e === null)
	);
}
