import { map } from 'nanostores';

/**
 * The browser's view of the session (ACC-15), shared by islands and page scripts. The server is
 * the authority: this store says what the client last learned (a login, a sign-up, a logout in
 * progress), so code that runs before the next page load can act on it.
 */
export interface SessionState {
	isAuthenticated: boolean;
	userId: string | null;
	/** How this browser became authenticated on this page (ACC-15 `loginSignupFrom`). */
	loginSignupFrom: 'login' | 'signup' | 'add-account' | null;
	/** ACC-16: new-user onboarding starts at `welcome` after a sign-up. */
	nuxStep: 'welcome' | null;
	/** AUTH-12: session tracking (event logging) is paused while a logout runs. */
	trackingPaused: boolean;
	/** AUTH-11: the reason of the logout now running, or null. */
	logoutInProgress: 'authentication_failed' | 'user' | null;
}

export const $session = map<SessionState>({
	isAuthenticated: false,
	userId: null,
	loginSignupFrom: null,
	nuxStep: null,
	trackingPaused: false,
	logoutInProgress: null,
});

/** ACC-16: a login or sign-up succeeded; a sign-up starts onboarding at the welcome step. */
export function markAuthenticated(userId: string | null, from: 'login' | 'signup' | 'add-account') {
	$session.set({
		...$session.get(),
		isAuthenticated: true,
		userId,
		loginSignupFrom: from,
		nuxStep: from === 'signup' ? 'welcome' : $session.get().nuxStep,
	});
}
