import type { z } from 'zod';
import { logger } from '../log/logger.server.ts';
import { jsonFailure } from './envelope.ts';
import { AppError } from './errors.ts';
import { isStorageFull } from './storage-full.ts';

/**
 * Turns any thrown value into an envelope response. A full disk or database answers
 * `StorageFull` (507: the write was rolled back, try later) and is logged as an error, since
 * an operator must make room; other unexpected errors are logged and answered `Internal`.
 */
export function errorResponse(error: unknown, requestId?: string): Response {
	if (error instanceof AppError && error.code !== 'Internal') return jsonFailure(error);
	if (isStorageFull(error)) {
		logger.error('storage full', { requestId, error: errorText(error) });
		return jsonFailure(new AppError('StorageFull', { cause: error }));
	}
	if (error instanceof AppError) return jsonFailure(error);
	logger.error('unhandled error', { requestId, error: errorText(error) });
	return jsonFailure(new AppError('Internal', { cause: error }));
}

function errorText(error: unknown): string {
	return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** A readable one-line account of zod issues: `board_id: expected string; foo: Unrecognized key`. */
export function describeIssues(error: z.ZodError): string {
	return error.issues
		.slice(0, 10)
		.map((issue) => {
			const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
			return `${where}${issue.message}`;
		})
		.join('; ');
}

/** Parses with a schema, throwing `InvalidOptions` with the issues as detail. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
	const result = schema.safeParse(value);
	if (!result.success)
		throw new AppError('InvalidOptions', { detail: describeIssues(result.error) });
	return result.data;
}
