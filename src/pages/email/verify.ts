import type { APIRoute } from 'astro';
import { verifyEmailToken } from '~/lib/identity/auth/email-verification.service.server.ts';

/**
 * `GET /email/verify/?t=…`: the link in the verification mail. A valid link (sent to the
 * account's current email, unused, under 7 days old) marks the email verified and goes home
 * with `?email_verified=1`; anything else goes to `/email_verification_error` (AUTH-22).
 */
export const GET: APIRoute = async ({ url, locals }) => {
	const token = (url.searchParams.get('t') ?? '').slice(0, 200);
	const userId = token ? await verifyEmailToken(locals.db, token) : null;
	return new Response(null, {
		status: 303,
		headers: {
			location: userId ? '/?email_verified=1' : '/email_verification_error',
			'cache-control': 'no-store',
		},
	});
};
