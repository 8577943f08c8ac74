import { describe, expect, it } from 'vitest';
import {
	type FetchRefusal,
	GuardedFetchError,
} from '~/lib/platform/security/guarded-fetch-error.ts';
import { parseOutboundUrl } from '~/lib/platform/security/outbound-url.ts';
import { type AddressRange, classifyAddress } from '~/lib/platform/security/public-address.ts';

/**
 * What the guarded fetcher decides about a URL before any lookup or connection: the URL check,
 * then, for IP hosts, the address check. Names still need resolving (tests/security/ssrf.test.ts).
 */
function verdictOf(url: string): 'ok' | 'needs-lookup' | FetchRefusal | AddressRange {
	try {
		const target = parseOutboundUrl(url);
		if (!target.literal) return 'needs-lookup';
		const verdict = classifyAddress(target.host);
		return verdict.public ? 'ok' : verdict.range;
	} catch (error) {
		if (error instanceof GuardedFetchError) return error.reason;
		throw error;
	}
}

const REFUSED: [string, FetchRefusal | AddressRange][] = [
	// Odd IPv4 spellings: WHATWG parsing turns each into the address a connection would use.
	['http://2130706433/', 'loopback'],
	['http://0177.0.0.1/', 'loopback'],
	['http://0x7f.1/', 'loopback'],
	['http://127.1/', 'loopback'],
	['http://0x7f000001/', 'loopback'],
	['http://%31%32%37.0.0.1/', 'loopback'],
	['http://127.0.0.1./', 'loopback'],
	['http://[::1]/', 'loopback'],
	['http://[0:0:0:0:0:0:0:1]/', 'loopback'],
	['http://[::ffff:127.0.0.1]/', 'ipv4-mapped'],
	['http://[::ffff:7f00:1]/', 'ipv4-mapped'],
	['http://0/', 'unspecified'],
	['http://0.0.0.0/', 'unspecified'],
	['http://[::]/', 'unspecified'],
	['http://10.1.2.3/admin', 'private'],
	['http://169.254.169.254/latest/meta-data/', 'metadata'],
	['http://0xa9fea9fe/', 'metadata'],
	['http://2852039166/', 'metadata'],
	['http://[fd00:ec2::254]/latest/meta-data/', 'metadata'],
	['http://[fe80::1%25eth0]/', 'invalid-url'], // zone ids are not valid in URLs
	['https://[64:ff9b::7f00:1]/', 'loopback'],
	// Schemes
	['file:///etc/passwd', 'scheme'],
	['gopher://127.0.0.1:70/_HELLO', 'scheme'],
	['ftp://example.com/file', 'scheme'],
	['data:text/html,<script>alert(1)</script>', 'scheme'],
	['javascript:alert(1)', 'scheme'],
	['dict://localhost:11211/stat', 'scheme'],
	['ws://example.com/socket', 'scheme'],
	// Credentials, including the "trusted.com@evil" confusion
	['http://user:pass@example.com/', 'credentials'],
	['http://user@example.com/', 'credentials'],
	['http://example.com@127.0.0.1/', 'credentials'],
	// Ports other than the web's
	['http://example.com:22/', 'port'],
	['http://example.com:6379/', 'port'],
	['https://example.com:8443/', 'port'],
	['http://127.0.0.1:8080/', 'port'],
	// Not URLs
	['not a url', 'invalid-url'],
	['/relative/path', 'invalid-url'],
	['http://', 'invalid-url'],
	['http://[::1/', 'invalid-url'],
	[`https://example.com/${'a'.repeat(5000)}`, 'invalid-url'],
];

const ACCEPTED: [string, 'ok' | 'needs-lookup'][] = [
	['https://example.com/a?b=c', 'needs-lookup'],
	['http://example.com:80/', 'needs-lookup'],
	['https://example.com:443/', 'needs-lookup'],
	['HTTPS://EXAMPLE.COM./', 'needs-lookup'],
	['http://93.184.216.34/', 'ok'],
	['https://[2606:4700:4700::1111]/', 'ok'],
	['http://[64:ff9b::808:808]/', 'ok'],
];

describe('parseOutboundUrl with the address check', () => {
	it.each(REFUSED)('refuses %s (%s)', (url, expected) => {
		expect(verdictOf(url)).toBe(expected);
	});

	it.each(ACCEPTED)('lets %s through (%s)', (url, expected) => {
		expect(verdictOf(url)).toBe(expected);
	});

	it('gives client-facing errors that never name the address', () => {
		try {
			parseOutboundUrl('http://user:secret@10.0.0.1/');
			expect.unreachable();
		} catch (error) {
			const e = error as GuardedFetchError;
			expect(e.code).toBe('FetchUrlRefused');
			expect(`${e.message} ${e.detail}`).not.toMatch(/10\.0\.0\.1|secret/);
		}
	});
});
