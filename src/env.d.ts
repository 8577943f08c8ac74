/// <reference types="astro/client" />

declare namespace App {
	interface Locals {
		/** The signed-in viewer, or null when signed out. */
		viewer: import('./lib/auth/viewer.ts').Viewer | null;
		/** Id of this request, also sent as `X-Request-Id` and in every log line. */
		requestId: string;
		/** The CSRF token of this browser, for forms to embed. */
		csrfToken: string;
	}
}

/** Set at build time: identifies the deployed build (STA-08). */
declare const __BUILD_ID__: string;
