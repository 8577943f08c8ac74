/**
 * Which IP addresses a server-side fetch of a user-supplied URL may connect to. Pure: takes the
 * address text (as `dns.lookup` or the WHATWG URL parser writes it), never resolves anything.
 *
 * An address is public only when it is a strictly written IPv4 or IPv6 address outside every
 * range below. Anything else (a host name, `0177.0.0.1`, an empty string) is `not-an-ip` and
 * refused: callers pass resolved addresses, and URL hosts have been normalised by `new URL`.
 */

/** Why an address is not public; the names are for logs and tests, never for clients. */
export type AddressRange =
	| 'not-an-ip'
	| 'unspecified'
	| 'loopback'
	| 'private'
	| 'shared'
	| 'link-local'
	| 'metadata'
	| 'documentation'
	| 'benchmarking'
	| 'multicast'
	| 'broadcast'
	| 'reserved'
	| 'unique-local'
	| 'site-local'
	| 'ipv4-mapped'
	| 'ipv4-compatible';

export type AddressVerdict =
	| { public: true }
	| {
			public: false;
			range: AddressRange;
			/** Set when the range is that of an IPv4 address carried inside an IPv6 one. */
			embeddedIn?: 'nat64' | '6to4';
	  };

type Rule = readonly [prefix: string, bits: number, range: AddressRange];

/** First match wins: single addresses before the ranges that hold them. */
const IPV4_RULES: readonly Rule[] = [
	['169.254.169.254', 32, 'metadata'], // AWS, GCP, Azure, OpenStack instance metadata
	['168.63.129.16', 32, 'metadata'], // Azure wire server (public space, reachable from VMs)
	['100.100.100.200', 32, 'metadata'], // Alibaba Cloud metadata
	['0.0.0.0', 8, 'unspecified'], // "this network"; 0.0.0.0 reaches the local host on Linux
	['10.0.0.0', 8, 'private'],
	['100.64.0.0', 10, 'shared'], // carrier-grade NAT
	['127.0.0.0', 8, 'loopback'],
	['169.254.0.0', 16, 'link-local'],
	['172.16.0.0', 12, 'private'],
	['192.0.0.0', 24, 'reserved'], // IETF protocol assignments (incl. Oracle's 192.0.0.192)
	['192.0.2.0', 24, 'documentation'],
	['192.88.99.0', 24, 'reserved'], // 6to4 relay anycast
	['192.168.0.0', 16, 'private'],
	['198.18.0.0', 15, 'benchmarking'],
	['198.51.100.0', 24, 'documentation'],
	['203.0.113.0', 24, 'documentation'],
	['224.0.0.0', 4, 'multicast'],
	['255.255.255.255', 32, 'broadcast'],
	['240.0.0.0', 4, 'reserved'],
];

/** IPv6 ranges checked before the "global unicast only" rule (2000::/3). */
const IPV6_RULES: readonly Rule[] = [
	['::', 128, 'unspecified'],
	['::1', 128, 'loopback'],
	['::ffff:0:0', 96, 'ipv4-mapped'],
	['::', 96, 'ipv4-compatible'],
	['64:ff9b:1::', 48, 'private'], // NAT64 local-use prefix (RFC 8215)
	['100::', 64, 'reserved'], // discard-only
	['2001:db8::', 32, 'documentation'],
	['2001::', 23, 'reserved'], // IETF assignments: Teredo, benchmarking, ORCHID
	['3fff::', 20, 'documentation'],
	['fd00:ec2::254', 128, 'metadata'], // AWS instance metadata over IPv6
	['fc00::', 7, 'unique-local'],
	['fe80::', 10, 'link-local'],
	['fec0::', 10, 'site-local'],
	['ff00::', 8, 'multicast'],
];

const NAT64 = parseIpv6('64:ff9b::')!;
const SIX_TO_FOUR = parseIpv6('2002::')!;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** The four bytes of a dotted-quad IPv4 address in canonical form (no leading zeros), or null. */
export function parseIpv4(text: string): Uint8Array | null {
	if (!IPV4.test(text)) return null;
	return Uint8Array.from(text.split('.'), Number);
}

/**
 * The sixteen bytes of an IPv6 address (`::` compression, a dotted IPv4 tail, a `%zone` suffix
 * which is ignored), or null. Brackets, as in URLs, are not accepted: strip them first.
 */
