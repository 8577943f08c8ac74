/**
 * Reads what the plain server must copy from the build (the route manifest in dist/server):
 * each page's stylesheets and Astro scope ids, the hashed URLs of island and script modules,
 * the scripts Astro inlines, and the client-directive scripts. That way the plain server ships
 * exactly the bytes our pages ship.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The root class of each layout component with scoped styles (BaseLayout and what it renders).
 * Those that render nothing for a signed-out visitor (verify-email, consent) are listed too, so
 * their scopes are not taken for the page's own.
 */
const SHELL_CLASSES = {
	header: 'site-header',
	footer: 'site-footer',
	cookiesDisabled: 'cookies-disabled',
	verifyEmail: 'verify-email',
	consent: 'consent',
	unauthSettings: 'unauth-settings',
	scrollBanner: 'scroll-banner',
	extensionUpsell: 'extension-upsell',
} as const;

/** Astro's scope attribute of each layout component (` data-astro-cid-…`, or `''`). */
export type ShellScopes = Record<keyof typeof SHELL_CLASSES, string>;

/** What a page needs from the build. Scopes are ` data-astro-cid-…` attributes or `''`. */
export interface PageStyles {
	/** The page's `<style>`/`<link rel=stylesheet>` elements, in Astro's order. */
	html: string;
	pageScope: string;
	shell: ShellScopes;
	/** Scopes of the page's own components, by the root class asked for (`offsite-dialog`, …). */
	parts: Record<string, string>;
}

export interface BuiltAssets {
	home: PageStyles;
	pin: PageStyles;
	board: PageStyles;
	/** OutboundLink.astro's `<script>` element, as Astro writes it. */
	outboundScript: string;
	/** CopyLink.astro's `<script>` element, as Astro writes it. */
	copyLinkScript: string;
	/** GridLoader.astro's `<script>` element (every pin grid's), as Astro writes it. */
	gridLoaderScript: string;
	/** PinCardOverlay.astro's `<script>` element (the cards' overlay and long press). */
	pinCardScript: string;
	/** The closeup's CloseupBack.astro `<script>` element, as Astro writes it. */
	closeupBackScript: string;
	/** Header.astro's `<script>` element, as Astro writes it (inline, or by URL when too big). */
	headerScript: string;
	/** SideNav.astro's `<script>` element (NAV-11's highlight). */
	sideNavScript: string;
	/** ShellRuntime.astro's `<script>` element (error reports, version watch, dialog openers). */
	shellRuntimeScript: string;
	/** UnauthUpsells.astro's `<script>` element (the signed-out upsells). */
	upsellsScript: string;
	/** URLs of the lazily loaded shell scripts: fingerprint, error modal, feedback dialogs. */
	fingerprintSrc: string;
	errorModalSrc: string;
	feedbackSrc: string;
	/** URL of AuthModalScript.astro's bundle: the `data-src` of the header's LazyScript. */
	authModalSrc: string;
	/** URL of SearchTypeaheadScript.astro's bundle (the header's search typeahead). */
	typeaheadSrc: string;
	/** Public URL of a client module by its import specifier (`~/islands/…`, `@astrojs/react/client.js`). */
	moduleUrl(specifier: string): string;
	/** Inline script of a client directive (`visible`, `idle`, …). */
	directive(name: string): string;
}

interface ManifestRoute {
	styles: { type: 'inline' | 'external'; content?: string; src?: string }[];
	routeData: { component: string };
}

interface Manifest {
	routes: ManifestRoute[];
	entryModules: Record<string, string>;
	inlinedScripts: [string, string][];
	clientDirectives: [string, string][];
}

const MARKER = 'deserializeManifest({';

/** The JSON object that starts at `start` (string-aware brace matching). */
function jsonObjectAt(text: string, start: number): string {
	let depth = 0;
	let inString = false;
	for (let i = start; i < text.length; i++) {
		const ch = text[i];
		if (inString) {
			if (ch === '\\') i++;
			else if (ch === '"') inString = false;
		} else if (ch === '"') inString = true;
		else if (ch === '{') depth++;
		else if (ch === '}' && --depth === 0) return text.slice(start, i + 1);
	}
	throw new Error('Unterminated manifest object');
}

function readManifest(serverDir: string): Manifest {
	const chunks = path.join(serverDir, 'chunks');
	const files = [
		path.join(serverDir, 'entry.mjs'),
		...fs.readdirSync(chunks).map((f) => path.join(chunks, f)),
	];
	for (const file of files) {
		const text = fs.readFileSync(file, 'utf8');
		const at = text.indexOf(MARKER);
		if (at !== -1) return JSON.parse(jsonObjectAt(text, at + MARKER.length - 1)) as Manifest;
	}
	throw new Error(`No route manifest found in ${serverDir}; is the site built?`);
}

const CID = ' data-astro-cid-';

