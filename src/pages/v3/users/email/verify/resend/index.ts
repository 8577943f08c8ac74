import { z } from 'zod';
import { resendVerificationEmail } from '~/lib/identity/auth/email-verification.service.server.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/**
 * `POST /v3/users/email/verify/resend/` (AUTH-21, API-28): mails a new verification link, at
 * most 3 an hour (and within the limits of mail to unconfirmed addresses). Answers
 * `{already_verified, email_sent}`.
 */
export const POST = restRoute({
	auth: 'required',
	input: z.object({}),
	async run({ db, viewer, clientAddress }) {
		return { data: await resendVerificationEmail(db, viewer!.id, clientAddress) };
	},
});
