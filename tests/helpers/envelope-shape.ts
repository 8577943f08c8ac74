import { z } from 'zod';
import { ERRORS } from '~/lib/platform/http/errors.ts';

const errorBody = z
	.object({
		api_error_code: z.number().int(),
		code: z.enum(Object.keys(ERRORS) as [keyof typeof ERRORS, ...(keyof typeof ERRORS)[]]),
		message: z.string().min(1),
		message_detail: z.string(),
		http_status: z.number().int().min(400).max(599),
		extra_data: z.record(z.string(), z.unknown()).optional(),
	})
	.strict();

const success = z
	.object({
		status: z.literal('success'),
		code: z.literal(0),
		message: z.string(),
		data: z.unknown(),
		bookmark: z.string().nullable().optional(),
	})
	.strict();

const failure = z
	.object({
		status: z.literal('failure'),
		code: z.number().int(),
		message: z.string().min(1),
		data: z.null(),
		error: errorBody,
	})
	.strict();

/** STA-13, ERR-09: `{"resource_response": {status, code, message, data, bookmark?, error?}}`. */
const envelope = z.object({ resource_response: z.union([success, failure]) }).strict();

/**
 * Why `body` (parsed JSON) is not the spec's envelope for an answer with this HTTP status, or
 * null when it is: the shape above, a catalogue error whose `http_status` and `code` agree with
 * the catalogue and the response, and success only on a 2xx.
 */
export function envelopeProblem(status: number, body: unknown): string | null {
	const parsed = envelope.safeParse(body);
	if (!parsed.success) return `not the envelope: ${parsed.error.issues[0]?.message ?? ''}`;
	const r = parsed.data.resource_response;
	if (r.status === 'success') return status < 300 ? null : `success with HTTP ${status}`;
	const spec = ERRORS[r.error.code];
	if (r.error.http_status !== status) return `http_status ${r.error.http_status} on HTTP ${status}`;
	if (spec.status !== status)
		return `${r.error.code} is ${spec.status} in the catalogue, sent ${status}`;
	if (r.code !== spec.apiErrorCode || r.error.api_error_code !== spec.apiErrorCode) {
		return `${r.error.code} carries api_error_code ${r.error.api_error_code}`;
	}
	return null;
}
