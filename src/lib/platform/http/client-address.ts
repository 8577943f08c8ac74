/**
 * The caller's address for rate limits and logs.
 *
 * With `trustProxy`, the app assumes it sits behind EXACTLY ONE trusted reverse proxy that
 * appends the address it saw to `X-Forwarded-For`. Everything to the left of that last entry
 * came from the client and can be forged, so only the right-most entry is used. (Behind more
 * than one proxy this would be the address of the inner proxy, not the client.)
 * Without `trustProxy`, or without the header, the socket's address is used.
 */
export function clientAddressFrom(
	forwardedFor: string | null,
	socketAddress: string | undefined,
	trustProxy: boolean,
): string {
	if (trustProxy && forwardedFor) {
		const hops = forwardedFor.split(',');
		const last = hops[hops.length - 1]?.trim();
		if (last) return last.slice(0, 64);
	}
	return socketAddress || 'unknown';
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
