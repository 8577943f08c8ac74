import { clientErrorSchema } from '~/lib/growth/client-errors/client-error.schema.ts';
import { recordClientError } from '~/lib/growth/client-errors/client-errors.service.server.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/**
 * `POST /v3/client_errors/` (ERR-07, STA-04, STA-05): one error report from a page's error
 * reporter, signed in or not. Kept as a structured log line; answers `{ logged }`.
 */
export const POST = restRoute({
	auth: 'optional',
	input: clientErrorSchema,
	async run({ viewer, clientAddress, request, requestId }, input) {
		const logged = await recordClientError(input, {
			viewer,
			clientAddress,
			userAgent: request.headers.get('user-agent') ?? '',
			requestId,
		});
		return { data: { logged } };
	},
});
