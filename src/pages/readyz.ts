import type { APIRoute } from 'astro';
import { sql } from 'kysely';
import { logger } from '~/lib/platform/log/logger.server.ts';

/** Readiness: the database answers and is migrated. 503 otherwise, so a balancer skips us. */
export const GET: APIRoute = async ({ locals }) => {
	const headers = { 'content-type': 'application/json', 'cache-control': 'no-store' };
	try {
		await sql`select 1 from users limit 1`.execute(locals.db);
		return new Response(JSON.stringify({ status: 'ready' }), { headers });
	} catch (error) {
		logger.warn('not ready', { error: String(error) });
		return new Response(JSON.stringify({ status: 'unavailable' }), { status: 503, headers });
	}
};
