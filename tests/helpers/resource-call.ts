import type { Kysely } from 'kysely';
import { resources } from '~/app/resources.server.ts';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import type { Database } from '~/lib/platform/db/database.ts';
import { handleResourceRequest } from '~/lib/platform/http/gateway.server.ts';

const METHOD = { get: 'GET', create: 'POST', update: 'PUT', delete: 'DELETE' } as const;

export interface Envelope {
	status: number;
	r: { status: string; data: any; error?: any };
	/** `Set-Cookie` headers of the answer. */
	cookies: string[];
}

/**
 * Calls a resource through the real gateway (strict options, auth check, envelope) against a
 * test database, the way a browser would.
 */
export async function callResource(
	db: Kysely<Database>,
	name: string,
	action: keyof typeof METHOD,
	options: Record<string, unknown>,
	viewer: Viewer | null,
	init: {
		cookie?: string;
		/** The `source_url` a page would send (default `/` for get, `/settings` otherwise). */
		sourceUrl?: string;
		clientAddress?: string;
	} = {},
): Promise<Envelope> {
	const url = new URL(`http://localhost/resource/${name}/${action}/`);
	const data = JSON.stringify({ options, context: {} });
	// A page's own fetch: the browser marks it same-origin (search records only such requests).
	const headers = new Headers({
		'sec-fetch-site': 'same-origin',
		...(init.cookie ? { cookie: init.cookie } : {}),
	});
	let body: string | null = null;
	if (action === 'get') {
		url.searchParams.set('source_url', init.sourceUrl ?? '/');
		url.searchParams.set('data', data);
	} else {
		headers.set('content-type', 'application/json');
		body = JSON.stringify({ source_url: init.sourceUrl ?? '/settings', data: JSON.parse(data) });
	}
	const res = await handleResourceRequest({
		resources,
		request: new Request(url, { method: METHOD[action], headers, body }),
		url,
		name,
		action,
		viewer,
		db,
		clientAddress: init.clientAddress ?? '127.0.0.1',
	});
	const json = (await res.json()) as { resource_response: Envelope['r'] };
	return { status: res.status, r: json.resource_response, cookies: res.headers.getSetCookie() };
}
