import { createHash } from 'node:crypto';
import idleDirective from 'astro/runtime/client/idle.prebuilt.js';
import loadDirective from 'astro/runtime/client/load.prebuilt.js';
import mediaDirective from 'astro/runtime/client/media.prebuilt.js';
import onlyDirective from 'astro/runtime/client/only.prebuilt.js';
import visibleDirective from 'astro/runtime/client/visible.prebuilt.js';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import islandScriptDev from 'astro/runtime/server/astro-island.prebuilt-dev.js';
import { config } from '../config/config.server.ts';
import {
	ampPolicy,
	mediaOriginOf,
	type PolicySources,
	pagePolicy,
	showsWebImages,
} from './content-security-policy.ts';
import { INLINE_SCRIPTS } from './inline-scripts.ts';

/**
 * The inline scripts Astro writes into a page with React islands: the `<astro-island>` element
 * (development and production builds) and one bootstrap per `client:*` directive. They are
 * fixed texts of the installed Astro, imported from the same modules Astro renders them from,
 * so their hashes follow an Astro upgrade by themselves. (Astro also inlines small bundled
 * `<script>`s; `astro.config.mjs` turns that off, so those are module files under `'self'`.)
 */
const ASTRO_INLINE_SCRIPTS: readonly string[] = [
	islandScript,
	islandScriptDev,
	idleDirective,
	loadDirective,
	mediaDirective,
	onlyDirective,
	visibleDirective,
];

/** The CSP source of a script text: `sha256-` and its base64 SHA-256 (UTF-8). */
export function scriptHash(text: string): string {
	return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** Header name: enforced in a build; report-only under `astro dev`, whose Vite client injects scripts. */
export const CSP_HEADER = import.meta.env.DEV
	? 'Content-Security-Policy-Report-Only'
	: 'Content-Security-Policy';

let policies: { page: string; amp: string; webImages: string } | undefined;

/** What the policies allow, from the installed Astro, `INLINE_SCRIPTS` and the config. */
export function policySources(): PolicySources {
	const mediaOrigin = mediaOriginOf(config().MEDIA_BASE_URL);
	return {
		scriptHashes: [...ASTRO_INLINE_SCRIPTS, ...Object.values(INLINE_SCRIPTS)].map(scriptHash),
		mediaOrigins: mediaOrigin ? [mediaOrigin] : [],
	};
}

/**
 * The Content-Security-Policy value for an HTML page at `pathname`. Both policies are made once
 * per process: they depend only on the build and the config, never on the request, so a page
 * from a shared cache carries a policy that is right for everyone.
 */
export function contentSecurityPolicy(pathname: string): string {
	if (!policies) {
		const sources = policySources();
		policies = {
			page: pagePolicy(sources),
			amp: ampPolicy(sources),
			webImages: pagePolicy(sources, { webImages: true }),
		};
	}
	if (pathname.startsWith('/amp/')) return policies.amp;
	return showsWebImages(pathname) ? policies.webImages : policies.page;
}
