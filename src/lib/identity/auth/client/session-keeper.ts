import { LOGIN_STATE } from '../../../platform/access/viewer.ts';
import { runPendingVerify } from './recaptcha-verify.ts';
import { $session } from './session.store.ts';
import { refreshSessionIfNeeded } from './session-refresh.ts';

/**
 * Reads `SessionKeeper.astro`'s marker: marks `$session` authenticated for a full login,
 * verifies a login made on the previous page (AUTH-19), and renews the session or the stored
 * accounts when due (ACC-17, once per page load).
 */
export function initSessionKeeper(): void {
	const marker = document.querySelector<HTMLElement>('[data-session-keeper]');
	if (!marker) return;
	const { expiresAt, userId, loginState } = marker.dataset;
	if (loginState === String(LOGIN_STATE.AUTH) && userId) {
		$session.set({ ...$session.get(), isAuthenticated: true, userId });
		void runPendingVerify();
	}
	if (expiresAt) void refreshSessionIfNeeded(expiresAt);
}
