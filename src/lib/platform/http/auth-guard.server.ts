import { isFullyAuthenticated, readerIdOf, type Viewer } from '../access/viewer.ts';
import { AppError } from './errors.ts';

/**
 * The server's one sign-in check for actions that need a full login: signed-out callers get
 * `AuthenticationRequired`, limited-login callers (LIM) get `LimitedLogin`.
 */
export function requireAuth(viewer: Viewer | null): asserts viewer is Viewer {
	if (!viewer) throw new AppError('AuthenticationRequired');
	if (!isFullyAuthenticated(viewer)) throw new AppError('LimitedLogin');
}

/**
 * Who may call a resource action or REST route: `required` = a full login (`requireAuth`, checked
 * by the gateway or route before the handler runs); `optional` = anyone, the handler decides.
 */
export type AuthMode = 'required' | 'optional';

/**
 * The viewer half of a handler's context. Under `required` the viewer is a full login, so
 * `viewer` is a `Viewer` and `readerId` its id; under `optional` either may be null.
 */
export interface AuthFields<A extends AuthMode = AuthMode> {
	viewer: A extends 'required' ? Viewer : Viewer | null;
	/** `readerIdOf(viewer)`: the id for a full login, null for signed-out and limited-login viewers. */
	readerId: A extends 'required' ? string : string | null;
}

/** Applies `mode` to the caller (throws as `requireAuth` under `required`) and gives the handler's fields. */
export function authorize<A extends AuthMode>(mode: A, viewer: Viewer | null): AuthFields<A> {
	if (mode === 'required') requireAuth(viewer);
	return { viewer, readerId: readerIdOf(viewer) } as AuthFields<A>;
}
