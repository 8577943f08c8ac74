/**
 * Server markup of hydrated islands, written out by hand: the `<astro-island>` wrapper with the
 * attributes Astro's React renderer sets, the one-time island runtime, and each client
 * directive's script the first time a page uses it. The component's own HTML is given as a
 * string (what React would render), so no React runs here.
 */
import ISLAND_SCRIPT from 'astro/runtime/server/astro-island.prebuilt.js';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import { shorthash } from 'astro/runtime/server/shorthash.js';
import type { BuiltAssets } from './built-assets.ts';
import { esc } from './html-template.ts';

/** Tracks what a page already emitted (the runtime and directive scripts go out once). */
export interface IslandPage {
	assets: BuiltAssets;
	runtimeSent: boolean;
	directivesSent: Set<string>;
}

export function islandPage(assets: BuiltAssets): IslandPage {
	return { assets, runtimeSent: false, directivesSent: new Set() };
}

export interface IslandSpec {
	/** Import specifier as written in the page (`~/islands/pins/CopyLinkButton.tsx`). */
	path: string;
	exportName: string;
	directive: 'load' | 'idle' | 'visible';
	/** React's `identifierPrefix` (`r0`, `r1`, …) as Astro's renderer numbers them (islands tagged with `reactIsland` skip the check render, which would take a number too). */
	prefix: string;
	/** Props as `[0, value]` pairs, in the order Astro serializes them. */
	props: Record<string, string | boolean>;
	/** The component's server HTML. */
	html: string;
}

/** One island with whatever scripts must precede it. */
export function island(page: IslandPage, spec: IslandSpec): string {
	let pre = '';
	if (!page.directivesSent.has(spec.directive)) {
		page.directivesSent.add(spec.directive);
		pre = `<script>${page.assets.directive(spec.directive)}</script>`;
	}
	if (!page.runtimeSent) {
		page.runtimeSent = true;
		pre = `<style>${ISLAND_STYLES}</style>${pre}<script>${ISLAND_SCRIPT}</script>`;
	}
	const serialized: Record<string, [0, string | boolean]> = {};
	for (const [key, value] of Object.entries(spec.props)) serialized[key] = [0, value];
	const props = JSON.stringify(serialized);
	const uid = shorthash(`<!--${spec.exportName}:${spec.path}-->\n${spec.html}\n${props}`);
	const opts = JSON.stringify({ name: spec.exportName, value: true });
	return (
		`${pre}<astro-island uid="${uid}" prefix="${spec.prefix}"` +
		` component-url="${page.assets.moduleUrl(spec.path)}" component-export="${spec.exportName}"` +
		` renderer-url="${page.assets.moduleUrl('@astrojs/react/client.js')}" props="${esc(props)}"` +
		` ssr client="${spec.directive}" opts="${esc(opts)}" await-children>${spec.html}<!--astro:end--></astro-island>`
	);
}
