/**
 * How long a re-authentication lets a session make sensitive changes (the sign-in email and
 * username, the password, MFA settings, closing or deactivating the account): long enough to
 * finish a settings page, short enough that a session stolen later is not already trusted.
 */
export const REAUTH_WINDOW_MS = 10 * 60_000;

/** Whether a session re-authenticated at `at` (ISO text, or null for never) still counts at `now`. */
export function isRecentReauth(at: string | null | undefined, now: Date): boolean {
	if (!at) return false;
	const age = now.getTime() - Date.parse(at);
	return age >= 0 && age < REAUTH_WINDOW_MS;
}
