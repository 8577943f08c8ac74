import { z } from 'zod';
import { feedbackFieldSchema } from '~/lib/growth/feedback/feedback.schema.ts';
import { recordFeedback } from '~/lib/growth/feedback/feedback.service.server.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/**
 * `POST /v3/analytics/feedback/` with `feedback_data`, JSON text of `{ text, page_url }`
 * (NAV-21, API list). Anyone may send feedback, signed in or not; at most 10 an hour per
 * person (or per address when signed out). Answers `data: null` (U-03: fire and forget).
 */
export const POST = restRoute({
	auth: 'optional',
	input: z.object({ feedback_data: feedbackFieldSchema }),
	async run({ db, viewer, clientAddress, request }, input) {
		await recordFeedback(db, input.feedback_data, {
			viewer,
			clientAddress,
			userAgent: request.headers.get('user-agent') ?? '',
		});
		return { data: null };
	},
});
