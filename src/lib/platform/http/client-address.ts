/**
 * Whom the client address header is believed from:
 * - `false`: nobody; the socket's address is the client's.
 * - `true` (TRUST_PROXY alone): the app sits behind EXACTLY ONE reverse proxy, which every
 *   connection comes through and which appends the address it saw; only that right-most entry
 *   is used (everything left of it came from the client and can be forged). Behind more than
 *   one proxy this is the address of the inner proxy, not the client.
 * - a predicate (TRUSTED_PROXIES): the header counts only on a connection from one of the
 *   named proxies, and the entries those proxies added are skipped from the right: the first
 *   entry that is not a trusted proxy is the client (a trusted proxy appended it). A client
 *   that connects directly cannot name its own address.
 */
export type ProxyTrust = boolean | ((address: string) => boolean);

/**
 * The caller's address for rate limits and logs, from the trusted proxy's header
 * (`forwardedFor`: `X-Forwarded-For` or another configured one) when `trust` allows it,
 * else the socket's.
 */
export function clientAddressFrom(
	forwardedFor: string | null,
	socketAddress: string | undefined,
	trust: ProxyTrust,
): string {
	const socket = socketAddress || 'unknown';
	if (!trust || !forwardedFor) return socket;
	const hops = forwardedFor.split(',').map((hop) => hop.trim());
	if (trust === true) return hops[hops.length - 1]?.slice(0, 64) || socket;
	if (!socketAddress || !trust(socketAddress)) return socket;
	for (let i = hops.length - 1; i >= 0; i--) {
		const hop = hops[i];
		// An empty entry: the list is broken from here on; nothing left of it can be placed.
		if (!hop) return socket;
		if (i === 0 || !trust(hop)) return hop.slice(0, 64);
	}
	return socket;
}

/** `127.0.0.0/8`, `::1` and their IPv4-mapped forms: a client on this very machine. */
export function isLoopbackAddress(address: string): boolean {
	const text = address
		.trim()
		.toLowerCase()
		.replace(/^\[|\]$/g, '');
	const v4 = text.replace(/^::ffff:(?=[\d.]+$)/, '');
	return /^127(\.\d{1,3}){3}$/.test(v4) || text === '::1' || text === '0:0:0:0:0:0:0:1';
}

/**
 * The address a per-client limit counts by (analytics, logins, mail): an IPv6 address by its /64 network (one
 * host usually holds a whole /64, so counting single addresses would let it count 2^64 times);
 * an IPv4 address (also IPv4-mapped IPv6) as itself.
 */
export function rateLimitAddress(address: string): string {
	const text = address
		.trim()
		.toLowerCase()
		.replace(/^\[|\]$/g, '')
		.replace(/%.*$/, '');
	if (!text.includes(':') || /^::ffff:[\d.]+$/.test(text)) return text.replace(/^::ffff:/, '');
	const [head = '', tail] = text.split('::');
	const left = head ? head.split(':') : [];
	const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
	const groups =
		tail === undefined
			? left
			: [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
	return `${groups
		.slice(0, 4)
		.map((g) => g.replace(/^0+/, '') || '0')
		.join(':')}::/64`;
}
