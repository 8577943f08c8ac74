import { type AppError, ERRORS } from './errors.ts';

/**
 * The one answer shape of every API call (STA-13, ERR-09):
 * `{"resource_response": {status, code, message, data, bookmark?, error?}}`.
 */
export interface ResourceResponse<T = unknown> {
	resource_response: {
		status: 'success' | 'failure';
		code: number;
		message: string;
		data: T | null;
		bookmark?: string | null;
		error?: ErrorBody;
	};
}

export interface ErrorBody {
	/** Stable number from the catalogue. */
	api_error_code: number;
	/** Permanent PascalCase name from the catalogue. */
	code: string;
	message: string;
	message_detail: string;
	http_status: number;
	extra_data?: Record<string, unknown>;
}

export function successBody<T>(data: T, bookmark?: string | null): ResourceResponse<T> {
	const body: ResourceResponse<T> = {
		resource_response: { status: 'success', code: 0, message: 'ok', data },
	};
	if (bookmark !== undefined) body.resource_response.bookmark = bookmark;
	return body;
}

export function failureBody(error: AppError): ResourceResponse<null> {
	const spec = ERRORS[error.code];
	const err: ErrorBody = {
		api_error_code: spec.apiErrorCode,
		code: error.code,
		message: error.message,
		message_detail: error.detail ?? '',
		http_status: spec.status,
	};
	if (error.extra) err.extra_data = error.extra;
	return {
		resource_response: {
			status: 'failure',
			code: spec.apiErrorCode,
			message: error.message,
			data: null,
			error: err,
		},
	};
}

const JSON_HEADERS = {
	'content-type': 'application/json; charset=utf-8',
	'cache-control': 'no-store',
};

export function jsonSuccess<T>(data: T, bookmark?: string | null, status = 200): Response {
	return new Response(JSON.stringify(successBody(data, bookmark)), {
		status,
		headers: JSON_HEADERS,
	});
}

export function jsonFailure(error: AppError): Response {
	return new Response(JSON.stringify(failureBody(error)), {
		status: error.status,
		headers: JSON_HEADERS,
	});
}
