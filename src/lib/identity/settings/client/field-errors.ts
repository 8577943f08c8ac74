import settingsForm from '~/messages/settings-form/index.ts';

/**
 * Which form field a settings error belongs under. Errors not listed here are shown for the
 * whole form.
 */
const FIELD_OF_ERROR: Record<string, 'username' | 'email'> = {
	UsernameTaken: 'username',
	UsernameReserved: 'username',
	InvalidUsername: 'username',
	InvalidEmail: 'email',
	EmailTaken: 'email',
};

/** The field an error code (`ApiError.code`) is shown under, or null for the whole form. */
export function fieldOfError(code: string): 'username' | 'email' | null {
	return FIELD_OF_ERROR[code] ?? null;
}

/** The text shown for a failure that has no message of its own (network down, proxy page). */
export function genericSaveError(): string {
	return settingsForm().genericSaveError();
}
