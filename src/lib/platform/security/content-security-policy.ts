/**
 * The Content Security Policy of our HTML pages, as pure functions of what they allow; the
 * server fills in the hashes and the media origin (`content-security-policy.server.ts`).
 * Why each directive is there: `docs/security/xss-and-csp.md`.
 */

export interface PolicySources {
	/**
	 * `'sha256-…'` sources of the inline scripts allowed to run: Astro's island bootstrap and
	 * `INLINE_SCRIPTS`. Nothing else inline runs, and no event-handler attribute at all.
	 */
	scriptHashes: readonly string[];
	/** Origins images are served from besides our own (the media CDN), e.g. `https://cdn.example`. */
	mediaOrigins: readonly string[];
}

/** Where the AMP runtime and its components come from (SEO-04 AMP pages only). */
export const AMP_CDN = 'https://cdn.ampproject.org';

function join(directives: readonly (readonly string[])[]): string {
	return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * The policy of every page but AMP: scripts from our origin or with a listed hash (no
 * `'unsafe-inline'`, no `'unsafe-eval'`); styles may be inline, because server-rendered
 * masonry and placeholders use `style` attributes; images from us, the media origin and
 * `data:` (the tiny placeholders); no plugins, no `<base>` elsewhere, forms only to us, and
 * no framing of our pages by anyone (clickjacking).
 */
export function pagePolicy(
	{ scriptHashes, mediaOrigins }: PolicySources,
	{ webImages = false }: { webImages?: boolean } = {},
): string {
	return join([
		['default-src', "'self'"],
		['script-src', "'self'", ...scriptHashes.map((h) => `'${h}'`)],
		['style-src', "'self'", "'unsafe-inline'"],
		['img-src', "'self'", 'data:', ...mediaOrigins, ...(webImages ? ['https:', 'http:'] : [])],
		// Video pins' files and captions come from the media origin too.
		['media-src', "'self'", ...mediaOrigins],
		['object-src', "'none'"],
		['base-uri', "'self'"],
		['form-action', "'self'"],
		['frame-ancestors', "'none'"],
	]);
}

/**
 * Pages that show pictures of other websites: the pin builder, whose image finder (BLD-19)
 * lists a page's images straight from their site before the person picks one to save. Only
 * `img-src` widens there (to any http(s) image); scripts, frames and forms stay as everywhere.
 */
const WEB_IMAGE_PAGE_PREFIXES = ['/pin-creation-tool', '/idea-pin-builder'] as const;

export function showsWebImages(pathname: string): boolean {
	return WEB_IMAGE_PAGE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * The policy of AMP pages (`/amp/…`): their only script is the AMP runtime from its CDN and
 * their styles are inline by the AMP rules. They carry no `frame-ancestors`, because AMP
 * viewers show AMP pages in frames; they hold no form or button a framing site could abuse.
 */
export function ampPolicy({ mediaOrigins }: PolicySources): string {
	return join([
		['default-src', "'self'"],
		['script-src', `${AMP_CDN}/`],
		['connect-src', "'self'", `${AMP_CDN}/`],
		['style-src', "'unsafe-inline'"],
		['img-src', "'self'", 'data:', ...mediaOrigins],
		['object-src', "'none'"],
		['base-uri', "'self'"],
		['form-action', "'self'"],
	]);
}

/**
 * The origin of an absolute media base URL (`https://cdn.example/media` → `https://cdn.example`),
 * or null for a path on our own origin (`/media`) or text that is no http(s) URL.
 */
export function mediaOriginOf(mediaBaseUrl: string): string | null {
	if (!/^https?:\/\//i.test(mediaBaseUrl)) return null;
	try {
		return new URL(mediaBaseUrl).origin;
	} catch {
		return null;
	}
}
