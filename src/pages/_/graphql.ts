import type { APIRoute } from 'astro';
import { handlePersistedQuery } from '~/lib/http/graphql.server.ts';

/** Persisted queries only (STA-11): `POST /_/graphql/` with a query name or hash and variables. */
export const POST: APIRoute = ({ request, locals }) =>
	handlePersistedQuery({ request, viewer: locals.viewer, requestId: locals.requestId });
