import { MAX_USERNAME, usernameCandidatesFrom } from '../users/name-rules.ts';

/**
 * The stem of a username made from an email address: the local part before any `+tag`, lower
 * case, with everything but `[a-z0-9_]` removed and cut to 30 characters; `user` when nothing is
 * left. The stem may still be too short or a reserved path; `usernameCandidates` fixes that with
 * digits, and replaces a stem that is a reserved word or holds the brand.
 */
export function usernameStem(email: string): string {
	const local = (email.split('@')[0] ?? '').split('+')[0] ?? '';
	const stem = local
		.toLowerCase()
		.replace(/[^a-z0-9_]/g, '')
		.slice(0, MAX_USERNAME);
	return stem || 'user';
}

/**
 * Usernames to try for a new account, best first: the stem itself when it is a valid,
 * unreserved name (RTE-23), then the stem with random digits (longer as the list goes on). A stem
 * that no digits can save (`admin`, `corkboard_fan`: reserved words and the brand, see
 * `name-rules.ts`) is replaced by `user`. Every candidate passes `isAllowedNewUsername`; the
 * caller takes the first one that is free.
 */
export function usernameCandidates(
	email: string,
	count = 12,
	random: () => number = Math.random,
): string[] {
	const out = usernameCandidatesFrom(usernameStem(email), count, random);
	return out.length > 0 ? out : usernameCandidatesFrom('user', count, random);
}
