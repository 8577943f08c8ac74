import { ApiError } from '~/lib/platform/client/api.ts';
import { DEFAULT_ERROR_MESSAGE } from '~/lib/platform/client/error-modal-content.ts';
/** ERR-01: the default message when the server gave none (network failure, a proxy's page). */

/**
 * The text to show for a failed call: the catalogue's message when the server sent one, the
 * offline text (ERR-04) when no answer came at all.
 */
export function errorText(error: unknown): string {
	if (error instanceof ApiError && (error.code || error.status === 0)) return error.message;
	return DEFAULT_ERROR_MESSAGE;
}
