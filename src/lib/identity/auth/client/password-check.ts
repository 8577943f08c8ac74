import {
	PASSWORD_CHARS_MESSAGE,
	PASSWORD_MAX_LENGTH,
	PASSWORD_MIN_LENGTH,
	passwordProblem,
} from '../../users/account-rules.ts';

/** Shown when a new password is shorter than the minimum. */
export const PASSWORD_SHORT_MESSAGE = `Your password is too short! You need ${PASSWORD_MIN_LENGTH}+ characters.`;
/** Shown when a new password is longer than the maximum. */
export const PASSWORD_LONG_MESSAGE = `Your password is too long. Use ${PASSWORD_MAX_LENGTH} characters or fewer.`;

/**
 * The sign-up form's password message, or null when the password is fine. AUTH-17: characters
 * outside letters, numbers and basic symbols show 'Oops! Your password can only have letters,
 * numbers and basic symbols.' as soon as they are typed; `complete` is false while the user is
 * still typing, when a password that is only too short is not yet an error.
 */
export function passwordMessage(password: string, complete: boolean): string | null {
	const problem = passwordProblem(password);
	if (problem === 'characters') return PASSWORD_CHARS_MESSAGE;
	if (problem === 'length' && (complete || password.length > PASSWORD_MAX_LENGTH)) {
		return password.length > PASSWORD_MAX_LENGTH ? PASSWORD_LONG_MESSAGE : PASSWORD_SHORT_MESSAGE;
	}
	return null;
}
