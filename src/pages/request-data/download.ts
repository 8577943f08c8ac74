import type { APIRoute } from 'astro';
import {
	buildExportArchive,
	exportFileName,
} from '~/lib/identity/data-export/export-archive.server.ts';
import { isFullyAuthenticated } from '~/lib/platform/access/viewer.ts';
import { type RateLimitRule, rateLimiter } from '~/lib/platform/security/rate-limit.server.ts';
import accountPages from '~/messages/account-pages/index.ts';

/** Building an archive reads the whole account: a few per hour is plenty for a person. */
const EXPORT_RULE: RateLimitRule = { name: 'data-export:user', limit: 5, windowMs: 60 * 60_000 };

/**
 * `GET /request-data/download` (SET-12): the signed-in account's data as a ZIP attachment.
 * Signed-out and limited-login visitors are sent to log in first.
 */
export const GET: APIRoute = async ({ locals, url, redirect }) => {
	const viewer = locals.viewer;
	if (!isFullyAuthenticated(viewer)) {
		return redirect(`/login?next=${encodeURIComponent('/request-data')}`, 302);
	}
	if (!(await rateLimiter().hit(EXPORT_RULE, viewer.id)).allowed) {
		return new Response(`${accountPages().downloadLimited()}\n`, {
			status: 429,
			headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
		});
	}
	const now = new Date();
	const archive = await buildExportArchive(locals.db, viewer.id, { origin: url, now });
	if (!archive) return new Response(null, { status: 404 });
	return new Response(archive, {
		status: 200,
		headers: {
			'content-type': 'application/zip',
			'content-length': String(archive.byteLength),
			'content-disposition': `attachment; filename="${exportFileName(viewer.username, now)}"`,
			'cache-control': 'no-store',
		},
	});
};
