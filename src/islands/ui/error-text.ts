import { ApiError } from '~/lib/platform/client/api.ts';
import { defaultErrorMessage } from '~/lib/platform/client/error-modal-content.ts';

/**
 * The text to show for a failed call: the catalogue's message when the server sent one, the
 * offline text (ERR-04) when no answer came at all, else ERR-01's default message (a proxy's
 * page, an answer that was not ours).
 */
export function errorText(error: unknown): string {
	if (error instanceof ApiError && (error.code || error.status === 0)) return error.message;
	return defaultErrorMessage();
}
