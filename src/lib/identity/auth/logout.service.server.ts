import type { APIContext } from 'astro';
import { CookieJar } from '../../platform/http/cookie-jar.server.ts';
import { sha256Hex } from '../../platform/security/secret-token.server.ts';
import type { AuthContext } from './browser-session.server.ts';
import { liveSessionByToken } from './session.server.ts';
import {
	clearSessionCookies,
	currentToken,
	setCurrentSession,
	setStoredTokens,
	storedTokens,
} from './session-cookies.server.ts';
import {
	deleteSessions,
	deleteSessionsOpenedBy,
	findSessionOwnersByTokenHash,
} from './sessions.repository.server.ts';

/** What logging out answers: where to go, and how many accounts this browser still holds. */
export interface LogoutAnswer {
	next_url: string;
	accounts_left: number;
}

/**
 * AUTH-12, AUTH-14, AUTH-15: ends the current session (a linked-business session included, and
 * when a person logs out, the business sessions they opened).
 * When the browser holds other accounts, the first one whose session is live becomes current and
 * dead ones are dropped; otherwise both cookies are cleared. Idempotent: a signed-out or
 * limited-login caller gets the same answer shape.
 */
export async function logOut(
	ctx: Pick<AuthContext, 'db' | 'viewer' | 'cookies'>,
): Promise<LogoutAnswer> {
	const current = currentToken(ctx.cookies);
	const ending = current
		? await findSessionOwnersByTokenHash(ctx.db, sha256Hex(current))
		: undefined;
	const sessionIds = [ending?.id, ctx.viewer?.sessionId].filter((id): id is string => !!id);
	if (sessionIds.length > 0) {
		await deleteSessions(ctx.db, sessionIds);
	}
	// A person logging out also ends the linked-business sessions they opened (MAS-07): those
	// act on their behalf and must not outlive their own login in this browser.
	const person = ending && ending.owner_user_id === null ? ending.user_id : null;
	if (person) await deleteSessionsOpenedBy(ctx.db, person);

	const live: { token: string; expiresAt: Date }[] = [];
	for (const token of storedTokens(ctx.cookies)) {
		if (token === current) continue;
		const session = await liveSessionByToken(ctx.db, token);
		if (session) live.push({ token, expiresAt: new Date(session.expires_at) });
	}
	const [next, ...rest] = live;
	if (!next) {
		clearSessionCookies(ctx.cookies);
		return { next_url: '/', accounts_left: 0 };
	}
	setCurrentSession(ctx.cookies, next);
	setStoredTokens(
		ctx.cookies,
		rest.map((s) => s.token),
	);
	return { next_url: '/', accounts_left: live.length };
}

/** `POST /logout` from a plain form: the same flow, then a 303 to the home page. */
export async function logOutFromPage(context: APIContext): Promise<Response> {
	const cookies = new CookieJar(context.request);
	await logOut({
		db: context.locals.db,
		viewer: context.locals.viewer,
		cookies,
	});
	return cookies.applyTo(new Response(null, { status: 303, headers: { location: '/' } }));
}
