import type { APIContext, APIRoute } from 'astro';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { config } from '../config/config.server.ts';
import type { Database } from '../db/database.ts';
import { type AuthFields, type AuthMode, authorize } from './auth-guard.server.ts';
import { readFields } from './body.server.ts';
import { CookieJar } from './cookie-jar.server.ts';
import { assertShallow } from './depth-check.ts';
import { jsonSuccess } from './envelope.ts';
import { AppError } from './errors.ts';
import { describeIssues, errorResponse } from './handle-errors.server.ts';
import { assertNoNul } from './nul-check.ts';
import type { ResourceResult } from './resource.server.ts';

/** As `ResourceContext`: under `auth: 'required'` the route has checked the login, `viewer` is a `Viewer`. */
export interface RestContext<A extends AuthMode = AuthMode> extends AuthFields<A> {
	db: Kysely<Database>;
	params: Record<string, string | undefined>;
	request: Request;
	/** The request's cookies; cookies set here are sent with the answer. */
	cookies: CookieJar;
	clientAddress: string;
	/** This request's id (`X-Request-Id`), for log lines. */
	requestId: string;
}

export interface RestSpec<S extends z.ZodObject, A extends AuthMode = AuthMode> {
	/** As for resources: `required` refuses signed-out and limited-login callers before `run`. */
	auth: A;
	/** Input schema: query-string fields for GET/DELETE, body fields (form or JSON) otherwise. Strict. */
	input: S;
	run(ctx: RestContext<A>, input: z.infer<S>): Promise<ResourceResult>;
}

// biome-ignore lint/suspicious/noExplicitAny: specs of any input schema
const specs = new WeakMap<APIRoute, RestSpec<any>>();

/**
 * The spec a route was made from (its auth rule and strict input schema), or undefined for an
 * endpoint not made by `restRoute`. For tools that enumerate the API (the fuzz tests).
 */
export function restSpecOf(route: APIRoute): RestSpec<z.ZodObject> | undefined {
	return specs.get(route);
}

/**
 * A REST endpoint for the spec's `/v3/…`, `/ads/v4/…` and `/vx/…` paths, answering in the same
 * envelope and error catalogue as the resource gateway.
 */
export function restRoute<S extends z.ZodObject, A extends AuthMode>(
	spec: RestSpec<S, A>,
): APIRoute {
	const input = spec.input.strict();
	const route: APIRoute = async (context: APIContext) => {
		const cookies = new CookieJar(context.request);
		try {
			const { request, url, locals, params } = context;
			const who = authorize(spec.auth, locals.viewer);
			const fields: Record<string, unknown> = Object.fromEntries(url.searchParams);
			if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'DELETE') {
				Object.assign(fields, await readFields(request, config().MAX_BODY_BYTES));
			}
			assertNoNul(fields);
			assertShallow(fields);
			const parsed = input.safeParse(fields);
			if (!parsed.success)
				throw new AppError('InvalidOptions', { detail: describeIssues(parsed.error) });
			const result = await spec.run(
				{
					db: locals.db,
					...who,
					params,
					request,
					cookies,
					clientAddress: locals.clientAddress,
					requestId: locals.requestId,
				},
				parsed.data as z.infer<S>,
			);
			return cookies.applyTo(jsonSuccess(result.data, result.bookmark));
		} catch (error) {
			return cookies.applyTo(errorResponse(error, context.locals.requestId));
		}
	};
	specs.set(route, { ...spec, input });
	return route;
}
