/**
 * Lets plain Node (with its built-in TypeScript type stripping) run the project's scripts:
 * resolves the `~/` alias to `src/`. Use as `node --import ./scripts/register.ts script.ts`.
 */
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const src = new URL('../src/', import.meta.url);

registerHooks({
	resolve(specifier, context, nextResolve) {
		if (specifier.startsWith('~/')) {
			return nextResolve(pathToFileURL(new URL(specifier.slice(2), src).pathname).href, context);
		}
		return nextResolve(specifier, context);
	},
});

// Scripts run outside Vite, so the build-time constant gets a value here.
(globalThis as { __BUILD_ID__?: string }).__BUILD_ID__ ??= 'script';
