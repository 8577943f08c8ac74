import errorMessages from '~/messages/errors/index.ts';
import { ERRORS } from './errors/catalogue.ts';

/**
 * Expected failures, named by the error catalogue (`errors/catalogue.ts`, one file per area):
 * each entry has a permanent name, a stable `apiErrorCode`, an HTTP status, and a message that
 * says what happened and what to do in the `errors` namespace of the message catalogue.
 */
export { ERRORS };

export type ErrorCode = keyof typeof ERRORS;

/** An expected failure with a catalogue entry; the gateway turns it into the envelope. */
export class AppError extends Error {
	readonly code: ErrorCode;
	readonly detail: string | undefined;
	readonly extra: Record<string, unknown> | undefined;

	constructor(
		code: ErrorCode,
		options: {
			detail?: string;
			message?: string;
			extra?: Record<string, unknown>;
			cause?: unknown;
		} = {},
	) {
		// The message is composed where the error is thrown, in the request's language.
		super(options.message ?? errorMessage(code), { cause: options.cause });
		this.name = 'AppError';
		this.code = code;
		this.detail = options.detail;
		this.extra = options.extra;
	}

	get status(): number {
		return ERRORS[this.code].status;
	}
}

/** Returns `value`, or throws `NotFound` when it is null or undefined. */
export function orNotFound<T>(value: T | null | undefined, detail?: string): T {
	if (value === null || value === undefined) {
		throw new AppError('NotFound', detail === undefined ? {} : { detail });
	}
	return value;
}

/** The catalogue's message of an error, in the current language (docs/i18n.md). */
export function errorMessage(code: ErrorCode): string {
	return errorMessages()[code]();
}
