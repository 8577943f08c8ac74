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
 * The client-facing code and detail of each reason. `unresolvable` and `non-public-address`
 * read the same on purpose, so answers cannot tell which internal names exist; no detail names
 * an address or a host.
 */
const REFUSALS: Record<FetchRefusal, { code: ErrorCode; detail: string }> = {
	'invalid-url': { code: 'FetchUrlRefused', detail: 'The link is not a valid web address.' },
	scheme: { code: 'FetchUrlRefused', detail: 'Only http:// and https:// links can be fetched.' },
	credentials: {
		code: 'FetchUrlRefused',
		detail: 'Links with a user name or password are not fetched.',
	},
	port: { code: 'FetchUrlRefused', detail: 'Only the usual web ports (80 and 443) are fetched.' },
	unresolvable: {
		code: 'FetchHostRefused',
		detail: 'The site was not found, or not all of its addresses are public.',
	},
	'non-public-address': {
		code: 'FetchHostRefused',
		detail: 'The site was not found, or not all of its addresses are public.',
	},
	'too-many-redirects': { code: 'FetchFailed', detail: 'The link redirects too many times.' },
	'bad-redirect': { code: 'FetchFailed', detail: 'The link redirects to an unusable address.' },
	'connect-failed': { code: 'FetchFailed', detail: 'The website could not be reached.' },
	'bad-response': { code: 'FetchFailed', detail: 'The website answered in a way we cannot read.' },
	timeout: { code: 'FetchTimeout', detail: 'The website did not answer in time.' },
	aborted: { code: 'FetchTimeout', detail: 'The fetch was cancelled.' },
	'too-large': { code: 'FetchTooLarge', detail: 'The answer is larger than the limit.' },
};

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
		const { code, detail } = REFUSALS[reason];
		const hop = options.hop ?? 0;
		super(code, {
			detail: hop > 0 ? `${detail} (after ${hop} redirect${hop === 1 ? '' : 's'})` : detail,
			cause: options.cause,
		});
		this.name = 'GuardedFetchError';
		this.reason = reason;
		this.range = options.range;
		this.hop = hop;
	}
}
