/**
 * ERR-08/09: what the client keeps of a failed call. The server's envelope carries
 * `api_error_code`, `code`, `message`, `message_detail`, `http_status` and `extra_data`
 * (`src/lib/platform/http/envelope.ts`); `ApiError` (`src/lib/platform/client/api.ts`) holds all of them, and
 * this is the same record in the envelope's own names, as the error reporter and the error
 * modal read it.
 */

/** The fields of `ApiError` this reads (a structural type, so no import of the api client). */
export interface FailedCall {
	status: number;
	apiErrorCode: number;
	code: string;
	message: string;
	detail: string;
	extra: Record<string, unknown>;
}

export interface ErrorState {
	api_error_code: number;
	code: string;
	message: string;
	message_detail: string;
	extra_data: Record<string, unknown>;
	http_status: number;
}

/** HTTP 408 Request Timeout: the server gave up waiting; nothing about the resource failed. */
export const TIMEOUT_STATUS = 408;

/**
 * The error state of a failed call, or null for a 408 answer (ERR-08): a timeout says nothing
 * about the resource, so it is not kept (or reported) as its error; the call may simply be
 * made again.
 */
export function errorStateOf(call: FailedCall): ErrorState | null {
	if (call.status === TIMEOUT_STATUS) return null;
	return {
		api_error_code: call.apiErrorCode,
		code: call.code,
		message: call.message,
		message_detail: call.detail,
		extra_data: call.extra,
		http_status: call.status,
	};
}
