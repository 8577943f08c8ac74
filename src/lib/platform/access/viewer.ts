/**
 * Who is making a request, as every page and endpoint sees it (`Astro.locals.viewer`).
 * `null` means signed out (ACC-01 `UNAUTH`).
 */
export interface Viewer {
	id: string;
	username: string;
	email: string;
	firstName: string;
	fullName: string;
	accountType: 'personal' | 'business';
	sessionId: string;
	/**
	 * ACC-01: 1 for a full login (`AUTH`); 2 for limited-login (`LIMITED_LOGIN`): a browser whose
	 * session has expired but still knows who it is. Limited-login viewers may read what the
	 * signed-out can, and see their own name, but every `auth: 'required'` action refuses them.
	 */
	loginState: 1 | 2;
	/** Set when this session is a linked business opened by its owner (MAS-07). */
	ownerUserId: string | null;
	/** When the session expires (ISO); the client refreshes it within 90 days (ACC-17). */
	expiresAt: string;
}

/** LOGIN_STATE values of ACC-01. */
export const LOGIN_STATE = { AUTH: 1, LIMITED_LOGIN: 2 } as const;

/** True for a viewer with a full login (not limited-login). */
export function isFullyAuthenticated(viewer: Viewer | null): viewer is Viewer {
	return viewer !== null && viewer.loginState === LOGIN_STATE.AUTH;
}
