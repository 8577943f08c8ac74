import { z } from 'zod';
import { FINGERPRINT_PATTERN } from '~/lib/growth/spam/fingerprint.ts';
import { recordFingerprintForApi } from '~/lib/growth/spam/record-fingerprint.operation.server.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/**
 * `POST /v3/spam/fingerprints/` (AUTH-20, API-31) with `{fingerprint}`: the browser sends it
 * about 300 ms after load (never for a limited-login viewer). Kept per signed-in user, or per
 * visitor id for everyone else (limited-login viewers read as signed out, LIM-01). Answers
 * `null`; the browser only records a metric when it fails.
 */
export const POST = restRoute({
	auth: 'optional',
	input: z.object({
		/** 1 to 128 printable ASCII characters (the browser sends 16 hex digits). */
		fingerprint: z
			.string()
			.regex(FINGERPRINT_PATTERN, 'must be 1 to 128 printable ASCII characters'),
	}),
	async run(ctx, input) {
		return { data: await recordFingerprintForApi(ctx, input.fingerprint) };
	},
});
