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
	loginState: Exclude<LoginState, typeof LOGIN_STATE.UNAUTH>;
	/** Set when this session is a linked business opened by its owner (MAS-07). */
	ownerUserId: string | null;
	/** When the session expires (ISO); the client refreshes it within 90 days (ACC-17). */
	expiresAt: string;
	/** The interface language the viewer chose (SET-08, `users.locale`, e.g. `de`, `en-US`). */
	locale: string;
}

/**
 * The `login_state` values of ACC-01: `AUTH` (a full login), `LIMITED_LOGIN` (an expired session
 * whose browser still knows who it is) and `UNAUTH` (signed out; no `Viewer` carries it, it is
 * what the wire says for `viewer === null`). Compare by these names, never by number.
 */
export const LOGIN_STATE = { UNAUTH: 0, AUTH: 1, LIMITED_LOGIN: 2 } as const;

export type LoginState = (typeof LOGIN_STATE)[keyof typeof LOGIN_STATE];

/** A viewer with a full login. */
export type FullViewer = Viewer & { loginState: typeof LOGIN_STATE.AUTH };

/** A limited-login viewer. */
export type LimitedViewer = Viewer & { loginState: typeof LOGIN_STATE.LIMITED_LOGIN };

/**
 * True for a viewer with a full login (not limited-login). The guard names the login state, so
 * the false branch keeps a limited-login `Viewer` (it narrows to `Viewer | null`, not `null`).
 */
export function isFullyAuthenticated(viewer: Viewer | null): viewer is FullViewer {
	return viewer !== null && viewer.loginState === LOGIN_STATE.AUTH;
}

/** True for a limited-login viewer (LIM): known by name, but treated as signed out for reads and writes. */
export function isLimitedLogin(viewer: Viewer | null): viewer is LimitedViewer {
	return viewer !== null && viewer.loginState === LOGIN_STATE.LIMITED_LOGIN;
}

/**
 * The id every read rule takes as its reader: the viewer's id for a full login, else null.
 * A limited-login viewer reads as signed out (boards, profiles, pins, search, feeds).
 */
export function readerIdOf(viewer: Viewer | null): string | null {
	return isFullyAuthenticated(viewer) ? viewer.id : null;
}
