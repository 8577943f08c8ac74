/**
 * Reads what the plain server must copy from the build (the route manifest in dist/server):
 * each page's stylesheets and Astro scope ids, the hashed URLs of island modules, and the
 * client-directive scripts. That way the plain server ships exactly the bytes our pages ship.
 */
import fs from 'node:fs';
import path from 'node:path';

/** What a page needs from the build. Scopes are ` data-astro-cid-…` attributes or `''`. */
export interface PageStyles {
	/** The page's `<style>`/`<link rel=stylesheet>` elements, in Astro's order. */
	html: string;
	pageScope: string;
	headerScope: string;
	footerScope: string;
}

export interface BuiltAssets {
	home: PageStyles;
	pin: PageStyles;
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

function pageStyles(routes: ManifestRoute[], component: string): PageStyles {
	const route = routes.find((r) => r.routeData.component === component);
	if (!route) throw new Error(`Route ${component} is not in the build`);
	const css = route.styles.map((s) => s.content ?? '').join('\n');
	const headerScope = scopeOf(css, 'site-header');
	const footerScope = scopeOf(css, 'site-footer');
	const others = new Set(Array.from(css.matchAll(/data-astro-cid-([a-z0-9]+)/g), (m) => m[1]));
	others.delete(headerScope.slice(CID.length));
	others.delete(footerScope.slice(CID.length));
	if (others.size > 1) throw new Error(`${component}: more scoped components than expected`);
	const [page] = others;
	const html = route.styles
		.map((s) =>
			s.type === 'inline'
				? `<style>${s.content ?? ''}</style>`
				: `<link rel="stylesheet" href="${s.src}">`,
		)
		.join('');
	return { html, pageScope: page ? `${CID}${page}` : '', headerScope, footerScope };
}

/** Reads the build under `root/dist/server`. */
export function readBuiltAssets(root: string): BuiltAssets {
	const manifest = readManifest(path.join(root, 'dist/server'));
	const directives = new Map(manifest.clientDirectives);
	return {
		home: pageStyles(manifest.routes, 'src/pages/index.astro'),
		pin: pageStyles(manifest.routes, 'src/pages/pin/[segment].astro'),
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
