import authChecks from '~/messages/auth-checks/index.ts';
import {
	PASSWORD_MAX_LENGTH,
	PASSWORD_MIN_LENGTH,
	passwordCharactersMessage,
	passwordProblem,
} from '../../users/account-rules.ts';

/** Shown when a new password is shorter than the minimum. */
function passwordShortMessage(): string {
	return authChecks().passwordShort({ min: PASSWORD_MIN_LENGTH });
}

/** Shown when a new password is longer than the maximum. */
function passwordLongMessage(): string {
	return authChecks().passwordLong({ max: PASSWORD_MAX_LENGTH });
}

/**
 * The sign-up form's password message in the page's language, or null when the password is
 * fine. AUTH-17: characters outside letters, numbers and basic symbols show 'Oops! Your password
 * can only have letters, numbers and basic symbols.' (`passwordCharactersMessage`, the server's words too) as
 * soon as they are typed; `complete` is false while the user is still typing, when a password
 * that is only too short is not yet an error.
 */
export function passwordMessage(password: string, complete: boolean): string | null {
	const problem = passwordProblem(password);
	if (problem === 'characters') return passwordCharactersMessage();
	if (problem === 'length' && (complete || password.length > PASSWORD_MAX_LENGTH)) {
		return password.length > PASSWORD_MAX_LENGTH ? passwordLongMessage() : passwordShortMessage();
	}
	return null;
}
