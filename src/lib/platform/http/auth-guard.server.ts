import type { Viewer } from '../access/viewer.ts';
import { AppError } from './errors.ts';

/**
 * The server's one sign-in check for actions that need a full login: signed-out callers get
 * `AuthenticationRequired`, limited-login callers (LIM) get `LimitedLogin`.
 */
export function requireAuth(viewer: Viewer | null): asserts viewer is Viewer {
	if (!viewer) throw new AppError('AuthenticationRequired');
	if (viewer.loginState !== 1) throw new AppError('LimitedLogin');
}
