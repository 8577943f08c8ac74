import type { APIRoute } from 'astro';

/** Every endpoint module of the site (`src/pages/**\/*.ts`), loaded on demand. */
const loaders = import.meta.glob<Record<string, unknown>>('/src/pages/**/*.ts');

/** The exports Astro treats as request handlers. */
const HANDLER_NAMES = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'ALL']);

/** One handler of an endpoint module. */
export interface PageEndpoint {
	/** `/src/pages/v3/boards/[id]/index.ts` */
	file: string;
	/** `GET`, `POST`, …, or `ALL`. */
	method: string;
	/** The route's path with its parameters: `/v3/boards/[id]/`. */
	path: string;
	handler: APIRoute;
}

/** The URL path an endpoint file serves, parameters left as `[name]` / `[...name]`. */
function routePath(file: string): string {
	return file
		.replace(/^\/src\/pages/, '')
		.replace(/\.ts$/, '')
		.replace(/\/index$/, '/');
}

/** The names of a route path's parameters, in order (`[...path]` gives `path`). */
export function routeParams(path: string): string[] {
	return [...path.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((m) => m[1]!);
}

/**
 * Every handler of every endpoint module, sorted by file then method, and the modules that cannot
 * be loaded outside the built app (with the error), so callers decide what to do about them.
 */
export async function pageEndpoints(): Promise<{
	endpoints: PageEndpoint[];
	unloadable: { file: string; error: string }[];
}> {
	const endpoints: PageEndpoint[] = [];
	const unloadable: { file: string; error: string }[] = [];
	for (const [file, load] of Object.entries(loaders).sort(([a], [b]) => a.localeCompare(b))) {
		let module: Record<string, unknown>;
		try {
			module = await load();
		} catch (error) {
			unloadable.push({ file, error: String(error).slice(0, 200) });
			continue;
		}
		for (const [method, handler] of Object.entries(module).sort(([a], [b]) => a.localeCompare(b))) {
			if (HANDLER_NAMES.has(method) && typeof handler === 'function') {
				endpoints.push({ file, method, path: routePath(file), handler: handler as APIRoute });
			}
		}
	}
	return { endpoints, unloadable };
}
