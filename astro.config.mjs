// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { bareMessageImports } from './build/bare-message-imports.ts';
import { languagePrefixes } from './build/language-prefixes.ts';
import { sharedContextGetters } from './build/shared-context-getters.ts';

// Pages render on the server on every request; islands hydrate with React.
export default defineConfig({
	output: 'server',
	adapter: node({
		mode: 'middleware',
		// Room for a BLD-12 video (209,715,200 bytes) on `POST /upload-video/` only: `npm start`
		// holds every other request to 25 MB (src/lib/platform/media/video/body-limits.server.ts).
		bodySizeLimit: 210 * 1024 * 1024,
		// One write per page: measurably cheaper than streaming for pages this size.
		experimentalDisableStreaming: true,
	}),
	// React renders islands with renderToString: the stream machinery costs more than it saves
	// for islands this small (docs/benchmarks.md).
	integrations: [react({ experimentalDisableStreaming: true })],
	server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? 'localhost' },
	// CSRF is enforced by our own middleware (cookie token + Origin), which also covers JSON bodies.
	security: { checkOrigin: false },
	trailingSlash: 'ignore',
	build: { inlineStylesheets: 'always' },
	vite: {
		// Astro's request contexts without per-request getter closures, so a request's objects die
		// young (build/shared-context-getters.ts). Locale modules load without Vite's preload
		// helper (build/bare-message-imports.ts).
		plugins: [sharedContextGetters(), languagePrefixes(), bareMessageImports()],
		define: { __BUILD_ID__: JSON.stringify(Date.now().toString(36)) },
		// Astro inlines bundled <script>s under this size into the page; the Content Security
		// Policy would need their hashes, which only the build knows. As module files they run
		// under 'self', deferred as before (docs/security/xss-and-csp.md).
		build: { assetsInlineLimit: 0 },
		ssr: { external: ['better-sqlite3', 'pg', 'sharp'] },
	},
});
