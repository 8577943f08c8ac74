import { defineMiddleware } from 'astro:middleware';
import { persistedQueries } from '~/app/persisted-queries.server.ts';
import { handleFreshState, isFreshStatePath } from '~/lib/growth/experiments/fresh-state.server.ts';
import { isLimitedLoginPageAllowed } from '~/lib/identity/auth/limited-login-routes.ts';
import { viewerFromToken } from '~/lib/identity/auth/session.server.ts';
import { SESSION_COOKIE } from '~/lib/identity/auth/session-cookies.server.ts';
import { isLimitedLogin } from '~/lib/platform/access/viewer.ts';
import { requestCountry } from '~/lib/platform/compliance/request-country.server.ts';
import { config } from '~/lib/platform/config/config.server.ts';
import { hasPublicOrigin, ourOrigins } from '~/lib/platform/config/public-origin.server.ts';
import { db } from '~/lib/platform/db/client.server.ts';
import { APP_VERSION_HEADER, appVersion } from '~/lib/platform/http/app-version.server.ts';
import { readBodyBytes } from '~/lib/platform/http/body.server.ts';
import { cacheDecision } from '~/lib/platform/http/cache-policy.ts';
import { clientAddressFrom } from '~/lib/platform/http/client-address.ts';
import { isSecureRequest } from '~/lib/platform/http/cookie-jar.server.ts';
import {
	CSRF_COOKIE,
	CSRF_FIELD,
	CSRF_HEADER,
	isApiPath,
	isCsrfExempt,
	isSafeMethod,
	isSameOrigin,
	newCsrfToken,
	tokensMatch,
} from '~/lib/platform/http/csrf.server.ts';
import { jsonFailure } from '~/lib/platform/http/envelope.ts';
import { AppError } from '~/lib/platform/http/errors.ts';
import { handlePersistedQuery } from '~/lib/platform/http/graphql.server.ts';
import { proxyTrust } from '~/lib/platform/http/proxy-trust.server.ts';
import {
	DEV_PATH_LANGUAGE_HEADER,
	devPathLanguage,
} from '~/lib/platform/i18n/language-prefix-dev.ts';
import { withLanguage } from '~/lib/platform/i18n/language-scope.server.ts';
import { isLanguageSegment, languagePrefix } from '~/lib/platform/i18n/languages.ts';
import { localizeLinks, localizeRedirect } from '~/lib/platform/i18n/localize-links.server.ts';
import { PAGE_LANGUAGE_HEADER } from '~/lib/platform/i18n/page-language-header.ts';
import {
	LANGUAGE_COOKIE,
	pageLanguageOf,
	requestLanguage,
} from '~/lib/platform/i18n/request-language.server.ts';
import { logger } from '~/lib/platform/log/logger.server.ts';
import { requestIdFrom } from '~/lib/platform/log/request-id.server.ts';
import {
	CSP_HEADER,
	contentSecurityPolicy,
} from '~/lib/platform/security/content-security-policy.server.ts';

/** Paths that never need a viewer: static files and media skip the session lookup. */
const NO_VIEWER = /^\/(media|_astro|favicon|robots\.txt|healthz|readyz)/;

async function formToken(request: Request): Promise<string | null> {
	const type = request.headers.get('content-type') ?? '';
	if (
		!type.startsWith('application/x-www-form-urlencoded') &&
		!type.startsWith('multipart/form-data')
	) {
		return null;
	}
	try {
		// Bounded like every body we read: a huge form is refused, not held in memory.
		const limit = Math.max(config().UPLOAD_MAX_BYTES, config().MAX_BODY_BYTES) + 64 * 1024;
		const bytes = await readBodyBytes(request.clone(), limit);
		const form = await new Response(new Uint8Array(bytes), {
			headers: { 'content-type': type },
		}).formData();
		const value = form.get(CSRF_FIELD);
		return typeof value === 'string' ? value : null;
	} catch {
		return null;
	}
}

/**
 * The caller's address: from the trusted proxy's header (CLIENT_ADDRESS_HEADER, by default
 * `X-Forwarded-For`) when TRUSTED_PROXIES or TRUST_PROXY says whom to believe it from
 * (`proxy-trust.server.ts`, `client-address.ts`), else the socket's.
 */
function clientAddressOf(context: { request: Request; clientAddress?: string }): string {
	let socketAddress: string | undefined;
	try {
		socketAddress = context.clientAddress;
	} catch {
		socketAddress = undefined;
	}
	return clientAddressFrom(
		context.request.headers.get(config().CLIENT_ADDRESS_HEADER),
		socketAddress,
		proxyTrust(),
	);
}

/**
 * Every request: a request id (`request-id.server.ts`), the CSRF cookie, the CSRF and Origin
 * check on writes (against `ourOrigins`: PUBLIC_ORIGIN, else the loopback origins), the
 * viewer from the session cookie, the app-version header, the caching headers
 * (`src/lib/platform/http/cache-policy.ts`), the Content Security Policy on HTML
 * (`docs/security/xss-and-csp.md`), and one structured log line.
 */
