import fs from 'node:fs';
import path from 'node:path';
import { persistedQueries } from '~/app/persisted-queries.server.ts';
import { resources } from '~/app/resources.server.ts';

/**
 * Every endpoint the app serves, read from the registries and the pages folder, as the keys the
 * matrix table uses:
 * - `PinResource.get`: a resource action (`src/app/resources.server.ts`);
 * - `query v3GetPinQuery`: a persisted query (`src/app/persisted-queries.server.ts`);
 * - `GET /v3/pins/[id]`, `POST /board/create`: a route of `src/pages` with its method (`ALL` for
 *   catch-alls; an `.astro` page is `GET`, and `POST` too when it handles form posts (it reads
 *   `request.method === 'POST'`, or runs `mailedLinkForm`).
 * A new endpoint appears here by itself, so the completeness test fails until it has a row.
 */
export function inventory(): string[] {
	return [
		...resourceKeys(),
		...queryKeys(),
		...routeKeys('src/pages'),
		...MIDDLEWARE_ROUTES,
	].sort();
}

/**
 * Paths under `_`, which Astro never routes, so `src/middleware.ts` answers them itself: the
 * persisted queries (listed above by name) and the fresh viewer state (STA-10). A path added
 * there must be added here by hand.
 */
const MIDDLEWARE_ROUTES = ['GET /_/_/state'];

const ACTIONS = ['get', 'create', 'update', 'delete'] as const;

function resourceKeys(): string[] {
	return [...resources.values()].flatMap((r) =>
		ACTIONS.filter((a) => r[a] !== undefined).map((a) => `${r.name}.${a}`),
	);
}

function queryKeys(): string[] {
	return [...new Set([...persistedQueries.values()].map((q) => `query ${q.name}`))];
}

const METHOD_EXPORT = /export const (GET|POST|PUT|PATCH|DELETE|ALL)\b/g;
const DESTRUCTURED_EXPORT = /export const \{([^}]*)\}/g;
const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'ALL']);

/** The URL pattern of a file under `src/pages` (`pin/[segment]/index.astro` → `/pin/[segment]`). */
function routeOf(file: string): string {
	const withoutExt = file.replace(/\.(astro|ts)$/, '');
	const route = `/${withoutExt}`.replace(/\/index$/, '');
	return route === '' ? '/' : route;
}

function methodsOf(file: string, source: string): string[] {
	if (file.endsWith('.astro')) {
		return /request\.method === 'POST'|mailedLinkForm\(/.test(source) ? ['GET', 'POST'] : ['GET'];
	}
	const methods = new Set<string>();
	for (const m of source.matchAll(METHOD_EXPORT)) methods.add(m[1]!);
	for (const m of source.matchAll(DESTRUCTURED_EXPORT)) {
		for (const name of m[1]!.split(',').map((s) => s.trim())) {
			if (HTTP_METHODS.has(name)) methods.add(name);
		}
	}
	return [...methods];
}

function routeKeys(root: string): string[] {
	const files = (fs.readdirSync(root, { recursive: true }) as string[])
		.map((f) => f.split(path.sep).join('/'))
		.filter((f) => /\.(astro|ts)$/.test(f))
		// Astro does not route files in folders (or with names) starting with `_`.
		.filter((f) => !f.split('/').some((segment) => segment.startsWith('_')));
	return files.flatMap((file) => {
		const source = fs.readFileSync(path.join(root, file), 'utf8');
		const methods = methodsOf(file, source);
		if (methods.length === 0) throw new Error(`${file} exports no HTTP method the inventory knows`);
		return methods.map((m) => `${m} ${routeOf(file)}`);
	});
}
