import type { APIRoute } from 'astro';
import { checkDatabaseReady } from '~/lib/platform/db/readiness.server.ts';
import { logger } from '~/lib/platform/log/logger.server.ts';

/** Readiness: the database answers and is migrated. 503 otherwise, so a balancer skips us. */
export const GET: APIRoute = async ({ locals }) => {
	const headers = { 'content-type': 'application/json', 'cache-control': 'no-store' };
	try {
		await checkDatabaseReady(locals.db);
		return new Response(JSON.stringify({ status: 'ready' }), { headers });
	} catch (error) {
		logger.warn('not ready', { error: String(error) });
		return new Response(JSON.stringify({ status: 'unavailable' }), { status: 503, headers });
	}
};
