import { z } from 'zod';
import { verifySessionForApi } from '~/lib/identity/auth/session-verify.operation.server.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/**
 * `PUT /v3/sessions/verify/` (AUTH-19, API-30): the client sends a reCAPTCHA token a little after
 * login (U-33: 2 s). At most 3 per hour per user; a 4th answers RateLimited.
 *
 * Only the token's shape is checked here; `verifySessionForApi` says why.
 */
export const PUT = restRoute({
	auth: 'required',
	input: z.object({
		recaptcha_token: z
			.string()
			.min(20, 'Send the token reCAPTCHA returned.')
			.max(4096)
			.regex(/^[A-Za-z0-9_\-.:+/=]+$/, 'That is not a reCAPTCHA token.'),
	}),
	async run({ viewer }) {
		return { data: await verifySessionForApi(viewer.id) };
	},
});
