import { z } from 'zod';
import { REFRESH_WINDOW_MS, rotateSession } from '~/lib/identity/auth/session.server.ts';
import { setCurrentSession } from '~/lib/identity/auth/session-cookies.server.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/**
 * `GET /refresh_token` (ACC-17, API-32): renews a live session that expires within 90 days: a
 * new token (the old one stops working) with a fresh 180-day lifetime, set in the cookie.
 * Further out, nothing changes. Expired sessions (limited-login) are refused: they use
 * `/refresh_stored_accounts` or log in again.
 */
export const GET = restRoute({
	auth: 'required',
	input: z.object({}),
	async run({ db, viewer, cookies }) {
		const session = viewer!;
		const expiresAt = new Date(session.expiresAt);
		if (expiresAt.getTime() - Date.now() > REFRESH_WINDOW_MS) {
			return { data: { refreshed: false, expires_at: expiresAt.toISOString() } };
		}
		const rotated = await rotateSession(db, session.sessionId);
		setCurrentSession(cookies, rotated);
		return { data: { refreshed: true, expires_at: rotated.expiresAt.toISOString() } };
	},
});
