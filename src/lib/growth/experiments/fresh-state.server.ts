import type { Kysely } from 'kysely';
import {
	isFullyAuthenticated,
	LOGIN_STATE,
	type LoginState,
	type Viewer,
} from '../../platform/access/viewer.ts';
import { ourOrigins } from '../../platform/config/public-origin.server.ts';
import type { Database } from '../../platform/db/database.ts';
import { CookieJar } from '../../platform/http/cookie-jar.server.ts';
import { jsonSuccess } from '../../platform/http/envelope.ts';
import { AppError } from '../../platform/http/errors.ts';
import { errorResponse } from '../../platform/http/handle-errors.server.ts';
import { visitorCookiesOfJar, visitorId } from '../../platform/http/visitor.server.ts';
import { subjectKey } from './assignment.ts';
import type { ExperienceMap } from './experiences.ts';
import { experiencesOf, sourceDisablesExperiments } from './experiments.service.server.ts';
import { allGroups, experimentsDisabled } from './experiments.ts';

/** STA-10: the path the middleware answers (Astro never routes paths under `_`). */
export function isFreshStatePath(pathname: string): boolean {
	return pathname === '/_/_/state' || pathname === '/_/_/state/';
}

/** The fresh state of the viewer, for a page rendered for someone else or long ago (STA-10). */
interface FreshState {
	/** The page the state is for, as asked. */
	source_url: string;
	viewer: {
		/** A full login (ACC-01 `AUTH`). */
		is_authenticated: boolean;
		/** ACC-01: 0 signed out, 1 signed in, 2 limited-login. */
		login_state: LoginState;
		user_id: string | null;
		username: string | null;
	};
	/** LOG-10: the viewer's open experiences (empty unless fully signed in). */
	experiences: ExperienceMap;
	/** The viewer's group in each experiment (empty with `?disable_experiments`, LOG-09). */
	experiment_groups: Record<string, string>;
}

/**
 * Same origin only: a browser says where a fetch comes from in `Sec-Fetch-Site`, and in
 * `Origin`/`Referer` when it sends them; any of those naming another site is refused. A call
 * with none of them (curl, a test) is let through: no browser page of another site can make it.
 */
function isSameOriginFetch(request: Request, allowed: readonly string[]): boolean {
	const site = request.headers.get('sec-fetch-site');
	if (site !== null && site !== 'same-origin') return false;
	for (const header of ['origin', 'referer']) {
		const value = request.headers.get(header);
		if (!value) continue;
		try {
			if (!allowed.includes(new URL(value).origin)) return false;
		} catch {
			return false;
		}
	}
	return true;
}

/** A path of this site (`/pin/1/?x=y`), not a URL of another one. */
function isLocalPath(value: string): boolean {
	return (
		value.startsWith('/') &&
		!value.startsWith('//') &&
		!value.startsWith('/\\') &&
		value.length <= 2048
	);
}

/**
 * `GET /_/_/state?source_url={path}` (STA-10, API-52): the viewer's state now, their open
 * experiences and experiment groups, to replace those of a cached render. Never cached
 * (`private, no-store`); no secrets (no tokens, no email). Refused with the error envelope
 * from another site (`StateCrossOrigin`) or without a local `source_url` (`InvalidOptions`).
 */
export async function handleFreshState(input: {
	request: Request;
	url: URL;
	viewer: Viewer | null;
	db: Kysely<Database>;
	requestId?: string;
}): Promise<Response> {
	const { request, url, viewer, db } = input;
	const cookies = new CookieJar(request);
	try {
		if (request.method !== 'GET' && request.method !== 'HEAD') {
			throw new AppError('MethodNotAllowed', { detail: 'Use GET.' });
		}
		if (!isSameOriginFetch(request, ourOrigins())) throw new AppError('StateCrossOrigin');
		const sourceUrl = url.searchParams.get('source_url') ?? '';
		if (!isLocalPath(sourceUrl)) {
			throw new AppError('InvalidOptions', {
				detail: 'source_url: must be a path of this site, such as /pin/123/',
			});
		}
		const disabled = experimentsDisabled(url) || sourceDisablesExperiments(sourceUrl);
		const userId = viewer?.id ?? null;
		const visitor = userId || disabled ? null : visitorId(visitorCookiesOfJar(cookies), true);
		const state: FreshState = {
			source_url: sourceUrl,
			viewer: {
				is_authenticated: isFullyAuthenticated(viewer),
				login_state: viewer?.loginState ?? LOGIN_STATE.UNAUTH,
				user_id: userId,
				username: viewer?.username ?? null,
			},
			experiences: isFullyAuthenticated(viewer) ? await experiencesOf(db, viewer.id) : {},
			experiment_groups: allGroups(subjectKey(userId, visitor), { disabled }),
		};
		const response = cookies.applyTo(jsonSuccess(state));
		response.headers.set('cache-control', 'private, no-store');
		return response;
	} catch (error) {
		const response = cookies.applyTo(errorResponse(error, input.requestId));
		response.headers.set('cache-control', 'private, no-store');
		return response;
	}
}
