import type { APIContext, APIRoute } from 'astro';
import type { Kysely } from 'kysely';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import type { Database } from '~/lib/platform/db/database.ts';

/**
 * Calls a REST route (a `restRoute(...)` export such as `GET` of `src/pages/v3/users/me.ts`)
 * against a test database, as the app would for this request.
 */
export async function callRest(
	route: APIRoute,
	options: {
		db: Kysely<Database>;
		method?: string;
		path: string;
		viewer?: Viewer | null;
		params?: Record<string, string | undefined>;
		/** Sent as a JSON body (non-GET) */
		json?: unknown;
		/** Sent as a form body (non-GET) */
		form?: Record<string, string>;
		/** Sent as it is, with this content type (null: none); for bodies `json` cannot make. */
		raw?: { contentType: string | null; body: BodyInit };
		headers?: Record<string, string>;
		clientAddress?: string;
	},
): Promise<Response> {
	const url = new URL(options.path, 'http://localhost');
	const headers = new Headers(options.headers);
	let body: BodyInit | null = null;
	if (options.json !== undefined) {
		headers.set('content-type', 'application/json');
		body = JSON.stringify(options.json);
	} else if (options.form) {
		headers.set('content-type', 'application/x-www-form-urlencoded');
		body = new URLSearchParams(options.form).toString();
	} else if (options.raw) {
		if (options.raw.contentType) headers.set('content-type', options.raw.contentType);
		body = options.raw.body;
	}
	const request = new Request(url, { method: options.method ?? 'GET', headers, body });
	const context = {
		request,
		url,
		params: options.params ?? {},
		locals: {
			db: options.db,
			viewer: options.viewer ?? null,
			requestId: 'test',
			csrfToken: 'test',
			clientAddress: options.clientAddress ?? '127.0.0.1',
			country: 'US',
			region: null,
		},
		redirect: (to: string, status = 302) =>
			new Response(null, { status, headers: { location: to } }),
	} as unknown as APIContext;
	return route(context);
}
