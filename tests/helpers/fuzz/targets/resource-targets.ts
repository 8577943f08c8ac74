import fc from 'fast-check';
import { resources } from '~/app/resources.server.ts';
import { handleResourceRequest } from '~/lib/platform/http/gateway.server.ts';
import type { ResourceAction, ResourceActionName } from '~/lib/platform/http/resource.server.ts';
import type { Caller, FuzzTarget } from '../fuzz-target.ts';
import type { FuzzPools } from '../fuzz-world.ts';
import { hostileValue } from '../hostile-values.ts';
import {
	type BodyEncoding,
	bodyEncoding,
	encodeFields,
	fieldText,
	malformedBody,
	type RawBody,
} from '../request-body.ts';
import { optionsFor } from '../schema-arbitrary.ts';

const METHOD: Record<ResourceActionName, string> = {
	get: 'GET',
	create: 'POST',
	update: 'PUT',
	delete: 'DELETE',
};

/** What one call sends. */
type ResourceInput =
	/** `{options, context}` in the query (get) or a body of the encoding. */
	| { kind: 'options'; options: unknown; context: unknown; encoding: BodyEncoding }
	/** A `data` field that is not `{options, context}` JSON. */
	| { kind: 'data'; data: unknown; encoding: BodyEncoding }
	/** A body the gateway cannot read (writes only). */
	| { kind: 'body'; raw: RawBody };

function resourceInput(
	action: ResourceAction,
	pools: FuzzPools,
	hasBody: boolean,
): fc.Arbitrary<ResourceInput> {
	const options = fc.record({
		kind: fc.constant('options' as const),
		options: optionsFor(action.options, pools),
		context: fc.oneof(
			{ weight: 14, arbitrary: fc.constant({}) },
			{ weight: 1, arbitrary: hostileValue() },
		),
		encoding: bodyEncoding,
	});
	const data = fc.record({
		kind: fc.constant('data' as const),
		data: fc.oneof(fc.json(), hostileValue()),
		encoding: bodyEncoding,
	});
	const body = fc.record({ kind: fc.constant('body' as const), raw: malformedBody() });
	return fc.oneof(
		{ weight: 14, arbitrary: options },
		{ weight: 1, arbitrary: data },
		...(hasBody ? [{ weight: 1, arbitrary: body }] : []),
	);
}

/** The request a browser would send: `data` in the query for get, else in a body. */
function request(
	name: string,
	action: ResourceActionName,
	caller: Caller,
	input: ResourceInput,
): Request {
	const url = new URL(`http://localhost/resource/${name}/${action}/`);
	const method = METHOD[action];
	const headers = new Headers(caller.cookie ? { cookie: caller.cookie } : {});
	if (input.kind === 'body') {
		if (input.raw.contentType) headers.set('content-type', input.raw.contentType);
		return new Request(url, { method, headers, body: input.raw.body });
	}
	const data =
		input.kind === 'options' ? { options: input.options, context: input.context } : input.data;
	if (method === 'GET') {
		url.searchParams.set('source_url', '/');
		url.searchParams.set('data', fieldText(data));
		return new Request(url, { method, headers });
	}
	const encoded = encodeFields({ source_url: '/', data }, input.encoding);
	for (const [k, v] of Object.entries(encoded.headers)) headers.set(k, v);
	return new Request(url, { method, headers, body: encoded.body });
}

/** One target per resource action of the registry (`src/app/resources.server.ts`). */
export function resourceTargets(): FuzzTarget<ResourceInput>[] {
	const out: FuzzTarget<ResourceInput>[] = [];
	for (const [name, resource] of resources) {
		for (const action of ['get', 'create', 'update', 'delete'] as const) {
			const handler = resource[action];
			if (!handler) continue;
			out.push({
				id: `resource ${name} ${action}`,
				answers: 'envelope',
				input: (pools) => resourceInput(handler, pools, action !== 'get'),
				call: (caller, input) => {
					const req = request(name, action, caller, input);
					return handleResourceRequest({
						resources,
						request: req,
						url: new URL(req.url),
						name,
						action,
						viewer: caller.viewer,
						db: caller.db,
						clientAddress: caller.clientAddress,
					});
				},
			});
		}
	}
	return out;
}
