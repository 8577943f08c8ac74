import type { APIRoute } from 'astro';
import { db } from '~/lib/db/client.server.ts';
import { handlePersistedQuery } from '~/lib/http/graphql.server.ts';

/** Persisted queries only (STA-11): `POST /_/graphql/` with a query name or hash and variables. */
export const POST: APIRoute = ({ request, locals }) =>
	handlePersistedQuery({ request, viewer: locals.viewer, db: db(), requestId: locals.requestId });
