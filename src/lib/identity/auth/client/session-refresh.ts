/**
 * ACC-17: keeping a signed-in browser's session alive. The page carries the session's expiry
 * (rendered for signed-in and limited-login viewers); once per page load the client asks:
 * - expiry more than 90 days away: nothing to do;
 * - expiry within 90 days (and not yet passed): `GET /refresh_token` renews the session;
 * - expiry passed (a limited-login viewer): `GET /refresh_stored_accounts` refreshes the
 *   browser's other stored accounts.
 * "Within 1 to 90 days" of the spec is read as any time left up to 90 days: a session with
 * hours left is renewed too, rather than left to lapse.
 */
const REFRESH_WINDOW_MS = 90 * 24 * 60 * 60 * 1000;

export type SessionRefreshAction = 'refresh_token' | 'refresh_stored_accounts' | null;

/** What to do for a session expiring at `expiresAt` (ISO text or ms), seen at `now` (ms). */
export function sessionRefreshAction(
	expiresAt: string | number,
	now: number,
): SessionRefreshAction {
	const expiry = typeof expiresAt === 'number' ? expiresAt : Date.parse(expiresAt);
	if (!Number.isFinite(expiry)) return null;
	const left = expiry - now;
	if (left <= 0) return 'refresh_stored_accounts';
	if (left <= REFRESH_WINDOW_MS) return 'refresh_token';
	return null;
}

const REFRESH_PATHS = {
	refresh_token: '/refresh_token',
	refresh_stored_accounts: '/refresh_stored_accounts',
} as const;

let ranThisPage = false;

export interface SessionRefreshDeps {
	now?: () => number;
	/** Sends the GET; failures are logged and otherwise ignored (the next page tries again). */
	get?: (path: string) => Promise<unknown>;
	/** Per-page guard; tests pass their own. */
	guard?: { ran: boolean };
}

/**
 * Runs the ACC-17 check at most once per page load. Returns the action taken (or null).
 */
export async function refreshSessionIfNeeded(
	expiresAt: string,
	deps: SessionRefreshDeps = {},
): Promise<SessionRefreshAction> {
	const guard = deps.guard ?? {
		get ran() {
			return ranThisPage;
		},
		set ran(value: boolean) {
			ranThisPage = value;
		},
	};
	if (guard.ran) return null;
	guard.ran = true;
	const action = sessionRefreshAction(expiresAt, (deps.now ?? Date.now)());
	if (!action) return null;
	const get =
		deps.get ??
		((path: string) =>
			fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } }).then(
				(r) => {
					if (!r.ok) throw new Error(`${path} answered ${r.status}`);
				},
			));
	try {
		await get(REFRESH_PATHS[action]);
	} catch (error) {
		console.warn('Session refresh failed', action, error);
	}
	return action;
}
