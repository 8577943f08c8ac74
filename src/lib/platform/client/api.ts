import errorModalMessages from '~/messages/error-modal/index.ts';
/**
 * The browser's one way to call the server: the resource gateway and REST paths, with the
 * CSRF token (AUTH-23) and the envelope unwrapped. Failures throw `ApiError` carrying the
 * catalogue code, so callers branch on `apiErrorCode`/`code` rather than on text.
 *
 * Every answer's `X-App-Version` is noted (STA-08), and every failure is announced as
 * `API_FAILURE_EVENT` before it is thrown, for the error reporter (ERR-07) and the error modal
 * (`errors/error-policy.ts`: an action that fails on the server's side opens it).
 */
import { currentLanguage } from '../i18n/current-language.ts';
import { PAGE_LANGUAGE_HEADER } from '../i18n/page-language-header.ts';
import { API_FAILURE_EVENT, type ApiFailureDetail } from './api-events.ts';
import { noteAppVersion } from './app-version.ts';
import { csrfToken, ensureCsrfToken } from './csrf.ts';

export interface ApiErrorBody {
	api_error_code: number;
	code: string;
	message: string;
	message_detail: string;
	http_status: number;
	extra_data?: Record<string, unknown>;
}

/** ERR-04: what a call that could not reach the server says (the offline toast's text). */
export function offlineMessage(): string {
	return errorModalMessages().offlineMessage();
}

export class ApiError extends Error {
	/** HTTP status; 0 when no answer came at all (offline, or the connection failed). */
	readonly status: number;
	/** Catalogue number, or 0 when the answer was not an envelope (network failure, proxy page). */
	readonly apiErrorCode: number;
	/** Catalogue name, e.g. `MfaRequired`; empty when unknown. */
	readonly code: string;
	readonly detail: string;
	readonly extra: Record<string, unknown>;

	constructor(status: number, body: Partial<ApiErrorBody> | null, fallback: string) {
		super(body?.message || fallback);
		this.name = 'ApiError';
		this.status = status;
		this.apiErrorCode = body?.api_error_code ?? 0;
		this.code = body?.code ?? '';
		this.detail = body?.message_detail ?? '';
		this.extra = body?.extra_data ?? {};
	}
}

/**
 * The error for a `fetch` that rejected, i.e. no answer came. An abort (the page is leaving, a
 * newer request won) keeps its own message, which callers recognise; anything else gets the
 * offline text (ERR-04), words a person can act on rather than "Failed to fetch".
 */
export function noAnswer(error: unknown): ApiError {
	const aborted = error instanceof Error && error.name === 'AbortError';
	return new ApiError(0, null, aborted ? error.message || 'aborted' : offlineMessage());
}

/**
 * The header naming this page's language (`<html lang>`) for a call made with plain `fetch`
 * rather than `callResource`/`callRest` (an upload): the server's words then come back in the
 * page's language too (`PAGE_LANGUAGE_HEADER`).
 */
