import type { CallContext, Row } from './row.ts';

/**
 * Row constructors for the four kinds of endpoint. Each names the endpoint by its inventory key
 * and builds the call from it, so a row says only what differs: the options, the expectation,
 * whether it writes and what fresh target it needs.
 */

type Common = Pick<
	Row,
	'does' | 'expect' | 'write' | 'fixture' | 'after' | 'unchangedFor' | 'unchangedTables' | 'echoes'
>;

/** `PinResource.get` etc.: through the real gateway, with the actor's session. */
export function resource(
	endpoint: `${string}Resource.${'get' | 'create' | 'update' | 'delete'}`,
	spec: Common & {
		options: (ctx: CallContext) => Record<string, unknown>;
		/** Call with another session than the actor's own (a throwaway one). */
		token?: (ctx: CallContext) => string | null;
	},
): Row {
	const [name, action] = endpoint.split('.') as [string, 'get' | 'create' | 'update' | 'delete'];
	return {
		endpoint,
		...spec,
		write: spec.write ?? action !== 'get',
		call: (ctx) =>
			ctx.api.resource(ctx.actor, name, action, spec.options(ctx), {
				...(spec.token ? { token: spec.token(ctx) } : {}),
			}),
	};
}

/**
 * An HTTP route of the built server: `GET /v3/pins/[id]` with the path made from the context;
 * a JSON body for the v3 API, form fields for page forms.
 */
export function route(
	endpoint: string,
	spec: Common & {
		path: (ctx: CallContext) => string;
		json?: (ctx: CallContext) => unknown;
		form?: (ctx: CallContext) => Record<string, string>;
		token?: (ctx: CallContext) => string | null;
	},
): Row {
	const method = endpoint.split(' ')[0]!;
	const httpMethod = method === 'ALL' ? 'GET' : method;
	return {
		endpoint,
		...spec,
		write: spec.write ?? !['GET', 'ALL'].includes(method),
		call: (ctx) =>
			ctx.api.http(ctx.actor, httpMethod, spec.path(ctx), {
				...(spec.json ? { json: spec.json(ctx) } : {}),
				...(spec.form ? { form: spec.form(ctx) } : {}),
				...(spec.token ? { token: spec.token(ctx) } : {}),
			}),
	};
}

/** `query v3GetPinQuery`: `POST /_/graphql/` on the built server. */
export function query(
	name: string,
	spec: Common & { variables: (ctx: CallContext) => Record<string, unknown> },
): Row {
	return {
		endpoint: `query ${name}`,
		...spec,
		write: spec.write ?? false,
		call: (ctx) => ctx.api.query(ctx.actor, name, spec.variables(ctx)),
	};
}
