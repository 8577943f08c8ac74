/**
 * The inline scripts our own templates write, each as its exact text. The Content Security
 * Policy lets an inline script run only when its SHA-256 is listed
 * (`content-security-policy.server.ts` hashes every entry here at start), so:
 *
 * - render an entry with `<script is:inline set:html={INLINE_SCRIPTS.x} />`, never by typing
 *   the text into a template: the browser hashes the characters between the tags, and a
 *   reformatted copy would be refused;
 * - prefer a bundled `<script>` (a module file, allowed by `'self'`); an inline script belongs
 *   here only when it must run before the page paints and is worth no request.
 *
 * Entries must not depend on the request: they are hashed once, and the page may be served
 * from a shared cache (`cache-policy.ts`), where a per-request nonce would be wrong.
 */
export const INLINE_SCRIPTS = {
	/** CMP-06: reveals the "enable cookies" notice before the first paint. */
	cookiesDisabled:
		"if(!navigator.cookieEnabled)document.getElementById('cookies-disabled').hidden=false;",
} as const satisfies Record<string, string>;
