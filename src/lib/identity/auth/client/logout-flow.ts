import { ApiError, callResource } from '../../../platform/client/api.ts';
import { flushClientEvents, recordClientEvent } from '../../../platform/client/client-events.ts';
import { $session } from './session.store.ts';

/**
 * The browser's logout (AUTH-11..15):
 * 1. skipped entirely while an `authentication_failed` logout is already running (AUTH-11);
 * 2. marks the logout in progress and pauses session tracking, flushes pending events, then
 *    deletes the session with the auth-failure redirect disabled (AUTH-12);
 * 3. on failure clears the in-progress flag (and resumes tracking); an abort is ignored only
 *    when `logoutOnAbort` was set, any other error is logged and rethrown (AUTH-13);
 * 4. on success clears local and session storage except the device id (U-29), records the
 *    logged-out marker with the date, and goes to `next`, else the server's `next_url` (AUTH-15:
 *    `/` while other stored accounts remain), else the login page (AUTH-14).
 * The stored-accounts map and group live in an HttpOnly cookie the server rewrites on delete,
 * so there is nothing to restore on the client.
 */
export interface LogoutOptions {
	reason?: 'authentication_failed' | 'user';
	/** Where to go afterwards; defaults to the server's `next_url`, else `/login`. */
	next?: string;
	/** AUTH-13: treat an aborted delete (the page is being left) as done. */
	logoutOnAbort?: boolean;
}

/** U-29: the one key kept on logout: the browser's device id (analytics continuity). */
export const PRESERVED_STORAGE_KEY = 'cb_device_id';
/** AUTH-14: set on logout to the ISO date and time of the logout. */
export const LOGGED_OUT_KEY = 'cb_logged_out';

type ClearableStorage = Pick<Storage, 'length' | 'key' | 'getItem' | 'setItem' | 'removeItem'>;

export interface LogoutDeps {
	deleteSession: () => Promise<{ next_url?: string | null; accounts_left?: number } | null>;
	/** Sends events buffered for the log before the session ends. */
	flushEvents: () => Promise<void>;
	local: ClearableStorage;
	session: ClearableStorage;
	assign: (url: string) => void;
	now: () => Date;
	log: (message: string, error: unknown) => void;
}

/** Removes every key of `storage` except `keep`. */
export function clearStorageExcept(storage: ClearableStorage, keep: string): void {
	const keys: string[] = [];
	for (let i = 0; i < storage.length; i++) {
		const key = storage.key(i);
		if (key !== null && key !== keep) keys.push(key);
	}
	for (const key of keys) storage.removeItem(key);
}

function isAbortError(error: unknown): boolean {
	if (error instanceof Error && error.name === 'AbortError') return true;
	// `callResource` wraps a failed fetch, keeping only the message.
	return error instanceof ApiError && error.status === 0 && /abort/i.test(error.message);
}

function browserDeps(): LogoutDeps {
	return {
		deleteSession: () =>
			callResource('UserSessionResource', 'delete', { disable_auth_failure_redirect: true }),
		// The header's event logger sends its buffer (with this `logout` event) and resolves.
		flushEvents: () => {
			recordClientEvent('logout');
			return flushClientEvents();
		},
		local: localStorage,
		session: sessionStorage,
		assign: (url) => location.assign(url),
		now: () => new Date(),
		log: (message, error) => console.error(message, error),
	};
}

/** Logs the browser out; see the module comment for the steps. */
export async function logOutFlow(
	options: LogoutOptions = {},
	deps: LogoutDeps = browserDeps(),
): Promise<void> {
	const state = $session.get();
	if (state.logoutInProgress === 'authentication_failed') return;
	const reason = options.reason ?? 'user';
	$session.set({ ...state, logoutInProgress: reason, trackingPaused: true });

	let answer: Awaited<ReturnType<LogoutDeps['deleteSession']>>;
	try {
		await deps.flushEvents();
		answer = await deps.deleteSession();
	} catch (error) {
		$session.set({ ...$session.get(), logoutInProgress: null, trackingPaused: false });
		if (options.logoutOnAbort && isAbortError(error)) return;
		deps.log('Logout failed', error);
		throw error;
	}

	try {
		clearStorageExcept(deps.local, PRESERVED_STORAGE_KEY);
		clearStorageExcept(deps.session, PRESERVED_STORAGE_KEY);
		deps.local.setItem(LOGGED_OUT_KEY, deps.now().toISOString());
	} catch (error) {
		// Blocked storage must not keep a logged-out browser on the page.
		deps.log('Storage could not be cleared on logout', error);
	}
	$session.set({ ...$session.get(), isAuthenticated: false, userId: null });
	deps.assign(options.next ?? answer?.next_url ?? '/login');
}
