import fc from 'fast-check';
import type { PageEndpoint } from '../../page-modules.ts';
import { routeParams } from '../../page-modules.ts';
import { callRest } from '../../rest.ts';
import { namedFieldValue } from '../field-values.ts';
import type { Caller } from '../fuzz-target.ts';
import type { FuzzPools } from '../fuzz-world.ts';
import { nastyString } from '../hostile-values.ts';
import { type BodyEncoding, encodeFields, fieldText } from '../request-body.ts';

/** One request to an endpoint module's handler. */
export interface RouteInput {
	/** The route's parameters (`[id]`, `[...path]`). */
	params: Record<string, string>;
	/** Query-string fields (values that are not text are sent as JSON text). */
	query: Record<string, unknown>;
	/** The body: fields in an encoding, or raw bytes. None for GET. */
	body?:
		| { fields: Record<string, unknown>; encoding: BodyEncoding }
		| { raw: { contentType: string | null; body: BodyInit } };
	/** The method, for `ALL` handlers; else the handler's own. */
	method?: string;
}

/** The row kind a path parameter names, by the path segment before it. */
const PARAM_KEYS: Record<string, string> = {
	pins: 'pin_id',
	boards: 'board_id',
	users: 'user_id',
	stored_accounts: 'user_id',
	aggregated_comments: 'comment_id',
	did_it: 'comment_id',
	// `/v3/helpful/1/{id}/`: a comment.
	'1': 'comment_id',
};

/**
 * Values for a route's parameters: ids of the world's rows (of the kind the path names), missing
 * and malformed ids, usernames, and nasty text; a rest parameter (`[...path]`) gets paths.
 */
export function paramsFor(path: string, pools: FuzzPools): fc.Arbitrary<Record<string, string>> {
	const segments = path.split('/');
	const record: Record<string, fc.Arbitrary<string>> = {};
	for (const name of routeParams(path)) {
		if (path.includes(`[...${name}]`)) {
			record[name] = fc.oneof(
				fc.constantFrom('', 'x', 'a/b/c', '../../etc/passwd', 'users/me/', '%2e%2e/'),
				nastyString(),
			);
			continue;
		}
		const before = segments[segments.indexOf(`[${name}]`) - 1] ?? '';
		const named = namedFieldValue(PARAM_KEYS[before] ?? 'id', pools) as fc.Arbitrary<string>;
		record[name] = fc.oneof(
			{ weight: 6, arbitrary: named },
			{ weight: 1, arbitrary: fc.constantFrom(...pools.usernames) },
			{ weight: 1, arbitrary: nastyString() },
		);
	}
	return fc.record(record);
}

/** Calls the handler as the app would for this request (see `callRest`). */
export function callRoute(
	endpoint: PageEndpoint,
	caller: Caller,
	input: RouteInput,
): Promise<Response> {
	const method = input.method ?? (endpoint.method === 'ALL' ? 'GET' : endpoint.method);
	let path = endpoint.path;
	for (const [name, value] of Object.entries(input.params)) {
		// The URL carries the value well-formed (a lone surrogate has no UTF-8); the handler gets it as is.
		const text = value.toWellFormed();
		const encoded = path.includes(`[...${name}]`) ? encodeURI(text) : encodeURIComponent(text);
		path = path.replace(`[...${name}]`, encoded).replace(`[${name}]`, encoded);
	}
	const query = new URLSearchParams();
	for (const [k, v] of Object.entries(input.query)) query.set(k, fieldText(v));
	const url = `${path}${query.size > 0 ? `?${query}` : ''}`;
	let raw: { contentType: string | null; body: BodyInit } | undefined;
	if (input.body && 'raw' in input.body) raw = input.body.raw;
	else if (input.body) {
		const encoded = encodeFields(input.body.fields, input.body.encoding);
		raw = { contentType: encoded.headers['content-type'] ?? null, body: encoded.body };
	}
	return callRest(endpoint.handler, {
		db: caller.db,
		method,
		path: url,
		params: input.params,
		viewer: caller.viewer,
		headers: caller.cookie ? { cookie: caller.cookie } : {},
		clientAddress: caller.clientAddress,
		...(raw ? { raw } : {}),
	});
}
