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