export const onRequest = defineMiddleware(async (context, next) => {
	const started = performance.now();
	const { request, url, cookies, locals } = context;
	const requestId = requestIdFrom(request.headers.get('x-request-id'));
	locals.requestId = requestId;
	locals.viewer = null;
	// The one database handle pages and endpoints read (`App.Locals.db`): one the caller
	// injected, else the process database (opened once per process, so this is a lookup).
	locals.db ??= db();
	locals.clientAddress = clientAddressOf(context);
	const { country, region } = requestCountry(request, url);
	locals.country = country;
	locals.region = region;

	const existingToken = cookies.get(CSRF_COOKIE)?.value;
	const csrfToken =
		existingToken && /^[A-Za-z0-9_-]{16,64}$/.test(existingToken) ? existingToken : newCsrfToken();
	locals.csrfToken = csrfToken;

	let response: Response;
	if (!isSafeMethod(request.method) && !isCsrfExempt(url.pathname)) {
		// Our configured origins only, never one made of the request's Host (ourOrigins).
		const allowed = ourOrigins();
		const sent =
			request.headers.get(CSRF_HEADER) ??
			(isApiPath(url.pathname) ? null : await formToken(request));
		const ok = isSameOrigin(request, allowed) && tokensMatch(sent, existingToken);
		if (!ok) {
			// The error page is rendered for a GET, so the rewrite does not meet this check again.
			response = isApiPath(url.pathname)
				? jsonFailure(new AppError('CsrfFailed'))
				: await context.rewrite(new Request(new URL('/csrf_error', url), { method: 'GET' }));
			return finish(response);
		}
	}

	if (!NO_VIEWER.test(url.pathname)) {
		const token = cookies.get(SESSION_COOKIE)?.value;
		if (token) locals.viewer = await viewerFromToken(locals.db, token);
	}

	// The request's language (docs/i18n.md). A `/de/…` address is the page at `/…` in German: the
	// server took the prefix off before routing (`language-prefix.server.ts`; under `astro dev`,
	// `build/language-prefixes.ts`, whose header only the dev server honours).
	const pathLanguage =
		locals.pathLanguage ??
		(import.meta.env.DEV ? devPathLanguage(request.headers.get(DEV_PATH_LANGUAGE_HEADER)) : null);
	locals.language = requestLanguage({
		pathLanguage,
		// An island's call answers in its page's language; pages never take it from a header.
		pageLanguage: isApiPath(url.pathname)
			? pageLanguageOf(request.headers.get(PAGE_LANGUAGE_HEADER), config().PSEUDO_LOCALE)
			: null,
		setting: locals.viewer?.locale,
		cookie: cookies.get(LANGUAGE_COOKIE)?.value,
		acceptLanguage: request.headers.get('accept-language'),
	});
	locals.languagePrefix = pathLanguage ? languagePrefix(pathLanguage) : '';

	// LIM-06: a limited-login viewer may open only some pages; others ask them to log in again.
	if (
		isLimitedLogin(locals.viewer) &&
		request.method === 'GET' &&
		!isApiPath(url.pathname) &&
		!isLimitedLoginPageAllowed(url.pathname)
	) {
		const next = encodeURIComponent(url.pathname + url.search);
		return finish(context.redirect(`/login?limited=1&next=${next}`, 302));
	}

	// Astro never routes paths under `_`, so the persisted-query endpoint is answered here.
	if (url.pathname === '/_/graphql/' || url.pathname === '/_/graphql') {
		response =
			request.method === 'POST'
				? await handlePersistedQuery({
						queries: persistedQueries,
						request,
						viewer: locals.viewer,
						db: locals.db,
						requestId,
						clientAddress: locals.clientAddress,
					})
				: jsonFailure(new AppError('MethodNotAllowed', { detail: 'Use POST.' }));
		return finish(response);
	}

	// STA-10: the fresh viewer state for cached renders, under `_` too.
	if (isFreshStatePath(url.pathname)) {
		return finish(
			await handleFreshState({ request, url, viewer: locals.viewer, db: locals.db, requestId }),
		);
	}

	response = await withLanguage(locals.language, () => next());
	if (pathLanguage && response.headers.get('content-type')?.startsWith('text/html')) {
		const html = localizeLinks(await response.text(), locals.languagePrefix, isLanguageSegment);
		const headers = new Headers(response.headers);
		headers.delete('content-length'); // the links grew: the length is counted anew
		response = new Response(html, { status: response.status, headers });
	}
	return finish(response);

	function finish(answer: Response): Response {
		// A redirect answered for `/de/…` stays under `/de/` (Today and topic slugs, login and back).
		const res = localizeRedirect(answer, locals.languagePrefix ?? '', isLanguageSegment);
		// Caching: a public page for a visitor with no session may be shared, and then must not
		// carry this browser's CSRF cookie (the client gets one from `/_/_/state` when it needs it).
		const cache = cacheDecision({
			method: request.method,
			status: res.status,
			publicPage: locals.publicPage === true,
			hasSessionCookie: cookies.has(SESSION_COOKIE),
			setsCookies: res.headers.has('set-cookie') || !cookies.headers().next().done,
			existing: res.headers.get('cache-control'),
			originConfigured: hasPublicOrigin(),
			path: url.pathname,
		});
		if (existingToken !== csrfToken && !cache.shared) {
			cookies.set(CSRF_COOKIE, csrfToken, {
				path: '/',
				sameSite: 'lax',
				secure: isSecureRequest(request),
				maxAge: 60 * 60 * 24 * 365,
			});
		}
		try {
			res.headers.set(APP_VERSION_HEADER, appVersion());
			res.headers.set('X-Request-Id', requestId);
			res.headers.set('X-Content-Type-Options', 'nosniff');
			res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
			res.headers.set('Cache-Control', cache.cacheControl);
			if (cache.vary) res.headers.set('Vary', cache.vary);
			if (res.headers.get('content-type')?.startsWith('text/html')) {
				res.headers.set(CSP_HEADER, contentSecurityPolicy(url.pathname));
			}
		} catch {
			// Responses built from fetch() have immutable headers; they are passed on as they are.
		}
		logger.info('request', {
			requestId,
			method: request.method,
			path: url.pathname,
			status: res.status,
			ms: Math.round((performance.now() - started) * 10) / 10,
			viewer: locals.viewer?.id,
		});
		return res;
	}
});
