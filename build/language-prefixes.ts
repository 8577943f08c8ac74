/**
 * `astro dev` only: serves `/de/…` as `/…` in German, as `scripts/start.ts` does for the built
 * server (`src/lib/platform/i18n/language-prefix.server.ts`), by taking the prefix off the URL
 * before Astro's dev server routes it and naming the language in a header the middleware
 * honours only in development.
 */
import type { Plugin } from 'vite';
import { DEV_PATH_LANGUAGE_HEADER } from '../src/lib/platform/i18n/language-prefix-dev.ts';
import { splitLanguagePath } from '../src/lib/platform/i18n/languages.ts';

export function languagePrefixes(): Plugin {
	return {
		name: 'corkboard:language-prefixes',
		apply: 'serve',
		configureServer(server) {
			server.middlewares.use((req, _res, next) => {
				delete req.headers[DEV_PATH_LANGUAGE_HEADER];
				const url = req.url ?? '/';
				const queryAt = url.indexOf('?');
				const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
				const { language, path } = splitLanguagePath(pathname, true);
				if (language && !pathname.startsWith('/@') && !pathname.startsWith('/src/')) {
					req.url = path + (queryAt === -1 ? '' : url.slice(queryAt));
					req.headers[DEV_PATH_LANGUAGE_HEADER] = language;
				}
				next();
			});
		},
	};
}
