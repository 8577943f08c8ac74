/**
 * Client error reports (ERR-07, STA-04, STA-05): what the browser sends to
 * `POST /v3/client_errors/`, and which errors are worth sending. Pure, and shared by the
 * browser reporter (`error-reporter.ts`) and the server, which applies the same filter again.
 */

/** Where an error came from. */
export const CLIENT_ERROR_KINDS = [
	/** an uncaught exception (`window` `error`) */
	'error',
	/** a promise rejection nobody handled */
	'unhandledrejection',
	/** a failed API call the api client saw */
	'api',
	/** STA-04: code that could not be loaded (after the STA-03 retries) */
	'loader',
	/** STA-05: React could not hydrate an island */
	'hydration',
] as const;
type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

export interface ClientErrorReport {
	kind: ClientErrorKind;
	message: string;
	/** The error's stack, when it had one. */
	stack?: string | undefined;
	/** Script URL of an uncaught error, or the called path of an API failure. */
	source?: string | undefined;
	line?: number | undefined;
	column?: number | undefined;
	/** API failures: the HTTP status and the catalogue's number and name. */
	status?: number | undefined;
	apiErrorCode?: number | undefined;
	code?: string | undefined;
	/** The page's path and query. */
	pageUrl: string;
}

/** ERR-07: the same error is reported at most once per this many milliseconds. */
export const ERROR_DEDUPE_MS = 5000;
/** A page sends at most this many reports, so a loop of errors cannot flood the server. */
export const MAX_REPORTS_PER_PAGE = 20;
/** Longest message and stack kept (longer ones are cut). */
export const MAX_MESSAGE_LENGTH = 1000;
export const MAX_STACK_LENGTH = 8000;

/** ERR-07: statuses not reported: 404 (a normal answer) and 500 (the server logged it). */
const SKIPPED_STATUSES = new Set([404, 500]);

/** ERR-07: the connection failed (the browsers' words for it, and our offline text). */
const CONNECTIVITY = [
	/^failed to fetch$/i,
	/^networkerror when attempting to fetch resource\.?$/i,
	/^load failed$/i,
	/^network ?error$/i,
	/^network request failed$/i,
	/^the network connection was lost\.?$/i,
	/^the internet connection appears to be offline\.?$/i,
	/^hmm\.\.\.you're not connected to the internet\.$/i,
	/^offline$/i,
];

/** ERR-07: a navigation or a request was cancelled (leaving the page, a newer request won). */
const NAVIGATION_CANCEL = [
	/^abort(ed)?$/i,
	/aborterror/i,
	/^the (user|operation) (aborted a request|was aborted)\.?/i,
	/^signal is aborted without reason$/i,
	/^(request |navigation )?cancell?ed$/i,
	/^navigation (was )?(cancell?ed|aborted|interrupted)/i,
];

/**
 * STA-05 / U-32: React's note that a Suspense boundary fell back to client rendering. It is
 * recovered from by React and not a failure of ours. Production React sends its errors as
 * "Minified React error #N"; #419 is this one.
 */
const IGNORED_HYDRATION =
	/server could not finish this suspense boundary|minified react error #419\b/i;

/**
 * STA-05: hydration errors, in words (development React) or by number (production React:
 * #418 mismatch, #422/#423 errors while hydrating, #425 text mismatch).
 */
const HYDRATION = /hydrat|minified react error #(418|422|423|425)\b/i;

/** Messages the browser gives a module that could not be fetched (STA-04). */
const LOADER = [
	/failed to fetch dynamically imported module/i,
	/error loading dynamically imported module/i,
	/importing a module script failed/i,
	/unable to preload css/i,
	/loading (css )?chunk \S+ failed/i,
];

/** The kind an uncaught error's message reveals: loader or hydration errors, else null. */
export function kindOfMessage(message: string): 'loader' | 'hydration' | null {
	if (LOADER.some((re) => re.test(message))) return 'loader';
	if (HYDRATION.test(message)) return 'hydration';
	return null;
}

/** ERR-07 and STA-05: false for what is not reported. */
export function isReportable(report: Pick<ClientErrorReport, 'message' | 'status'>): boolean {
	const message = report.message.trim();
	if (!message) return false;
	if (report.status !== undefined && SKIPPED_STATUSES.has(report.status)) return false;
	if (CONNECTIVITY.some((re) => re.test(message))) return false;
	if (NAVIGATION_CANCEL.some((re) => re.test(message))) return false;
	return !IGNORED_HYDRATION.test(message);
}

/** What makes two reports "identical" for ERR-07: kind, message, and where it happened. */
export function reportKey(report: ClientErrorReport): string {
	const where = report.stack?.split('\n').find((line) => /:\d+/.test(line)) ?? report.source ?? '';
	return `${report.kind}|${report.status ?? ''}|${report.message}|${where.trim()}`;
}

/**
 * ERR-07: a gate that lets a report through unless an identical one went through less than
 * `windowMs` ago (so an error repeating every second is reported once every 5 s).
 */
export function createErrorDeduper(
	windowMs = ERROR_DEDUPE_MS,
): (key: string, now: number) => boolean {
	const sentAt = new Map<string, number>();
	return (key, now) => {
		const last = sentAt.get(key);
		if (last !== undefined && now - last < windowMs) return false;
		sentAt.set(key, now);
		// Old keys can never block again; drop them so a long-lived page does not grow the map.
		if (sentAt.size > 200) {
			for (const [k, at] of sentAt) if (now - at >= windowMs) sentAt.delete(k);
		}
		return true;
	};
}
