import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Viewer } from '../access/viewer.ts';
import type { Database } from '../db/database.ts';
import type { CookieJar } from './cookie-jar.server.ts';

/** The four actions of the resource gateway (STA-14: POST→create, PUT/PATCH→update, DELETE→delete). */
export type ResourceActionName = 'get' | 'create' | 'update' | 'delete';

export interface ResourceContext {
	db: Kysely<Database>;
	viewer: Viewer | null;
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

export interface ResourceAction<S extends z.ZodObject = z.ZodObject> {
	/** Options schema. It is made strict by the registry: unknown options are refused. */
	options: S;
	/**
	 * `required` refuses signed-out callers (`AuthenticationRequired`) and limited-login ones
	 * (`LimitedLogin`); `optional` lets anyone in and the handler decides.
	 */
	auth: 'required' | 'optional';
	run(ctx: ResourceContext, options: z.infer<S>): Promise<ResourceResult>;
}

export type ResourceDefinition = {
	name: `${string}Resource`;
} & { [A in ResourceActionName]?: ResourceAction<any> };

/** Declares a resource action with its options schema; keeps the handler's option types. */
export function action<S extends z.ZodObject>(spec: ResourceAction<S>): ResourceAction<S> {
	return { ...spec, options: spec.options.strict() as unknown as S };
}

/** Declares a resource; see `resources.server.ts` for the registry. */
export function defineResource<const D extends ResourceDefinition>(definition: D): D {
	return definition;
}
