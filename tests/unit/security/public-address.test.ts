import { describe, expect, it } from 'vitest';
import {
	type AddressRange,
	classifyAddress,
	parseIpv6,
	sameAddress,
} from '~/lib/platform/security/public-address.ts';

/** [address, the range it is refused as, the tunnel it was found inside]. */
const REFUSED: [string, AddressRange, ('nat64' | '6to4')?][] = [
	// IPv4
	['127.0.0.1', 'loopback'],
	['127.255.255.254', 'loopback'],
	['10.0.0.1', 'private'],
	['10.255.255.255', 'private'],
	['172.16.0.1', 'private'],
	['172.31.255.255', 'private'],
	['192.168.1.1', 'private'],
	['100.64.0.1', 'shared'],
	['100.127.255.254', 'shared'],
	['169.254.0.1', 'link-local'],
	['169.254.170.2', 'link-local'], // ECS task metadata
	['169.254.169.254', 'metadata'],
	['168.63.129.16', 'metadata'],
	['100.100.100.200', 'metadata'],
	['0.0.0.0', 'unspecified'],
	['0.1.2.3', 'unspecified'],
	['192.0.0.8', 'reserved'],
	['192.0.0.192', 'reserved'], // Oracle Cloud metadata
	['192.0.2.10', 'documentation'],
	['198.51.100.7', 'documentation'],
	['203.0.113.9', 'documentation'],
	['198.18.0.1', 'benchmarking'],
	['198.19.255.255', 'benchmarking'],
	['192.88.99.1', 'reserved'],
	['224.0.0.1', 'multicast'],
	['239.255.255.250', 'multicast'],
	['240.0.0.1', 'reserved'],
	['255.255.255.255', 'broadcast'],
	// IPv6
	['::', 'unspecified'],
	['::1', 'loopback'],
	['0:0:0:0:0:0:0:1', 'loopback'],
	['::ffff:127.0.0.1', 'ipv4-mapped'],
	['::ffff:7f00:1', 'ipv4-mapped'],
	['::ffff:8.8.8.8', 'ipv4-mapped'],
	['::127.0.0.1', 'ipv4-compatible'],
	['::7f00:1', 'ipv4-compatible'],
	['::ffff:0:7f00:1', 'reserved'], // IPv4-translated (RFC 2765), outside 2000::/3
	['64:ff9b::127.0.0.1', 'loopback', 'nat64'],
	['64:ff9b::a00:1', 'private', 'nat64'],
	['64:ff9b::a9fe:a9fe', 'metadata', 'nat64'],
	['64:ff9b:1::1', 'private'],
	['2002:7f00:1::', 'loopback', '6to4'],
	['2002:c0a8:101::1', 'private', '6to4'],
	['2002:a9fe:a9fe::1', 'metadata', '6to4'],
	['fe80::1', 'link-local'],
	['fe80::1%eth0', 'link-local'],
	['febf:ffff::1', 'link-local'],
	['fc00::1', 'unique-local'],
	['fd12:3456::1', 'unique-local'],
	['fd00:ec2::254', 'metadata'],
	['fec0::1', 'site-local'],
	['ff02::1', 'multicast'],
	['ff05::1:3', 'multicast'],
	['2001:db8::1', 'documentation'],
	['3fff::1', 'documentation'],
	['2001::1', 'reserved'], // Teredo
	['2001:2::1', 'reserved'], // benchmarking
	['100::1', 'reserved'], // discard-only
	['4000::1', 'reserved'], // not global unicast
	// Not an address in canonical form: a caller must resolve or normalise first.
	['localhost', 'not-an-ip'],
	['0177.0.0.1', 'not-an-ip'],
	['2130706433', 'not-an-ip'],
	['127.1', 'not-an-ip'],
	['1.2.3.04', 'not-an-ip'],
	['1.2.3.4.5', 'not-an-ip'],
	['::1::', 'not-an-ip'],
	['1.2.3.4::', 'not-an-ip'],
	['[::1]', 'not-an-ip'],
	['', 'not-an-ip'],
];

const PUBLIC = [
	'8.8.8.8',
	'1.1.1.1',
	'93.184.216.34',
	'172.32.0.1', // just past 172.16.0.0/12
	'100.128.0.1', // just past 100.64.0.0/10
	'169.255.0.1',
	'192.169.0.1',
	'223.255.255.254',
	'2606:4700:4700::1111',
	'2001:4860:4860::8888',
	'2a00:1450:4001:82b::200e',
	'64:ff9b::808:808', // NAT64 of 8.8.8.8
	'2002:808:808::1', // 6to4 of 8.8.8.8
];

describe('classifyAddress', () => {
	it.each(REFUSED)('refuses %s as %s', (address, range, embeddedIn) => {
		const verdict = classifyAddress(address);
		expect(verdict).toEqual(
			embeddedIn ? { public: false, range, embeddedIn } : { public: false, range },
		);
	});

	it.each(PUBLIC)('accepts the public address %s', (address) => {
		expect(classifyAddress(address)).toEqual({ public: true });
	});

	it('has a corpus of at least 40 refused addresses', () => {
		expect(REFUSED.length).toBeGreaterThanOrEqual(40);
	});
});

describe('parseIpv6', () => {
	it('reads compressed, full and dotted forms to the same bytes', () => {
		const a = parseIpv6('::ffff:127.0.0.1');
		expect(a).toEqual(parseIpv6('0:0:0:0:0:ffff:7f00:0001'));
		expect(Array.from(a!.subarray(10))).toEqual([0xff, 0xff, 127, 0, 0, 1]);
	});

	it('refuses malformed text', () => {
		for (const bad of [':', ':::', '1:2:3:4:5:6:7:8:9', '12345::', 'g::1', '1:2:3:4:5:6:7::8:9']) {
			expect(parseIpv6(bad), bad).toBeNull();
		}
	});
});

describe('sameAddress', () => {
	it('compares addresses, not spellings', () => {
		expect(sameAddress('::1', '0:0::1')).toBe(true);
		expect(sameAddress('127.0.0.1', '127.0.0.1')).toBe(true);
		expect(sameAddress('127.0.0.1', '::ffff:127.0.0.1')).toBe(false);
		expect(sameAddress('localhost', 'localhost')).toBe(false);
	});
});
