/**
 * The JavaScript a page ships: inline `<script>`s (not JSON-LD or other data blocks),
 * `<script src>`, `<link rel=modulepreload>`, island component and renderer modules, and every
 * module those import statically. Each piece is compressed on its own (gzip -9 and brotli),
 * as a server would send it; modules loaded later by dynamic `import()` are not counted, except
 * the message modules of the page's language (`src/messages/<namespace>/compiled/de.js`, built
 * as `de.<hash>.js`): an island on a German page awaits them before it hydrates (docs/i18n.md).
 */
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

interface JsPiece {
	/** URL, or `inline #n`. */
	source: string;
	raw: number;
	gzip: number;
	brotli: number;
}

export interface PageJs {
	pieces: JsPiece[];
	raw: number;
	gzip: number;
	brotli: number;
}

const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

function attribute(tag: string, name: string): string | undefined {
	const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
	return m ? (m[1] ?? m[2] ?? m[3] ?? '').replace(/&amp;/g, '&') : undefined;
}

function sizes(source: string, code: string): JsPiece {
	const buf = Buffer.from(code);
	return {
		source,
		raw: buf.length,
		gzip: gzipSync(buf, { level: 9 }).length,
		brotli: brotliCompressSync(buf, {
			params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: buf.length },
		}).length,
	};
}

/** Specifiers of static `import … from "x"`, `import "x"` and `export … from "x"`. */
function staticImports(code: string): string[] {
	const re = /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
	return Array.from(code.matchAll(re), (m) => m[1]!);
}

/** Inline scripts and the URLs of the modules a page's HTML references directly. */
function scriptsInHtml(html: string): { inline: string[]; urls: string[] } {
	const inline: string[] = [];
	const urls: string[] = [];
	for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
		const tag = `<script ${m[1]}>`;
		const src = attribute(tag, 'src');
		const type = (attribute(tag, 'type') ?? '').toLowerCase();
		if (src) urls.push(src);
		else if (JS_TYPES.has(type) && m[2]!.trim()) inline.push(m[2]!);
	}
	for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
		const rel = attribute(m[0], 'rel')?.toLowerCase().split(/\s+/) ?? [];
		const href = attribute(m[0], 'href');
		if (href && rel.includes('modulepreload')) urls.push(href);
	}
	for (const m of html.matchAll(/<astro-island\b[^>]*>/gi)) {
		for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
			const url = attribute(m[0], name);
			if (url) urls.push(url);
		}
	}
	return { inline, urls };
}

/** Fetches `pageUrl` and sums the compressed size of all the JavaScript it ships. */
export async function measurePageJs(pageUrl: string): Promise<PageJs> {
	const res = await fetch(pageUrl);
	if (!res.ok) throw new Error(`GET ${pageUrl}: ${res.status}`);
	const html = await res.text();
	const { inline, urls } = scriptsInHtml(html);
	const lang = /<html\b[^>]*\blang="([^"]+)"/i.exec(html)?.[1] ?? 'en';
	const locale = ['de', 'ja', 'ar', 'en-XA'].find((l) => lang === l || lang.startsWith(`${l}-`));
	const pieces = inline.map((code, i) => sizes(`inline #${i + 1}`, code));
	const queue = urls.map((u) => new URL(u, pageUrl).href);
	const seen = new Set<string>();
	while (queue.length > 0) {
		const url = queue.shift()!;
		if (seen.has(url)) continue;
		seen.add(url);
		const mod = await fetch(url);
		if (!mod.ok) throw new Error(`GET ${url}: ${mod.status}`);
		const code = await mod.text();
		pieces.push(sizes(new URL(url).pathname, code));
		for (const spec of staticImports(code)) {
			if (/^(\.{0,2}\/|https?:)/.test(spec)) queue.push(new URL(spec, url).href);
		}
		if (locale) {
			for (const m of code.matchAll(/\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/g)) {
				const spec = m[1]!;
				if (spec.split('/').pop()!.startsWith(`${locale}.`)) queue.push(new URL(spec, url).href);
			}
		}
	}
	const sum = (k: 'raw' | 'gzip' | 'brotli') => pieces.reduce((n, p) => n + p[k], 0);
	return { pieces, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
}
