import { isReservedTopLevel } from '../../platform/routing/reserved-paths.ts';

/**
 * U-26: the pages a limited-login viewer may open: home, pin closeups, boards and profiles,
 * search, ideas, topics, Today, and the pages that end or renew a login. Any other page sends
 * them to the login page in its limited-login mode (LIM-06).
 */
const ALLOWED_FIRST_SEGMENTS = new Set([
	'',
	'pin',
	'search',
	'ideas',
	'topics',
	'today',
	'login',
	'signup',
	'logout',
	'password',
	'pw',
	'email',
	'email_verification_error',
	'refresh_token',
	'refresh_stored_accounts',
	'csrf_error',
	'panic',
	'homefeed',
	'videos',
	'shopping',
	'tv',
	'board',
	'policy',
]);

/** Mailed links that must work in any browser, whatever its login state. */
const ALLOWED_PATHS = new Set(['/parental-passcode/verify', '/parental-passcode/verify/']);

export function isLimitedLoginPageAllowed(pathname: string): boolean {
	const first = pathname.split('/')[1] ?? '';
	if (ALLOWED_FIRST_SEGMENTS.has(first) || ALLOWED_PATHS.has(pathname)) return true;
	// Profiles, boards and sections live under a username, which is never a reserved name.
	return !isReservedTopLevel(first);
}
