import authChecks from '~/messages/auth-checks/index.ts';

/**
 * Pure sign-up and password rules, shared by the server and the client forms.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
/** Youngest age allowed to sign up (AUTH-08). */
export const MIN_SIGNUP_AGE = 13;

/** AUTH-17: letters, numbers, space and the basic symbols of printable ASCII. */
const PASSWORD_CHARS = /^[\x20-\x7E]*$/;

/**
 * AUTH-17: the text shown when a password has characters outside that set, in the current
 * language. One message for both sides: the sign-up form says it as the password is typed,
 * and the server's refusal (`InvalidPassword`) says the same words.
 */
export function passwordCharactersMessage(): string {
	return authChecks().passwordCharacters();
}

/** Why a new password is refused, or null when it is fine. */
export function passwordProblem(password: string): 'length' | 'characters' | null {
	if (!PASSWORD_CHARS.test(password)) return 'characters';
	if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
		return 'length';
	return null;
}

/** A `YYYY-MM-DD` date that exists on the calendar, as `{year, month, day}`, else null. */
export function parseBirthday(text: string): { year: number; month: number; day: number } | null {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
	if (!match) return null;
	const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
	const date = new Date(Date.UTC(year, month - 1, day));
	if (
		date.getUTCFullYear() !== year ||
		date.getUTCMonth() !== month - 1 ||
		date.getUTCDate() !== day ||
		year < 1900
	) {
		return null;
	}
	return { year, month, day };
}

/** Whole years between a birthday and `now` (UTC); negative for a date in the future. */
export function ageOn(birthday: { year: number; month: number; day: number }, now: Date): number {
	const years = now.getUTCFullYear() - birthday.year;
	const beforeBirthday =
		now.getUTCMonth() + 1 < birthday.month ||
		(now.getUTCMonth() + 1 === birthday.month && now.getUTCDate() < birthday.day);
	return beforeBirthday ? years - 1 : years;
}

/** Whether a birthday lies after `now` (today is allowed: a newborn is refused by age, not date). */
export function isFutureBirthday(
	birthday: { year: number; month: number; day: number },
	now: Date,
): boolean {
	return Date.UTC(birthday.year, birthday.month - 1, birthday.day) > now.getTime();
}
