import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/database.ts';
import type { AuthFields, AuthMode } from './auth-guard.server.ts';
import type { CookieJar } from './cookie-jar.server.ts';

/** The four actions of the resource gateway (STA-14: POST→create, PUT/PATCH→update, DELETE→delete). */
export type ResourceActionName = 'get' | 'create' | 'update' | 'delete';

/**
 * What a handler gets. Under `auth: 'required'` (`ResourceContext<'required'>`) the gateway has
 * already refused signed-out and limited-login callers, so `viewer` is a `Viewer` and `readerId`
 * its id; handlers do not repeat `requireAuth`.
 */
export interface ResourceContext<A extends AuthMode = AuthMode> extends AuthFields<A> {
	db: Kysely<Database>;
	/** The page the call was made from (`source_url`), as sent by the client. */
	sourceUrl: string;
	/** The client's `context` object; opaque to the gateway. */
	context: Record<string, unknown>;
	request: Request;
	/** The request's cookies; cookies set here are sent with the answer. */
	cookies: CookieJar;
	/** The caller's network address (for per-address rate limits). */
	clientAddress: string;
}

/** What a handler returns: plain data, or a page of data with the next bookmark. */
export type ResourceResult = { data: unknown; bookmark?: string | null };

export interface ResourceAction<
	S extends z.ZodObject = z.ZodObject,
	A extends AuthMode = AuthMode,
> {
	/** Options schema. It is made strict by the registry: unknown options are refused. */
	options: S;
	/**
	 * `required` refuses signed-out callers (`AuthenticationRequired`) and limited-login ones
	 * (`LimitedLogin`) before `run`, which then sees a non-null `viewer`; `optional` lets anyone
	 * in and the handler decides.
	 */
	auth: A;
	run(ctx: ResourceContext<A>, options: z.infer<S>): Promise<ResourceResult>;
}

export type ResourceDefinition = {
	name: `${string}Resource`;
} & { [A in ResourceActionName]?: ResourceAction<any, AuthMode> };

/**
 * Declares a resource action with its options schema; keeps the handler's option types, and
 * types `run`'s `viewer` as a `Viewer` when `auth` is `'required'`.
 */
export function action<S extends z.ZodObject, A extends AuthMode>(
	spec: ResourceAction<S, A>,
): ResourceAction<S, A> {
	return { ...spec, options: spec.options.strict() as unknown as S };
}

/** Declares a resource; see `resources.server.ts` for the registry. */
export function defineResource<const D extends ResourceDefinition>(definition: D): D {
	return definition;
}
