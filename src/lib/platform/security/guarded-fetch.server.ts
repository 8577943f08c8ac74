import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { drain, headersOf, readBody } from './fetch-response.server.ts';
import { GuardedFetchError } from './guarded-fetch-error.ts';
import { type OutboundTarget, parseOutboundUrl, WEB_PORTS } from './outbound-url.ts';
import { type AddressRange, classifyAddress, sameAddress } from './public-address.ts';

/** One address a host name resolved to. */
export interface ResolvedAddress {
	address: string;
	family: 4 | 6;
}

/** Resolves a host name to every address it has (the default is `dns.lookup` with `all`). */
type Resolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export interface GuardedFetchOptions {
	method?: 'GET' | 'HEAD' | 'POST';
	/** The `Accept` header; `*\/*` by default. No other request header can be set. */
	accept?: string;
	/**
	 * A POST's body and its content type (a configured service's API, such as the comment
	 * translator; never user-chosen bytes to a user-chosen address). A 307 or 308 redirect sends
	 * it again; any other redirect continues as a GET without it, as browsers do.
	 */
	body?: { contentType: string; data: string };
	/** Total deadline in ms, covering every lookup, redirect and the whole body. Default 10 s. */
	timeoutMs?: number;
	/** Most bytes of body read (after decompression, and on the wire). Default 5 MiB. */
	maxBytes?: number;
	/** Redirects followed before giving up. Default 5. */
	maxRedirects?: number;
	/** Cancels the fetch (refused as `aborted`). */
	signal?: AbortSignal;
	/** Replaces the system resolver (tests; a caching resolver). Its answers are checked the same. */
	resolve?: Resolver;
	/**
	 * TESTS ONLY: exact address and port pairs treated as public, so a server on loopback can
	 * stand in for a website. Never fill this from configuration or input.
	 */
	testOnlyTargets?: readonly { address: string; port: number }[];
}

export interface GuardedResponse {
	/** The URL that answered, after redirects. */
	url: string;
	status: number;
	headers: Headers;
	/** Decoded body (gzip, deflate and br are undone); empty for HEAD. */
	body: Buffer;
	/** Every redirect target followed, in order. */
	redirects: readonly string[];
	/** The checked address the connection went to. */
	remoteAddress: string;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 5;
const MAX_HEADER_BYTES = 16 * 1024;
const USER_AGENT = 'Corkboard-Fetcher/1.0';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The one way server code fetches a URL a user supplied (link checks, the image finder, link
 * metadata). Contract, in order, for the URL and again for every redirect:
 *
 * 1. `http:`/`https:` only, no credentials, port 80 or 443 (`parseOutboundUrl`);
 * 2. the host is resolved here, once, and EVERY address must be public (`classifyAddress`);
 * 3. the connection is pinned to those checked addresses by a custom `lookup`, so nothing
 *    resolves the name a second time (no DNS rebinding) while SNI, the certificate check and
 *    `Host` keep the name; the connected socket's address is checked again;
 * 4. redirects are followed by hand (at most `maxRedirects`), each a fresh step 1–3;
 * 5. one deadline covers everything, and the body stops at `maxBytes`.
 *
 * Throws GuardedFetchError (an AppError: FetchUrlRefused, FetchHostRefused, FetchFailed,
 * FetchTimeout, FetchTooLarge). Messages never name the address that was refused.
 */
export async function guardedFetch(
	input: string | URL,
	options: GuardedFetchOptions = {},
): Promise<GuardedResponse> {
	const deadline = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
	const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
	const ports = [...WEB_PORTS, ...(options.testOnlyTargets ?? []).map((t) => t.port)];
	const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
	const redirects: string[] = [];
	let next: string | URL = input;
	let method = options.method ?? 'GET';
	let body = method === 'POST' ? options.body : undefined;
	let hop = 0;
	try {
		for (; ; hop++) {
			signal.throwIfAborted();
			const target = parseOutboundUrl(next, ports, hop);
			const addresses = await checkedAddresses(target, options, signal, hop);
			const { res, remoteAddress } = await send(
				target,
				addresses,
				method,
				options.accept,
				body,
				signal,
				hop,
			);
			const location = REDIRECTS.has(res.statusCode ?? 0) ? res.headers.location : undefined;
			if (location === undefined) {
				return {
					url: target.url.href,
					status: res.statusCode ?? 0,
					headers: headersOf(res),
					body:
						method === 'HEAD'
							? drain(res)
							: await readBody(res, options.maxBytes ?? DEFAULT_MAX_BYTES, hop),
					redirects,
					remoteAddress,
				};
			}
			res.destroy();
			if (hop >= maxRedirects) throw new GuardedFetchError('too-many-redirects', { hop });
			try {
				next = new URL(location, target.url);
			} catch (error) {
				throw new GuardedFetchError('bad-redirect', { hop, cause: error });
			}
			redirects.push(next.href);
			if (res.statusCode === 303 && method !== 'HEAD') method = 'GET';
			if (method === 'POST' && res.statusCode !== 307 && res.statusCode !== 308) method = 'GET';
			if (method !== 'POST') body = undefined;
		}
	} catch (error) {
		throw asFetchError(error, signal, deadline, hop);
	}
}

/** Resolves the host (unless it is an IP already) and checks every address; throws if any fails. */
async function checkedAddresses(
	target: OutboundTarget,
	options: GuardedFetchOptions,
	signal: AbortSignal,
	hop: number,
): Promise<readonly ResolvedAddress[]> {
	let addresses: readonly ResolvedAddress[];
	if (target.literal) {
		addresses = [{ address: target.host, family: target.host.includes(':') ? 6 : 4 }];
	} else {
		try {
			addresses = await untilAborted((options.resolve ?? systemResolve)(target.host), signal);
		} catch (error) {
			if (signal.aborted) throw error;
			throw new GuardedFetchError('unresolvable', { hop, cause: error });
		}
		if (addresses.length === 0) throw new GuardedFetchError('unresolvable', { hop });
	}
	for (const { address } of addresses) {
		const refusal = addressRefusal(address, target.port, options.testOnlyTargets ?? []);
		if (refusal) throw new GuardedFetchError(refusal.reason, { hop, range: refusal.range });
	}
	return addresses;
}

/** Why `address:port` may not be connected to, or null when it may. */
function addressRefusal(
	address: string,
	port: number,
	testTargets: readonly { address: string; port: number }[],
): { reason: 'non-public-address' | 'port'; range?: AddressRange } | null {
	if (testTargets.some((t) => t.port === port && sameAddress(t.address, address))) return null;
	const verdict = classifyAddress(address);
	if (!verdict.public) return { reason: 'non-public-address', range: verdict.range };
	return WEB_PORTS.includes(port) ? null : { reason: 'port' };
}

async function systemResolve(hostname: string): Promise<readonly ResolvedAddress[]> {
	const found = await dns.promises.lookup(hostname, { all: true, order: 'verbatim' });
	return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}

/**
 * A `lookup` for the socket that answers only with the addresses already checked. Node asks
 * with `all: true` when it tries several addresses (happy eyeballs), or for one otherwise.
 */
export function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
	return (_hostname, options, callback) => {
		const family = options.family === 4 || options.family === 6 ? options.family : 0;
		const usable = family === 0 ? addresses : addresses.filter((a) => a.family === family);
		const first = usable[0];
		if (!first) {
			const error: NodeJS.ErrnoException = new Error('No checked address of that family');
			error.code = 'ENOTFOUND';
			callback(error, '', 0);
		} else if (options.all) {
			callback(
				null,
				usable.map((a) => ({ address: a.address, family: a.family })),
			);
		} else {
			callback(null, first.address, first.family);
		}
	};
}

