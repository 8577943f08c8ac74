import { ApiError, callResource } from '../../../platform/client/api.ts';
import { recordClientEvent } from '../../../platform/client/client-events.ts';
import { type SignupRetryDeps, withSignupRetry } from './signup-retry.ts';

/** The options of `UserRegisterResource` create (AUTH-05) the forms send. */
export interface SignupPayload {
	email: string;
	password: string;
	/** `YYYY-MM-DD`. */
	birthday: string;
	first_name?: string;
	last_name?: string;
	locale?: string;
	visited_pages?: string[];
	referrer?: string;
	utm_campaign?: string;
	/** CMP-07: sent (true) when a sign-up consent requirement applies. */
	privacy_disclaimer_acknowledge?: boolean;
	user_behavior_data?: Record<string, unknown>;
}

/** What the server answers on success. */
export interface SignupAnswer {
	user?: { id?: string } | null;
	email_verification_sent?: boolean;
}

/** AUTH-06: the states a sign-up goes through, as logged events. */
export const SIGNUP_EVENTS = {
	attempt: 'signup_attempt',
	success: 'signup_success',
	fail: 'signup_fail',
} as const;

export interface SignupDeps extends SignupRetryDeps {
	send?: (payload: SignupPayload) => Promise<SignupAnswer>;
	record?: (name: string, data?: Record<string, unknown>) => void;
}

/**
 * Creates the account: records `signup_attempt`, sends the registration with the AUTH-07
 * retries, then records `signup_success` or `signup_fail` (with the error code) and answers or
 * rethrows. One attempt per form submission, however many retries it took.
 */
export async function submitSignup(
	payload: SignupPayload,
	deps: SignupDeps = {},
): Promise<SignupAnswer> {
	const send =
		deps.send ??
		((p: SignupPayload) => callResource<SignupAnswer>('UserRegisterResource', 'create', { ...p }));
	const record = deps.record ?? recordClientEvent;
	record(SIGNUP_EVENTS.attempt);
	try {
		const answer = await withSignupRetry(() => send(payload), deps);
		record(SIGNUP_EVENTS.success);
		return answer;
	} catch (error) {
		record(SIGNUP_EVENTS.fail, {
			code: error instanceof ApiError ? error.code : '',
			status: error instanceof ApiError ? error.status : 0,
		});
		throw error;
	}
}

/**
 * The sign-up context the browser adds (AUTH-05): where the visitor came from, and the pages
 * they saw signed out (`seenPages`: UPS-01 `visitedUnauthPages`, kept by the upsell area only
 * where consent allows; when empty, this page). The caller passes them in, so sign-up (identity)
 * does not import the upsells (growth) above it.
 */
export function signupContext(
	seenPages: readonly string[],
): Pick<SignupPayload, 'locale' | 'referrer' | 'utm_campaign' | 'visited_pages'> {
	const params = new URLSearchParams(location.search);
	const campaign = params.get('utm_campaign');
	const locale = navigator.language;
	return {
		...(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(locale) ? { locale } : {}),
		...(document.referrer ? { referrer: document.referrer.slice(0, 2048) } : {}),
		...(campaign ? { utm_campaign: campaign.slice(0, 200) } : {}),
		visited_pages: seenPages.length > 0 ? [...seenPages] : [location.pathname.slice(0, 512)],
	};
}
