import type { FailedCall } from './error-state.ts';

/**
 * Sent on `window` by the api client (`api.ts`) for every failed call, with
 * `ApiFailureDetail`. The page's shell script listens: the error reporter (ERR-07) and the
 * error modal's rules (`errors/error-policy.ts`). A DOM event, so the api client, which rides
 * in many islands' bundles, imports neither.
 */
export const API_FAILURE_EVENT = 'corkboard:api-failure';

export interface ApiFailureDetail {
	/** HTTP method of the call. */
	method: string;
	/** The path called, without the query. */
	path: string;
	/** The caller handles failures itself, quietly (background calls): no modal. */
	quiet: boolean;
	/** The `ApiError` thrown to the caller. */
	error: FailedCall;
}
