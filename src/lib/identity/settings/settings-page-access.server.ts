import { isFullyAuthenticated, type Viewer } from '../../platform/access/viewer.ts';

/**
 * Who may open a settings page (`/settings/*`, `/parental-passcode`): a full login. Signed-out
 * visitors are sent to log in and come back; limited-login viewers are normally redirected by
 * the middleware already (LIM-06), and if one gets here the page shows its links disabled
 * (LIM-02) and loads nothing.
 */
export type SettingsPageAccess =
	| { kind: 'redirect'; location: string }
	| { kind: 'limited' }
	| { kind: 'ok'; viewer: Viewer };

export function settingsPageAccess(viewer: Viewer | null, url: URL): SettingsPageAccess {
	if (!viewer) {
		return {
			kind: 'redirect',
			location: `/login?next=${encodeURIComponent(url.pathname + url.search)}`,
		};
	}
	return isFullyAuthenticated(viewer) ? { kind: 'ok', viewer } : { kind: 'limited' };
}