export function parseIpv6(text: string): Uint8Array | null {
	const address = text.replace(/%[\w.-]+$/, '');
	if (!/^[0-9a-fA-F:.]+$/.test(address)) return null;
	const halves = address.split('::');
	if (halves.length > 2) return null;
	const head = ipv6Groups(halves[0]!, halves.length === 1);
	const tail = halves.length === 2 ? ipv6Groups(halves[1]!, true) : [];
	if (!head || !tail) return null;
	const missing = 8 - head.length - tail.length;
	// Without "::" there must be exactly eight groups; "::" stands for one or more.
	if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
	const groups = [
		...head,
		...new Array<number>(halves.length === 2 ? missing : 0).fill(0),
		...tail,
	];
	const bytes = new Uint8Array(16);
	groups.forEach((g, i) => {
		bytes[i * 2] = g >> 8;
		bytes[i * 2 + 1] = g & 0xff;
	});
	return bytes;
}

/** The 16-bit groups of one side of "::"; a dotted IPv4 tail only where the address ends. */
function ipv6Groups(part: string, last: boolean): number[] | null {
	if (part === '') return [];
	const out: number[] = [];
	const pieces = part.split(':');
	for (let i = 0; i < pieces.length; i++) {
		const piece = pieces[i]!;
		if (last && i === pieces.length - 1 && piece.includes('.')) {
			const v4 = parseIpv4(piece);
			if (!v4) return null;
			out.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
		} else if (/^[0-9a-fA-F]{1,4}$/.test(piece)) {
			out.push(Number.parseInt(piece, 16));
		} else {
			return null;
		}
	}
	return out;
}

function inPrefix(bytes: Uint8Array, prefix: Uint8Array, bits: number): boolean {
	for (let i = 0; i < bits; i++) {
		const bit = 7 - (i % 8);
		if (((bytes[i >> 3]! >> bit) & 1) !== ((prefix[i >> 3]! >> bit) & 1)) return false;
	}
	return true;
}

const compiled4 = IPV4_RULES.map(([p, bits, range]) => ({ prefix: parseIpv4(p)!, bits, range }));
const compiled6 = IPV6_RULES.map(([p, bits, range]) => ({ prefix: parseIpv6(p)!, bits, range }));

function classifyIpv4(bytes: Uint8Array): AddressVerdict {
	for (const rule of compiled4) {
		if (inPrefix(bytes, rule.prefix, rule.bits)) return { public: false, range: rule.range };
	}
	return { public: true };
}

function classifyIpv6(bytes: Uint8Array): AddressVerdict {
	// Translation prefixes carry an IPv4 address: they are as public as the address they carry.
	for (const [prefix, bits, at, via] of [
		[NAT64, 96, 12, 'nat64'],
		[SIX_TO_FOUR, 16, 2, '6to4'],
	] as const) {
		if (inPrefix(bytes, prefix, bits)) {
			const inner = classifyIpv4(bytes.subarray(at, at + 4));
			return inner.public ? inner : { ...inner, embeddedIn: via };
		}
	}
	for (const rule of compiled6) {
		if (inPrefix(bytes, rule.prefix, rule.bits)) return { public: false, range: rule.range };
	}
	// Only global unicast (2000::/3) is routed on the internet; the rest is unassigned.
	return (bytes[0]! & 0xe0) === 0x20 ? { public: true } : { public: false, range: 'reserved' };
}

/**
 * Whether a server-side fetch may connect to `address`. IPv4-mapped (`::ffff:127.0.0.1`) and
 * IPv4-compatible (`::7f00:1`) IPv6 addresses are refused whatever they carry: a resolver
 * never needs them for a public host, and the kernel would connect them to the IPv4 address.
 * NAT64 (`64:ff9b::/96`) and 6to4 (`2002::/16`) addresses are judged by the IPv4 address inside.
 */
export function classifyAddress(address: string): AddressVerdict {
	const v4 = parseIpv4(address);
	if (v4) return classifyIpv4(v4);
	const v6 = address.includes(':') ? parseIpv6(address) : null;
	if (v6) return classifyIpv6(v6);
	return { public: false, range: 'not-an-ip' };
}

/** Whether two texts name the same IP address (`::1` and `0:0::1`); false if either is not one. */
export function sameAddress(a: string, b: string): boolean {
	const x = parseIpv4(a) ?? parseIpv6(a);
	const y = parseIpv4(b) ?? parseIpv6(b);
	return x !== null && y !== null && x.length === y.length && x.every((v, i) => v === y[i]);
}