/**
 * Sends one request to the checked addresses and waits for the response head; refuses it if the
 * socket is connected anywhere else (it cannot be, with the pinned lookup: a second line).
 */
function send(
	target: OutboundTarget,
	addresses: readonly ResolvedAddress[],
	method: 'GET' | 'HEAD' | 'POST',
	accept: string | undefined,
	body: GuardedFetchOptions['body'],
	signal: AbortSignal,
	hop: number,
): Promise<{ res: http.IncomingMessage; remoteAddress: string }> {
	return new Promise((resolve, reject) => {
		const client = target.url.protocol === 'https:' ? https : http;
		const request = client.request({
			host: target.host,
			port: target.port,
			path: `${target.url.pathname}${target.url.search}`,
			method,
			headers: {
				host: target.url.host,
				'user-agent': USER_AGENT,
				accept: accept ?? '*/*',
				'accept-encoding': 'gzip, deflate, br',
				...(body
					? {
							'content-type': body.contentType,
							'content-length': String(Buffer.byteLength(body.data)),
						}
					: {}),
			},
			lookup: pinnedLookup(addresses),
			agent: false, // a fresh socket per request: never one pooled for another address
			maxHeaderSize: MAX_HEADER_BYTES,
			signal,
		});
		request.once('error', reject);
		request.once('response', (res) => {
			const remote = res.socket.remoteAddress;
			if (!remote || !addresses.some((a) => sameAddress(a.address, remote))) {
				res.destroy();
				reject(new GuardedFetchError('non-public-address', { hop }));
				return;
			}
			resolve({ res, remoteAddress: remote });
		});
		request.end(body?.data);
	});
}

/** Waits for `work`, or rejects as soon as the signal aborts (a lookup cannot be cancelled). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
	signal.throwIfAborted();
	return new Promise<T>((resolve, reject) => {
		const onAbort = () => reject(signal.reason);
		signal.addEventListener('abort', onAbort, { once: true });
		work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
	});
}

/** Anything thrown on the way becomes a GuardedFetchError with the hop it happened at. */
function asFetchError(
	error: unknown,
	signal: AbortSignal,
	deadline: AbortSignal,
	hop: number,
): GuardedFetchError {
	if (error instanceof GuardedFetchError) return error;
	if (signal.aborted) {
		return new GuardedFetchError(deadline.aborted ? 'timeout' : 'aborted', { hop, cause: error });
	}
	const code = String((error as NodeJS.ErrnoException | null)?.code ?? '');
	const unreadable = code.startsWith('HPE_') || code.startsWith('Z_') || code.includes('BROTLI');
	return new GuardedFetchError(unreadable ? 'bad-response' : 'connect-failed', {
		hop,
		cause: error,
	});
}
