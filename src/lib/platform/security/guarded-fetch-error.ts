import errorsDetail from '~/messages/errors-detail/index.ts';
import { AppError, type ErrorCode } from '../http/errors.ts';
import type { AddressRange } from './public-address.ts';

/** Why a guarded fetch stopped. One catalogue code each; the reason itself stays on the server. */
export type FetchRefusal =
	| 'invalid-url'
	| 'scheme'
	| 'credentials'
	| 'port'
	| 'unresolvable'
	| 'non-public-address'
	| 'too-many-redirects'
	| 'bad-redirect'
	| 'connect-failed'
	| 'bad-response'
	| 'timeout'
	| 'aborted'
	| 'too-large';

/**
 * The client-facing code and detail of each reason, the detail in the request's language (a
 * 5xx detail is what the error dialog shows). `unresolvable` and `non-public-address` read the
 * same on purpose, so answers cannot tell which internal names exist; no detail names an
 * address or a host.
 */
function refusal(reason: FetchRefusal): { code: ErrorCode; detail: string } {
	const t = errorsDetail();
	switch (reason) {
		case 'invalid-url':
			return { code: 'FetchUrlRefused', detail: t.fetchInvalidUrl() };
		case 'scheme':
			return { code: 'FetchUrlRefused', detail: t.fetchScheme() };
		case 'credentials':
			return { code: 'FetchUrlRefused', detail: t.fetchCredentials() };
		case 'port':
			return { code: 'FetchUrlRefused', detail: t.fetchPort() };
		case 'unresolvable':
		case 'non-public-address':
			return { code: 'FetchHostRefused', detail: t.fetchHost() };
		case 'too-many-redirects':
			return { code: 'FetchFailed', detail: t.fetchTooManyRedirects() };
		case 'bad-redirect':
			return { code: 'FetchFailed', detail: t.fetchBadRedirect() };
		case 'connect-failed':
			return { code: 'FetchFailed', detail: t.fetchConnectFailed() };
		case 'bad-response':
			return { code: 'FetchFailed', detail: t.fetchBadResponse() };
		case 'timeout':
			return { code: 'FetchTimeout', detail: t.fetchTimeout() };
		case 'aborted':
			return { code: 'FetchTimeout', detail: t.fetchAborted() };
		case 'too-large':
			return { code: 'FetchTooLarge', detail: t.fetchTooLarge() };
	}
}

/**
 * A guarded fetch that was refused or failed. `reason`, `range` and `hop` are for logs and
 * tests; the envelope carries only the catalogue code, message and a detail without addresses.
 */
export class GuardedFetchError extends AppError {
	readonly reason: FetchRefusal;
	/** For `non-public-address`: the range of the first refused address. */
	readonly range: AddressRange | undefined;
	/** 0 for the URL as given, n for the n-th redirect. */
	readonly hop: number;

	constructor(
		reason: FetchRefusal,
		options: { hop?: number; range?: AddressRange | undefined; cause?: unknown } = {},
	) {
		const { code, detail } = refusal(reason);
		const hop = options.hop ?? 0;
		super(code, {
			detail: hop > 0 ? errorsDetail().fetchAfterRedirects({ detail, hops: hop }) : detail,
			cause: options.cause,
		});
		this.name = 'GuardedFetchError';
		this.reason = reason;
		this.range = options.range;
		this.hop = hop;
	}
}
