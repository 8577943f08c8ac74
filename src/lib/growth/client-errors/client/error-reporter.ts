import { API_FAILURE_EVENT, type ApiFailureDetail } from '../../../platform/client/api-events.ts';
import { noteAppVersion } from '../../../platform/client/app-version.ts';
import { LOADER_ERROR_EVENT } from '../../../platform/client/chunk-load.ts';
import { errorStateOf } from '../../../platform/client/error-state.ts';
import {
	type ClientErrorReport,
	createErrorDeduper,
	isReportable,
	kindOfMessage,
	MAX_MESSAGE_LENGTH,
	MAX_REPORTS_PER_PAGE,
	MAX_STACK_LENGTH,
	reportKey,
} from '../client-error.ts';

/**
 * The browser half of error reporting (ERR-07, STA-04, STA-05), installed once per page by the
 * shell script: uncaught errors (which include React's hydration errors: React 19 reports
 * recoverable errors through `reportError`), unhandled rejections, failed API calls and
 * chunks that could not load are sent to `POST /v3/client_errors/`, filtered and de-duplicated
 * by `client-error.ts`.
 */

/** Where reports go (`src/pages/v3/client_errors/index.ts`). */
const CLIENT_ERRORS_PATH = '/v3/client_errors/';

type Send = (report: ClientErrorReport) => void;

const cut = (text: string | undefined, max: number) =>
	text && text.length > max ? text.slice(0, max) : text;

/** Sends one report; keepalive, so a report made while the page unloads still goes. */
const sendReport: Send = (report) => {
	const token = /(?:^|; )csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
	fetch(CLIENT_ERRORS_PATH, {
		method: 'POST',
		keepalive: true,
		credentials: 'same-origin',
		headers: { 'content-type': 'application/json', 'x-csrftoken': decodeURIComponent(token) },
		body: JSON.stringify({
			kind: report.kind,
			message: cut(report.message, MAX_MESSAGE_LENGTH),
			stack: cut(report.stack, MAX_STACK_LENGTH),
			source: cut(report.source, 2000),
			line: report.line,
			column: report.column,
			status: report.status,
			api_error_code: report.apiErrorCode,
			code: report.code,
			page_url: cut(report.pageUrl, 2000),
		}),
	}).then(noteAppVersion, () => {});
};

function errorParts(reason: unknown): {
	message: string;
	stack?: string | undefined;
	name: string;
} {
	if (reason instanceof Error)
		return { message: reason.message, stack: reason.stack, name: reason.name };
	return { message: typeof reason === 'string' ? reason : String(reason), name: '' };
}

/** Listens for the page's errors and reports those worth reporting. */
export function installErrorReporter(send: Send = sendReport): void {
	const pass = createErrorDeduper();
	let sent = 0;
	const here = () => location.pathname + location.search;

	function report(entry: Omit<ClientErrorReport, 'pageUrl'>): void {
		const full: ClientErrorReport = { ...entry, pageUrl: here() };
		// ERR-07: connectivity failures are not errors of ours.
		if (!navigator.onLine || !isReportable(full)) return;
		if (!pass(reportKey(full), Date.now()) || sent >= MAX_REPORTS_PER_PAGE) return;
		sent += 1;
		send(full);
	}

	addEventListener('error', (event) => {
		// Failed images and stylesheets also fire `error`, but not as an ErrorEvent on window.
		if (!(event instanceof ErrorEvent)) return;
		const { message, stack, name } = errorParts(event.error ?? event.message);
		if (name === 'AbortError') return;
		const text = event.message || message;
		report({
			kind: kindOfMessage(text) ?? 'error',
			message: text,
			stack,
			source: event.filename || undefined,
			line: event.lineno || undefined,
			column: event.colno || undefined,
		});
	});

	addEventListener('unhandledrejection', (event) => {
		const reason: unknown = event.reason;
		// API failures are reported from API_FAILURE_EVENT (with their status), once.
		if (typeof reason === 'object' && reason !== null && 'apiErrorCode' in reason) return;
		const { message, stack, name } = errorParts(reason);
		if (name === 'AbortError' || name === 'StaleAppError') return;
		report({ kind: kindOfMessage(message) ?? 'unhandledrejection', message, stack });
	});

	addEventListener(API_FAILURE_EVENT, (event) => {
		const { path, error } = (event as CustomEvent<ApiFailureDetail>).detail;
		// ERR-08: a 408 is not kept as an error, so not reported either.
		const state = errorStateOf(error);
		if (!state || state.http_status === 0) return;
		report({
			kind: 'api',
			message: state.message,
			source: path,
			status: state.http_status,
			apiErrorCode: state.api_error_code,
			code: state.code || undefined,
		});
	});

	addEventListener(LOADER_ERROR_EVENT, (event) => {
		const { message, stack } = errorParts((event as CustomEvent<unknown>).detail);
		report({ kind: 'loader', message, stack });
	});
}