export function pageLanguageHeaders(): Record<string, string> {
	return { [PAGE_LANGUAGE_HEADER]: currentLanguage() };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a call behaves, beyond what it sends. */
export interface CallOptions {
	/**
	 * A background call the person did not ask for (a session check, a privacy signal): its
	 * failure never opens the error modal; the caller handles it quietly.
	 */
	quiet?: boolean;
}

/** Announces a failure (API_FAILURE_EVENT) and hands it back for throwing. */
function failed(method: Method, url: string, error: ApiError, init: CallOptions): ApiError {
	if (typeof dispatchEvent === 'function') {
		const detail: ApiFailureDetail = {
			method,
			path: url.split('?')[0] ?? url,
			quiet: init.quiet ?? false,
			error,
		};
		dispatchEvent(new CustomEvent(API_FAILURE_EVENT, { detail }));
	}
	return error;
}

/** The success envelope's parts a caller may need: the data, and a list's next-page bookmark. */
interface ResourceAnswer<T> {
	data: T;
	bookmark?: string;
}

async function send<T>(
	method: Method,
	url: string,
	init: CallOptions,
	body?: BodyInit,
	type?: string,
): Promise<T> {
	return (await sendForAnswer<T>(method, url, init, body, type)).data;
}

async function sendForAnswer<T>(
	method: Method,
	url: string,
	init: CallOptions,
	body?: BodyInit,
	type?: string,
): Promise<ResourceAnswer<T>> {
	// The page's language: answers (error messages) read in it whatever the browser prefers.
	const headers: Record<string, string> = { accept: 'application/json', ...pageLanguageHeaders() };
	// Synchronous when the cookie is there (the usual case); a page from a shared cache asks first.
	if (method !== 'GET') headers['x-csrftoken'] = csrfToken() || (await ensureCsrfToken());
	if (type) headers['content-type'] = type;
	let response: Response;
	try {
		response = await fetch(url, {
			method,
			headers,
			credentials: 'same-origin',
			...(body ? { body } : {}),
		});
	} catch (error) {
		throw failed(method, url, noAnswer(error), init);
	}
	noteAppVersion(response);
	let envelope: {
		resource_response?: {
			status?: string;
			data?: unknown;
			bookmark?: string;
			error?: ApiErrorBody;
		};
	} | null = null;
	try {
		envelope = await response.json();
	} catch {
		envelope = null;
	}
	const r = envelope?.resource_response;
	if (!response.ok || r?.status !== 'success') {
		// An answer without words of its own (a proxy's page, an envelope with no message) says
		// the catalogue's default in the page's language, never an English status line.
		const error = new ApiError(
			response.status,
			r?.error ?? null,
			errorModalMessages().defaultMessage(),
		);
		throw failed(method, url, error, init);
	}
	return { data: r.data as T, ...(r.bookmark ? { bookmark: r.bookmark } : {}) };
}

const ACTION_METHOD = { get: 'GET', create: 'POST', update: 'PUT', delete: 'DELETE' } as const;

/** The marker a list's bookmark holds when there is no next page. */
const LIST_END = '-end-';

/** One page of a paged resource's answer, and the bookmark of the next one (null at the end). */
export interface ResourcePage<T> {
	data: T;
	next: string | null;
}

/** The parameters every resource call sends: the page it comes from and its options. */
function resourceParams(options: Record<string, unknown>): URLSearchParams {
	return new URLSearchParams({
		source_url: location.pathname + location.search,
		data: JSON.stringify({ options, context: {} }),
	});
}

/**
 * Gets one page of a paged resource (`options.bookmark` for a page after the first): its data
 * and the bookmark to ask for the next page with (the envelope's `bookmark`).
 */
export async function callResourcePage<T>(
	name: `${string}Resource`,
	options: Record<string, unknown>,
	bookmark: string | null = null,
	init: CallOptions = {},
): Promise<ResourcePage<T>> {
	const page = { ...options, ...(bookmark ? { bookmark } : {}) };
	const url = `/resource/${name}/get/?${resourceParams(page)}`;
	const answer = await sendForAnswer<T>('GET', url, init);
	const next = answer.bookmark && answer.bookmark !== LIST_END ? answer.bookmark : null;
	return { data: answer.data, next };
}

/** Calls `/resource/{name}/{action}/` with `options` (STA-14 method mapping). */
export function callResource<T = unknown>(
	name: `${string}Resource`,
	action: keyof typeof ACTION_METHOD,
	options: Record<string, unknown> = {},
	init: CallOptions = {},
): Promise<T> {
	const method = ACTION_METHOD[action];
	const url = `/resource/${name}/${action}/`;
	const params = resourceParams(options);
	if (method === 'GET') return send<T>('GET', `${url}?${params}`, init);
	return send<T>(method, url, init, params, 'application/x-www-form-urlencoded');
}

/** Calls a REST path (`/v3/…`); a body is sent as JSON, query values go in the URL for GET. */
export function callRest<T = unknown>(
	method: Method,
	path: string,
	body?: Record<string, unknown>,
	init: CallOptions = {},
): Promise<T> {
	if (method === 'GET' || method === 'DELETE') {
		const query = body ? `?${new URLSearchParams(body as Record<string, string>)}` : '';
		return send<T>(method, path + query, init);
	}
	return send<T>(method, path, init, JSON.stringify(body ?? {}), 'application/json');
}
