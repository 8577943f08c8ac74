import fc from 'fast-check';
import { persistedQueries } from '~/app/persisted-queries.server.ts';
import { handlePersistedQuery, QUERY_NAME_HEADER } from '~/lib/platform/http/graphql.server.ts';
import { persistedQueryHash } from '~/lib/platform/http/persisted-query.server.ts';
import type { FuzzTarget } from '../fuzz-target.ts';
import { hostileValue, nastyString } from '../hostile-values.ts';
import {
	type BodyEncoding,
	bodyEncoding,
	encodeFields,
	malformedBody,
	type RawBody,
} from '../request-body.ts';
import { optionsFor } from '../schema-arbitrary.ts';

/** How a call names its query: STA-11 allows the name, its hash, or the header. */
type Naming = 'name' | 'hash' | 'header' | 'unknown';

type GraphqlInput =
	| { naming: Naming; unknownName: string; variables: unknown; encoding: BodyEncoding }
	| { raw: RawBody };

function request(query: string, input: GraphqlInput, cookie: string | undefined): Request {
	const headers = new Headers(cookie ? { cookie } : {});
	if ('raw' in input) {
		if (input.raw.contentType) headers.set('content-type', input.raw.contentType);
		headers.set(QUERY_NAME_HEADER, query);
		return new Request('http://localhost/_/graphql/', {
			method: 'POST',
			headers,
			body: input.raw.body,
		});
	}
	const fields: Record<string, unknown> = { variables: input.variables };
	if (input.naming === 'name') fields.queryName = query;
	if (input.naming === 'hash') fields.queryHash = persistedQueryHash(query);
	if (input.naming === 'header') headers.set(QUERY_NAME_HEADER, query);
	if (input.naming === 'unknown') fields.queryName = input.unknownName;
	const encoded = encodeFields(fields, input.encoding);
	for (const [k, v] of Object.entries(encoded.headers)) headers.set(k, v);
	return new Request('http://localhost/_/graphql/', {
		method: 'POST',
		headers,
		body: encoded.body,
	});
}

/** One target per persisted query (`src/app/persisted-queries.server.ts`), by name. */
export function graphqlTargets(): FuzzTarget<GraphqlInput>[] {
	const queries = [...new Set(persistedQueries.values())];
	return queries.map((query) => ({
		id: `graphql ${query.name}`,
		answers: 'envelope',
		input: (pools) =>
			fc.oneof(
				{
					weight: 14,
					arbitrary: fc.record({
						naming: fc.constantFrom<Naming>('name', 'hash', 'header', 'name', 'hash', 'unknown'),
						unknownName: fc.oneof(
							nastyString(),
							fc.constantFrom('constructor', '__proto__', 'IntrospectionQuery'),
						),
						variables: fc.oneof(
							{ weight: 8, arbitrary: optionsFor(query.variables, pools) },
							{ weight: 1, arbitrary: hostileValue() },
						),
						encoding: bodyEncoding,
					}),
				},
				{ weight: 1, arbitrary: fc.record({ raw: malformedBody() }) },
			),
		call: (caller, input) =>
			handlePersistedQuery({
				queries: persistedQueries,
				request: request(query.name, input, caller.cookie),
				viewer: caller.viewer,
				db: caller.db,
				clientAddress: caller.clientAddress,
			}),
	}));
}
