import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { ResourceContext } from './resource.server.ts';

/**
 * A named, whitelisted query for `POST /_/graphql/`. There is no general GraphQL engine:
 * a client names a query (or sends its hash) and its variables; the server runs this handler.
 */
export interface PersistedQuery<S extends z.ZodObject = z.ZodObject> {
	name: string;
	variables: S;
	/** Queries carry no `auth` mode: `viewer` may be null, and a query that needs a login checks it (`requireAuth`). */
	run(ctx: Omit<ResourceContext, 'context'>, variables: z.infer<S>): Promise<unknown>;
}

export function definePersistedQuery<S extends z.ZodObject>(
	query: PersistedQuery<S>,
): PersistedQuery<S> {
	return { ...query, variables: query.variables.strict() as unknown as S };
}

/** The hash clients may send instead of the name: sha256 of the query's name, hex. */
export function persistedQueryHash(name: string): string {
	return createHash('sha256').update(name).digest('hex');
}
