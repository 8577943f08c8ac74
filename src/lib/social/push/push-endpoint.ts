import { parseOutboundUrl } from '../../platform/security/outbound-url.ts';
import { classifyAddress, sameAddress } from '../../platform/security/public-address.ts';

/**
 * Which push endpoints may be stored and sent to (issue 28, bad input: "a push endpoint that is
 * not https, or that points at a private address, is refused"). Pure: no lookup here.
 *
 * - `https:` on port 443, no user name or password, parsed as the WHATWG parser (and so a
 *   browser) reads it, so odd IPv4 spellings are seen as the address they are;
 * - a literal IP address must be public (`classifyAddress`, the guarded fetcher's rule);
 * - a host name must not be a name that is local by definition (`localhost`, `*.localhost`,
 *   `*.local`, `*.internal`, `*.home.arpa`, one-label names); its addresses are resolved and
 *   checked at every send (`push-transport.server.ts`), since what a name points at can change;
 * - TESTS ONLY: a loopback `address:port` pair registered as a fetch test target
 *   (`fetch-test-targets.server.ts`, empty unless a test or a server under NODE_ENV=test opened
 *   it) is accepted, over `http:` too, so a test's own push receiver can stand in for a push
 *   service without a certificate.
 */

/** Longest endpoint stored (push services use a few hundred characters). */
const MAX_ENDPOINT_LENGTH = 2048;

export interface TestTarget {
	readonly address: string;
	readonly port: number;
}

/** The endpoint's URL when it may be used, else null (the caller answers `PushEndpointRefused`). */
export function acceptablePushEndpoint(
	endpoint: string,
	testTargets: readonly TestTarget[] = [],
): URL | null {
	if (endpoint.length > MAX_ENDPOINT_LENGTH) return null;
	let target: ReturnType<typeof parseOutboundUrl>;
	try {
		target = parseOutboundUrl(endpoint, [443, ...testTargets.map((t) => t.port)]);
	} catch {
		return null;
	}
	if (isTestTarget(target.host, target.port, testTargets)) return target.url;
	if (target.url.protocol !== 'https:' || target.port !== 443) return null;
	if (target.literal) return classifyAddress(target.host).public ? target.url : null;
	return isLocalName(target.host) ? null : target.url;
}

/** Whether `address:port` is one of the registered test targets. */
export function isTestTarget(
	address: string,
	port: number,
	testTargets: readonly TestTarget[],
): boolean {
	return testTargets.some((t) => t.port === port && sameAddress(t.address, address));
}

function isLocalName(host: string): boolean {
	const name = host.toLowerCase().replace(/\.$/, '');
	if (!name.includes('.')) return true;
	return /(^|\.)(localhost|local|internal|home\.arpa|localdomain)$/.test(name);
}
