import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { fetchTestTargets } from '../../platform/security/fetch-test-targets.server.ts';
import {
	pinnedLookup,
	type ResolvedAddress,
} from '../../platform/security/guarded-fetch.server.ts';
import {
	classifyAddress,
	parseIpv4,
	parseIpv6,
	sameAddress,
} from '../../platform/security/public-address.ts';
import { acceptablePushEndpoint, isTestTarget } from './push-endpoint.ts';

/**
 * Sends one prepared web push request (web-push's `generateRequestDetails`: encrypted body,
 * VAPID and TTL headers) to its subscription's endpoint, under the guarded fetcher's rules
 * (`platform/security/README.md`), because the endpoint came from a browser:
 *
 * 1. the endpoint is checked again (`acceptablePushEndpoint`: https on 443, no local names);
 * 2. the host is resolved here, once, and EVERY address must be public (`classifyAddress`);
 * 3. the socket is pinned to those addresses by its `lookup` (no second resolution, so no DNS
 *    rebinding between the check and the connection), a fresh socket each time, and the peer's
 *    address is checked again;
 * 4. no redirect is followed; one deadline; at most 4 KB of the answer is read.
 *
 * Web-push's own `sendNotification` connects by itself, so we send its request here instead.
 * Test targets (`fetch-test-targets.server.ts`) are accepted as in the guarded fetcher.
 */

export interface PushRequest {
	endpoint: string;
	method: string;
	headers: Record<string, string | number>;
	body: Buffer | null;
}

export type PushOutcome =
	| { kind: 'sent'; status: number }
	/** The push service answered (any status but 2xx). */
	| { kind: 'answered'; status: number; body: string }
	/** Refused before connecting: the endpoint or one of its addresses is not public. */
	| { kind: 'refused'; reason: string };

const TIMEOUT_MS = 10_000;
const MAX_ANSWER_BYTES = 4096;

export async function sendPushRequest(request: PushRequest): Promise<PushOutcome> {
	const testTargets = fetchTestTargets();
	const url = acceptablePushEndpoint(request.endpoint, testTargets);
	if (!url) return { kind: 'refused', reason: 'endpoint' };
	const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
	const port = url.port === '' ? 443 : Number(url.port);
	const addresses = await resolve(host);
	if (addresses.length === 0) return { kind: 'refused', reason: 'unresolvable' };
	for (const { address } of addresses) {
		if (!isTestTarget(address, port, testTargets) && !classifyAddress(address).public) {
			return { kind: 'refused', reason: 'non-public-address' };
		}
	}
	return post(url, port, addresses, request);
}

type Resolved = ResolvedAddress;

async function resolve(host: string): Promise<Resolved[]> {
	if (parseIpv4(host) || parseIpv6(host)) {
		return [{ address: host, family: host.includes(':') ? 6 : 4 }];
	}
	try {
		const found = await dns.promises.lookup(host, { all: true, order: 'verbatim' });
		return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
	} catch {
		return [];
	}
}

function post(
	url: URL,
	port: number,
	addresses: readonly Resolved[],
	request: PushRequest,
): Promise<PushOutcome> {
	return new Promise((resolvePromise, reject) => {
		const client = url.protocol === 'https:' ? https : http;
		const headers: Record<string, string> = {};
		for (const [name, value] of Object.entries(request.headers)) headers[name] = String(value);
		const req = client.request({
			host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
			port,
			path: `${url.pathname}${url.search}`,
			method: request.method,
			headers: { ...headers, host: url.host },
			lookup: pinnedLookup(addresses),
			agent: false,
			signal: AbortSignal.timeout(TIMEOUT_MS),
		});
		req.once('error', reject);
		req.once('response', (res) => {
			const remote = res.socket.remoteAddress;
			if (!remote || !addresses.some((a) => sameAddress(a.address, remote))) {
				res.destroy();
				resolvePromise({ kind: 'refused', reason: 'non-public-address' });
				return;
			}
			const status = res.statusCode ?? 0;
			const chunks: Buffer[] = [];
			let size = 0;
			res.on('data', (chunk: Buffer) => {
				if (size < MAX_ANSWER_BYTES) chunks.push(chunk.subarray(0, MAX_ANSWER_BYTES - size));
				size += chunk.length;
			});
			res.once('error', reject);
			res.once('end', () => {
				const body = Buffer.concat(chunks).toString('utf8');
				resolvePromise(
					status >= 200 && status < 300
						? { kind: 'sent', status }
						: { kind: 'answered', status, body },
				);
			});
		});
		req.end(request.body ?? undefined);
	});
}
