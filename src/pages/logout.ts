import type { APIRoute } from 'astro';
import { deleteSession, SESSION_COOKIE } from '~/lib/auth/session.server.ts';
import { db } from '~/lib/db/client.server.ts';

/** Ends the session (form POST; the middleware has checked the CSRF token) and goes home. */
export const POST: APIRoute = async ({ locals, cookies, redirect }) => {
	if (locals.viewer) await deleteSession(db(), locals.viewer.sessionId);
	cookies.delete(SESSION_COOKIE, { path: '/' });
	return redirect('/', 303);
};
