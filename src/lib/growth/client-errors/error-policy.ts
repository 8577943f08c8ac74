import errorModalMessages from '~/messages/error-modal/index.ts';
import type { ErrorModalRequest } from '../../platform/client/error-modal-content.ts';
import { type FailedCall, TIMEOUT_STATUS } from '../../platform/client/error-state.ts';

/**
 * Which failed calls open an error modal by themselves (ERR-01..03). The api client announces
 * every failure (`API_FAILURE_EVENT`); the page's shell script asks this. The rule: an action
 * the person took (a call that changes something) that failed for a reason that is not theirs
 * gets a modal; everything else is left to the island that made the call, which already shows
 * field errors, toasts and reverts.
 *
 * | failure | shown |
 * |---|---|
 * | a read (GET), or a call marked `quiet` (background work such as session checks) | nothing |
 * | no answer (offline) | nothing here: the offline toast (ERR-04) |
 * | 408 (the server timed out waiting) | 'Oops!' "That took too long…", hides after 3 s |
 * | an answer that is not our JSON envelope (a proxy's HTML error page) | 'Something went wrong' |
 * | 5xx in our envelope | 'An error occurred' with `message_detail`, else `message` (U-21) |
 * | 4xx in our envelope (validation, permissions, limits) | nothing: the island explains it |
 */
export interface ApiFailure {
	method: string;
	/** The caller handles failures quietly (background calls). */
	quiet: boolean;
	call: FailedCall;
}

/** ERR-02's use: what the 'Oops!' modal says for a 408. */
export function timeoutMessage(): string {
	return errorModalMessages().timeoutMessage();
}

export function errorModalFor(failure: ApiFailure): ErrorModalRequest | null {
	const { method, quiet, call } = failure;
	if (quiet || method === 'GET' || method === 'HEAD' || call.status === 0) return null;
	if (call.status === TIMEOUT_STATUS) return { kind: 'oops', message: timeoutMessage() };
	if (call.apiErrorCode === 0) return { kind: 'html' };
	if (call.status >= 500) return { kind: 'generic', message: call.detail || call.message };
	return null;
}
