import { isValidUsername } from '../routing/reserved-paths.ts';

const MAX_USERNAME = 30;

/**
 * The stem of a username made from an email address: the local part before any `+tag`, lower
 * case, with everything but `[a-z0-9_]` removed and cut to 30 characters; `user` when nothing is
 * left. The stem may still be too short or reserved; `usernameCandidates` fixes that with digits.
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
 * unreserved name (RTE-23), then the stem with random digits (longer as the list goes on). Every
 * candidate passes `isValidUsername`; the caller takes the first one that is free.
 */
export function usernameCandidates(
	email: string,
	count = 12,
	random: () => number = Math.random,
): string[] {
	const stem = usernameStem(email);
	const out: string[] = [];
	if (isValidUsername(stem)) out.push(stem);
	for (let i = 0; out.length < count && i < count * 4; i++) {
		const digits = 2 + Math.floor(i / 3);
		const suffix = String(Math.floor(random() * 10 ** digits)).padStart(digits, '0');
		const name = stem.slice(0, MAX_USERNAME - suffix.length) + suffix;
		if (isValidUsername(name) && !out.includes(name)) out.push(name);
	}
	return out;
}
