import { z } from 'zod';
import { CLIENT_ERROR_KINDS, MAX_MESSAGE_LENGTH, MAX_STACK_LENGTH } from './client-error.ts';

/** The body of `POST /v3/client_errors/` (ERR-07): one report, as `error-reporter.ts` sends it. */
export const clientErrorSchema = z
	.object({
		kind: z.enum(CLIENT_ERROR_KINDS),
		message: z.string().trim().min(1, 'Send the error message.').max(MAX_MESSAGE_LENGTH),
		stack: z.string().max(MAX_STACK_LENGTH).optional(),
		/** Script URL of an uncaught error, or the path of a failed call. */
		source: z.string().max(2000).optional(),
		line: z.number().int().nonnegative().optional(),
		column: z.number().int().nonnegative().optional(),
		/** A failed call's HTTP status (0: no answer). */
		status: z.number().int().min(0).max(599).optional(),
		api_error_code: z.number().int().nonnegative().optional(),
		code: z.string().max(100).optional(),
		/** The page it happened on: a path on this site. */
		page_url: z
			.string()
			.max(2000)
			.regex(/^\/(?!\/)/, 'Send the page as a path on this site, starting with one `/`.'),
	})
	.strict();
export type ClientErrorInput = z.infer<typeof clientErrorSchema>;
