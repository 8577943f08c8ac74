import type { IncomingMessage, ServerResponse } from 'node:http';
import { languagePrefix, splitLanguagePath } from './languages.ts';

/**
 * Serves `/de/pin/1/` as the page `/pin/1/` in German (docs/i18n.md), in front of Astro: the
 * prefix is taken off the request's URL before Astro routes it, and the language goes to the
 * middleware as a request local (`pathLanguage`), which a client cannot set. Doing this before
 * routing, rather than with a rewrite inside Astro's middleware, matters: after a rewrite Astro
 * still emits the scripts of the route it first matched (here a profile route), so a rewritten
 * page loses its own scripts. A prefix in another case is redirected to the lower-case one.
 */
interface PrefixLocals {
	/** The address's language (`de`), or absent without a prefix. */
	pathLanguage?: string;
}

type NodeHandler = (
	req: IncomingMessage,
	res: ServerResponse,
	next?: (error?: unknown) => void,
	locals?: object,
) => unknown;

export function withLanguagePrefixes(handler: NodeHandler, allowPseudo: boolean): NodeHandler {
	return (req, res, next, locals) => {
		const url = req.url ?? '/';
		const queryAt = url.indexOf('?');
		const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
		const { language, path } = splitLanguagePath(pathname, allowPseudo);
		if (!language) return handler(req, res, next, locals);
		const query = queryAt === -1 ? '' : url.slice(queryAt);
		const prefix = languagePrefix(language);
		if (!pathname.startsWith(prefix)) {
			res.writeHead(301, { location: `${prefix}${path}${query}`, 'cache-control': 'no-store' });
			res.end();
			return undefined;
		}
		req.url = path + query;
		const prefixed = { ...locals, pathLanguage: language } satisfies PrefixLocals;
		// Astro's node handler gives a page our locals only when a route matches: for a path no
		// route matches it renders its 404 page without them, so in English, unless it has a
		// `next` to hand the request to. That `next` renders the 404 route with the language.
		const notFound = () => {
			req.url = '/404';
			return handler(req, res, next, prefixed);
		};
		return handler(req, res, next ?? notFound, prefixed);
	};
}
