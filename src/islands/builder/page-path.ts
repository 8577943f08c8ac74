import { isLanguageSegment } from '~/lib/platform/i18n/languages.ts';

/**
 * One of our pages' paths under the language prefix of the page being read (`/pin/1/` on
 * `/de/pin-creation-tool/` → `/de/pin/1/`), for links and addresses the browser makes itself:
 * the server only rewrites the links of the HTML it sends (`localize-links.server.ts`). On the
 * server (no `location`) the path is answered as it is, and the server's rewriting adds the
 * prefix, so a hydrated link matches.
 */
export function inPageLanguage(path: string): string {
	if (typeof location === 'undefined') return path;
	const first = location.pathname.split('/')[1] ?? '';
	return first && isLanguageSegment(first) ? `/${first}${path}` : path;
}
