/**
 * Client build only: the message namespaces' locale loaders (`() => import('./compiled/de.js')`,
 * `src/messages/<namespace>/index.ts`) as bare `import()`s.
 *
 * Vite wraps every dynamic `import()` of browser code in its preload helper, which preloads the
 * imported chunk's dependencies and styles. A locale module is a table of strings (a few import
 * a plural rule), so the wrapper buys nothing there, but its module (≈ 880 bytes compressed)
 * shipped with every page's islands: 40% of what the languages work added to a signed-out pin
 * page (docs/benchmarks.md). Vite has no option to leave an import alone (vitejs/vite#13952,
 * "Omit `__vitePreload` if dependency array is empty", open). So once the bundle is made, each
 * wrapped import of a locale module becomes the `import()` it wraps, and a chunk that then
 * calls the helper no more stops importing it. Other dynamic imports keep their preloading.
 */
import type { Plugin } from 'vite';

/** `import{t}from"./preload-helper.DygEbaNj.js";` or `import{t as e}…`, as the minifier writes it. */
const HELPER_IMPORT = /import\{(\w+)(?: as ([\w$]+))?\}from"\.\/preload-helper\.[\w-]+\.js";?/;

/** A compiled locale module of the catalogue (`src/messages/<namespace>/compiled/<locale>.js`). */
const LOCALE_MODULE = /\/src\/messages\/[^/]+\/compiled\/[^/]+\.js$/;

export function bareMessageImports(): Plugin {
	return {
		name: 'corkboard:bare-message-imports',
		apply: 'build',
		applyToEnvironment: (environment) => environment.config.consumer === 'client',
		generateBundle(_options, bundle) {
			const localeFiles = new Set<string>();
			for (const chunk of Object.values(bundle)) {
				if (chunk.type === 'chunk' && LOCALE_MODULE.test(chunk.facadeModuleId ?? '')) {
					localeFiles.add(chunk.fileName.split('/').pop()!);
				}
			}
			for (const chunk of Object.values(bundle)) {
				if (chunk.type !== 'chunk') continue;
				const helper = HELPER_IMPORT.exec(chunk.code);
				if (!helper) continue;
				chunk.code = unwrapPreloads(chunk.code, helper[0], helper[2] ?? helper[1]!, localeFiles);
			}
		},
	};
}

/**
 * `code` with each `helper(()=>import(`./de.x.js`),deps)` of a file in `files` as
 * `import(`./de.x.js`)`, and without `importStatement` when no call of `helper` is left.
 */
export function unwrapPreloads(
	code: string,
	importStatement: string,
	helper: string,
	files: ReadonlySet<string>,
): string {
	const name = helper.replace(/\$/g, '\\$');
	// deps: `[]`, a list of strings, or Vite's placeholder it fills in after this plugin.
	const call = new RegExp(
		`(?<![\\w$.])${name}\\(\\(\\)=>(import\\(([\`"'])\\.\\/([\\w.-]+)\\2\\)),(?:__VITE_PRELOAD__|\\[[^\\]]*\\]|void 0)\\)`,
		'g',
	);
	const unwrapped = code.replace(call, (whole, bare: string, _quote, file: string) =>
		files.has(file) ? bare : whole,
	);
	if (unwrapped === code) return code;
	// Vite calls the helper only as `helper(()=>import(…),deps)`: when no such call is left, the
	// import goes. (The bare name alone proves nothing: the minifier reuses it for locals.)
	const rest = unwrapped.replace(importStatement, '');
	const stillCalled = new RegExp(`(?<![\\w$.])${name}\\(\\(\\)=>import\\(`).test(rest);
	return stillCalled ? unwrapped : rest;
}
