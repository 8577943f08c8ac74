import type { Actor } from './actors.ts';

/** What one call answered: the HTTP status, the body text, a parsed envelope, a redirect. */
export interface Answer {
	status: number;
	body: string;
	/** The envelope's `resource_response`, for API answers. */
	// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely.
	r?: Record<string, any>;
	/** The `Location` of a redirect. */
	location?: string | null;
}

/**
 * The expected outcome of one cell of the matrix.
 * - `ok`: the call is allowed (200; a page renders).
 * - `not_found`: the target does not exist for this actor (404, the catalogue `code` given).
 * - `denied`: refused with this status and catalogue code (401 `AuthenticationRequired`, …).
 * - `redirect`: a page or form sends the browser on (a login page, the page a form came from).
 */
export type Outcome =
	| { kind: 'ok'; status?: number }
	| { kind: 'not_found'; code?: string }
	| { kind: 'denied'; status: number; code?: string }
	| { kind: 'redirect'; to: RegExp; status?: number };

export const OK: Outcome = { kind: 'ok' };
/** API 404 `NotFound`, or a page's 404. */
export const NOT_FOUND: Outcome = { kind: 'not_found', code: 'NotFound' };
/** A page's 404 (HTML, no catalogue code). */
export const PAGE_404: Outcome = { kind: 'not_found' };
export const AUTH: Outcome = { kind: 'denied', status: 401, code: 'AuthenticationRequired' };
export const LIMITED: Outcome = { kind: 'denied', status: 401, code: 'LimitedLogin' };
export const FORBIDDEN: Outcome = { kind: 'denied', status: 403, code: 'Forbidden' };

export function denied(status: number, code: string): Outcome {
	return { kind: 'denied', status, code };
}
/** A page or form that answers this status with its own HTML (no catalogue code). */
export function pageStatus(status: number): Outcome {
	return status === 200 ? OK : { kind: 'denied', status };
}
export function redirect(to: RegExp, status?: number): Outcome {
	return status === undefined ? { kind: 'redirect', to } : { kind: 'redirect', to, status };
}
/** The login page (pages and forms of signed-in features send signed-out visitors there). */
export const TO_LOGIN = redirect(/^\/login\?(?!.*limited=1)/);
/** The login page in its limited-login mode (LIM-06). */
export const TO_LIMITED_LOGIN = redirect(/^\/login\?limited=1/);

/** Whether an outcome lets the actor through (its answer may carry what it asked for). */
export function allows(outcome: Outcome): boolean {
	return outcome.kind === 'ok' || outcome.kind === 'redirect';
}

/** A short text of an answer for failure messages: `404 NotFound`, `302 → /login?…`. */
function describeAnswer(answer: Answer): string {
	const code = answer.r?.error?.code as string | undefined;
	if (answer.location) return `${answer.status} → ${answer.location}`;
	return code ? `${answer.status} ${code}` : String(answer.status);
}

function describeOutcome(o: Outcome): string {
	switch (o.kind) {
		case 'ok':
			return `ok (${o.status ?? 200})`;
		case 'not_found':
			return `404 ${o.code ?? '(page)'}`;
		case 'denied':
			return `${o.status} ${o.code ?? '(page)'}`;
		case 'redirect':
			return `${o.status ?? '30x'} → ${o.to}`;
	}
}

/** Null when the answer is the expected outcome, else why not. */
export function mismatch(answer: Answer, expected: Outcome): string | null {
	const code = answer.r?.error?.code as string | undefined;
	const good = (() => {
		switch (expected.kind) {
			case 'ok':
				return (
					answer.status === (expected.status ?? 200) &&
					(answer.r === undefined || answer.r.status === 'success')
				);
			case 'not_found':
				return answer.status === 404 && (expected.code === undefined || code === expected.code);
			case 'denied':
				return answer.status === expected.status && code === expected.code;
			case 'redirect':
				return (
					answer.status >= 300 &&
					answer.status < 400 &&
					(expected.status === undefined || answer.status === expected.status) &&
					expected.to.test(answer.location ?? '')
				);
		}
	})();
	return good ? null : `expected ${describeOutcome(expected)}, got ${describeAnswer(answer)}`;
}

/** The expectation of every actor for one endpoint. */
export type Expectation = Record<Actor, Outcome>;
