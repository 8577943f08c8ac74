/// <reference types="astro/client" />

declare namespace App {
	interface Locals {
		/** The signed-in (or limited-login, `loginState` 2) viewer, or null when signed out. */
		viewer: import('./lib/platform/access/viewer.ts').Viewer | null;
		/** Id of this request, also sent as `X-Request-Id` and in every log line. */
		requestId: string;
		/** The CSRF token of this browser, for forms to embed. */
		csrfToken: string;
		/**
		 * Database for this request, the only handle pages, endpoints, components and layouts
		 * use. The middleware sets it on every request: the one a caller injected (integration
		 * tests calling a route against their own database), else the process database.
		 */
		db: import('kysely').Kysely<import('./lib/platform/db/database.ts').Database>;
		/** The caller's network address (the proxy's header only when TRUSTED_PROXIES or TRUST_PROXY is set). */
		clientAddress: string;
		/** ISO country code of the request (STA-06 `force_country` headers, else geo headers, else US). */
		country: string;
		/** Region within the country when known (e.g. a US state such as `FL`), else null. */
		region: string | null;
		/**
		 * The language this request renders in (`de`, `en-US`, …; docs/i18n.md): the address's
		 * prefix, else the viewer's setting, the `cb_lang` cookie, `Accept-Language`, `en`.
		 */
		language: string;
		/** `/de` when the address carries a language prefix, else `''`. */
		languagePrefix: string;
		/** The address's language prefix, taken off before routing (`language-prefix.server.ts`). */
		pathLanguage?: string;
		/** Set by `markPublicPage`: a shared cache may keep this page for signed-out visitors. */
		publicPage?: boolean;
	}
}

/** Set at build time: identifies the deployed build (STA-08). */
declare const __BUILD_ID__: string;
