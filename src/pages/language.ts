import type { APIContext, APIRoute } from 'astro';
import { CookieJar } from '~/lib/platform/http/cookie-jar.server.ts';
import { formString, readForm } from '~/lib/platform/http/form.server.ts';
import { LANGUAGE_COOKIE } from '~/lib/platform/i18n/request-language.server.ts';
import { languageChoice } from '~/lib/platform/ui/language-picker.ts';
import shellMessages from '~/messages/shell/index.ts';

/**
 * `/language`: the footer's language picker (Footer.astro), which works without JavaScript.
 * `lang` is a language of the site (`knownLanguage`; anything else is refused with 400 and
 * never echoed), `next` the page the visitor was on. The choice is kept in `cb_lang` for a year
 * and the browser goes back (303) to `next` without its language prefix, a path on this site
 * only, so that address now answers in the chosen language (docs/i18n.md).
 *
 * The footer's form is a GET: a signed-out page may come from a shared cache, where a form's
 * CSRF token is not this browser's, and a GET needs none. What a GET may change is only this
 * preference, and only when the browser says the request came from our own pages or from the
 * person (`Sec-Fetch-Site` `same-origin` or `none`, or a browser that does not send it): a link
 * on another site just lands on the page. POST (a form with the CSRF field, checked by the
 * middleware) does the same.
 */
export const GET: APIRoute = (context) =>
	choose(context, context.url.searchParams.get('lang'), context.url.searchParams.get('next'));

export const POST: APIRoute = async (context) => {
	const form = await readForm(context.request);
	return choose(context, formString(form, 'lang', 32), formString(form, 'next', 2048));
};

/** One year, in seconds. */
const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

function choose(context: APIContext, lang: string | null, next: string | null): Response {
	const choice = languageChoice(lang, next);
	if (!choice) {
		return new Response(shellMessages().languageUnknown(), {
			status: 400,
			headers: { 'content-type': 'text/plain; charset=utf-8' },
		});
	}
	const headers = new Headers({ location: choice.location });
	if (context.request.method !== 'GET' || !fromElsewhere(context.request)) {
		const cookies = new CookieJar(context.request);
		cookies.set(LANGUAGE_COOKIE, choice.language, {
			maxAge: LANGUAGE_COOKIE_MAX_AGE,
			sameSite: 'lax',
			path: '/',
		});
		for (const header of cookies.setCookieHeaders()) headers.append('set-cookie', header);
	}
	return new Response(null, { status: 303, headers });
}

/** A request another site (or a sibling subdomain) made the browser send. */
function fromElsewhere(request: Request): boolean {
	const site = request.headers.get('sec-fetch-site');
	return site === 'cross-site' || site === 'same-site';
}
