/**
 * The language of what is being rendered now, readable from any module on the server or in the
 * browser without importing server code into islands.
 *
 * In the browser it is the page's `<html lang>`. On the server, `language-scope.server.ts`
 * installs a reader of its request-scoped store under a well-known symbol on `globalThis`
 * (a symbol, so that the server bundle and code loaded beside it share one store); with no
 * request (a script, a test, a job outside `withLanguage`) it is English.
 */
const READER = Symbol.for('corkboard.i18n.currentLanguage');

type Reader = () => string | undefined;

/** The current language tag (`en`, `de`, `en-GB`, …). */
export function currentLanguage(): string {
	if (typeof document !== 'undefined') {
		// A test's stand-in document may have no root element.
		return document.documentElement?.lang || 'en';
	}
	const reader = (globalThis as { [READER]?: Reader })[READER];
	return reader?.() ?? 'en';
}

/** Server only: installs the reader of the request-scoped language. */
export function installLanguageReader(reader: Reader): void {
	(globalThis as { [READER]?: Reader })[READER] = reader;
}