function scopeOf(css: string, className: string): string {
	const m = new RegExp(`\\.${className}\\[data-astro-cid-([a-z0-9]+)\\]`).exec(css);
	return m ? `${CID}${m[1]}` : '';
}

function pageStyles(
	routes: ManifestRoute[],
	component: string,
	/** Root classes of scoped components the page renders besides the layout's. */
	partClasses: string[] = [],
): PageStyles {
	const route = routes.find((r) => r.routeData.component === component);
	if (!route) throw new Error(`Route ${component} is not in the build`);
	const css = route.styles.map((s) => s.content ?? '').join('\n');
	const others = new Set(Array.from(css.matchAll(/data-astro-cid-([a-z0-9]+)/g), (m) => m[1]));
	const shell = {} as ShellScopes;
	for (const [key, className] of Object.entries(SHELL_CLASSES)) {
		const scope = scopeOf(css, className);
		shell[key as keyof ShellScopes] = scope;
		others.delete(scope.slice(CID.length));
	}
	const parts: Record<string, string> = {};
	for (const className of partClasses) {
		parts[className] = scopeOf(css, className);
		others.delete(parts[className].slice(CID.length));
	}
	if (others.size > 1) {
		throw new Error(
			`${component}: more scoped components than expected (a new one in the layout? add its root class to SHELL_CLASSES)`,
		);
	}
	const [page] = others;
	const html = route.styles
		.map((s) =>
			s.type === 'inline'
				? `<style>${s.content ?? ''}</style>`
				: `<link rel="stylesheet" href="${s.src}">`,
		)
		.join('');
	return { html, pageScope: page ? `${CID}${page}` : '', shell, parts };
}

/** The build's key for the first `<script>` of `component` (the manifest keys are absolute paths). */
function scriptKey(keys: Iterable<string>, component: string): string | undefined {
	const suffix = `/${component}?astro&type=script&index=0&lang.ts`;
	for (const key of keys) if (key.endsWith(suffix)) return key;
	return undefined;
}

/** Reads the build under `root/dist/server`. */
export function readBuiltAssets(root: string): BuiltAssets {
	const manifest = readManifest(path.join(root, 'dist/server'));
	const directives = new Map(manifest.clientDirectives);
	const inlined = new Map(manifest.inlinedScripts);
	const scriptUrl = (component: string) => {
		const file =
			manifest.entryModules[scriptKey(Object.keys(manifest.entryModules), component) ?? ''];
		if (!file) throw new Error(`${component} has no bundled script in the build`);
		return `/${file}`;
	};
	const scriptElement = (component: string) => {
		const inline = inlined.get(scriptKey(inlined.keys(), component) ?? '');
		return inline === undefined
			? `<script type="module" src="${scriptUrl(component)}"></script>`
			: `<script type="module">${inline}</script>`;
	};
	return {
		home: pageStyles(manifest.routes, 'src/pages/index.astro'),
		pin: pageStyles(manifest.routes, 'src/pages/pin/[segment]/index.astro', [
			'offsite-dialog',
			'rich',
			'closeup-back',
			'closeup__pinner',
		]),
		board: pageStyles(manifest.routes, 'src/pages/[username]/[board]/index.astro', [
			'board__header',
			'board-actions',
			'sections',
			// ProfilePage and its parts (the same route serves `/_created` and `/_saved`).
			'profile',
			'profile-boards',
			'profile-tabs',
			'pin-filters',
			'board-card',
		]),
		headerScript: scriptElement('src/components/shell/Header.astro'),
		sideNavScript: scriptElement('src/components/shell/SideNav.astro'),
		shellRuntimeScript: scriptElement('src/components/shell/ShellRuntime.astro'),
		upsellsScript: scriptElement('src/components/upsell/UnauthUpsells.astro'),
		fingerprintSrc: scriptUrl('src/components/shell/FingerprintScript.astro'),
		errorModalSrc: scriptUrl('src/components/shell/ErrorModalScript.astro'),
		feedbackSrc: scriptUrl('src/components/shell/FeedbackScript.astro'),
		outboundScript: scriptElement('src/components/offsite/OutboundLink.astro'),
		copyLinkScript: scriptElement('src/components/pins/CopyLink.astro'),
		gridLoaderScript: scriptElement('src/islands/feed/GridLoader.astro'),
		pinCardScript: scriptElement('src/components/feed/PinCardOverlay.astro'),
		closeupBackScript: scriptElement('src/pages/pin/_components/CloseupBack.astro'),
		authModalSrc: scriptUrl('src/components/auth/AuthModalScript.astro'),
		typeaheadSrc: scriptUrl('src/islands/search/SearchTypeaheadScript.astro'),
		moduleUrl(specifier) {
			const file = manifest.entryModules[specifier];
			if (!file) throw new Error(`${specifier} is not a client module of the build`);
			return `/${file}`;
		},
		directive(name) {
			const script = directives.get(name);
			if (script === undefined) throw new Error(`Unknown client directive ${name}`);
			return script;
		},
	};
}
