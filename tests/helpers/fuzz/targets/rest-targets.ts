import fc from 'fast-check';
import type { z } from 'zod';
import { restSpecOf } from '~/lib/platform/http/rest.server.ts';
import type { PageEndpoint } from '../../page-modules.ts';
import type { FuzzTarget } from '../fuzz-target.ts';
import type { FuzzPools } from '../fuzz-world.ts';
import { bodyEncoding, malformedBody } from '../request-body.ts';
import { optionsFor } from '../schema-arbitrary.ts';
import { callRoute, paramsFor, type RouteInput } from './route-call.ts';

/** Methods whose input is the query string (the rest read a body). */
const QUERY_METHODS = new Set(['GET', 'HEAD', 'DELETE']);

function restInput(
	endpoint: PageEndpoint,
	schema: z.ZodObject,
	pools: FuzzPools,
): fc.Arbitrary<RouteInput> {
	const params = paramsFor(endpoint.path, pools);
	const fields = optionsFor(schema, pools);
	if (QUERY_METHODS.has(endpoint.method)) {
		return fc.record({ params, query: fields });
	}
	const body = fc.oneof(
		{ weight: 14, arbitrary: fc.record({ fields, encoding: bodyEncoding }) },
		{ weight: 1, arbitrary: fc.record({ raw: malformedBody() }) },
	);
	return fc.record({ params, query: fc.constant({}), body });
}

/**
 * One target per handler made by `restRoute` (its strict input schema drives the generated
 * fields; path parameters get ids of the world's rows). Other handlers are `endpointTargets`.
 */
export function restTargets(endpoints: PageEndpoint[]): FuzzTarget<RouteInput>[] {
	return endpoints.flatMap((endpoint) => {
		const spec = restSpecOf(endpoint.handler);
		if (!spec) return [];
		return [
			{
				id: `rest ${endpoint.method} ${endpoint.path}`,
				answers: 'envelope' as const,
				input: (pools: FuzzPools) => restInput(endpoint, spec.input, pools),
				call: (caller, input) => callRoute(endpoint, caller, input),
			},
		];
	});
}
