import fs from 'node:fs';
import path from 'node:path';
import { persistedQueries } from '~/app/persisted-queries.server.ts';
import { resources } from '~/app/resources.server.ts';
import { isCsrfExempt } from '~/lib/platform/http/csrf.server.ts';
import { restSpecOf } from '~/lib/platform/http/rest.server.ts';
import type { FuzzPools } from './fuzz/fuzz-world.ts';
import { pageEndpoints, routeParams } from './page-modules.ts';

/** A request that changes something (every non-GET the app answers), as the tests send it. */
export interface Write {
	/** `resource BoardResource create`, `rest DELETE /v3/pins/[id]/`, `page POST /signup`, … */
	id: string;
	method: string;
	/** The path with its parameters filled in from the world. */
	path: string;
	/** `api` answers a refusal in the envelope; `page` with the `/csrf_error` page. */
	kind: 'api' | 'page';
	/** The request's fields, without any CSRF token. */
	fields: Record<string, string | Blob>;
	/** How a browser sends it: the first control uses this encoding. */
	encoding: 'json' | 'urlencoded' | 'multipart';
	/** True when the fields are real options, so the control must change the database. */
	effective: boolean;
}

const ACTION_METHOD = { create: 'POST', update: 'PUT', delete: 'DELETE' } as const;

/**
 * Every `.astro` page that handles a POST (a form that works without JavaScript), except the
 * paths the CSRF check leaves out on purpose (`isCsrfExempt`: the one-click unsubscribe of mail,
 * RFC 8058, authorised by its signed token alone and tested in
 * `tests/integration/notification-mail/unsubscribe-page.test.ts`).
 */
function formPages(): string[] {
	const root = 'src/pages';
	return (fs.readdirSync(root, { recursive: true }) as string[])
		.filter((f) => f.endsWith('.astro'))
		.filter((f) => /request\.method === 'POST'/.test(fs.readFileSync(path.join(root, f), 'utf8')))
		.map((f) => `/${f.replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`)
		.filter((page) => !isCsrfExempt(page))
		.sort();
}

/** A route path with its parameters replaced by rows of the world the path names. */
function fill(route: string, pools: FuzzPools): string {
	let out = route;
	for (const name of routeParams(route)) {
		// The member's own rows; pages about a pin show a stranger's public pin (one to save).
		const value = route.includes(`[...${name}]`)
			? 'csrf-probe/'
			: name === 'username'
				? pools.usernames[0]!
				: route.startsWith('/pin/')
					? pools.pins[4]!
					: route.startsWith('/v3/pins/')
						? pools.pins[1]!
						: /^\/(v3\/)?boards?\//.test(route)
							? pools.boards[0]!
							: pools.users[0]!;
		out = out.replace(`[...${name}]`, value).replace(`[${name}]`, value);
	}
	return out;
}

/**
 * Every write of the app on the fuzz world (`buildFuzzWorld`), each with empty options unless
 * `effective` gives it real ones: each resource create/update/delete, each non-GET handler of
 * `src/pages/**\/*.ts` (catch-alls once, on an unknown path), each persisted query, each form page.
 */
export async function everyWrite(
	pools: FuzzPools,
	effective: Record<string, Record<string, string | Blob>>,
): Promise<Write[]> {
	const writes: Write[] = [];
	const add = (w: Omit<Write, 'effective' | 'fields'> & { fields?: Write['fields'] }) =>
		writes.push({ ...w, fields: effective[w.id] ?? w.fields ?? {}, effective: w.id in effective });
	for (const resource of resources.values()) {
		for (const action of ['create', 'update', 'delete'] as const) {
			if (!resource[action]) continue;
			const id = `resource ${resource.name} ${action}`;
			const options = effective[id] ?? {};
			writes.push({
				id,
				method: ACTION_METHOD[action],
				path: `/resource/${resource.name}/${action}/`,
				kind: 'api',
				fields: { source_url: '/', data: JSON.stringify({ options, context: {} }) },
				encoding: 'json',
				effective: id in effective,
			});
		}
	}
	for (const e of (await pageEndpoints()).endpoints) {
		if (e.method === 'GET' || e.path.startsWith('/resource/')) continue;
		const method = e.method === 'ALL' ? 'POST' : e.method;
		const rest = restSpecOf(e.handler) !== undefined;
		// The upload endpoints (`/upload-image`, `/upload-video`, its captions) answer in the envelope.
		const api = rest || e.path.startsWith('/upload-') || e.method === 'ALL';
		add({
			id: `${rest ? 'rest' : 'endpoint'} ${e.method} ${e.path}`,
			method,
			path: fill(e.path, pools),
			kind: api ? 'api' : 'page',
			encoding: e.path === '/upload-image' ? 'multipart' : api ? 'json' : 'urlencoded',
		});
	}
	for (const query of new Set(persistedQueries.values())) {
		add({
			id: `graphql ${query.name}`,
			method: 'POST',
			path: '/_/graphql/',
			kind: 'api',
			fields: { queryName: query.name, variables: '{}' },
			encoding: 'json',
		});
	}
	for (const page of formPages()) {
		add({
			id: `page POST ${page}`,
			method: 'POST',
			path: fill(page, pools),
			kind: 'page',
			encoding: 'urlencoded',
		});
	}
	return writes;
}
