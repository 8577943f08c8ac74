import { describe, expect, it } from 'vitest';
import { clientAddressFrom, isLoopbackAddress } from '~/lib/platform/http/client-address.ts';

describe('clientAddressFrom', () => {
	it('uses the right-most X-Forwarded-For entry (the one our proxy appended), not the client-supplied first one', () => {
		expect(clientAddressFrom('6.6.6.6, 10.0.0.7', '127.0.0.1', true)).toBe('10.0.0.7');
		expect(clientAddressFrom('1.1.1.1,2.2.2.2 , 3.3.3.3 ', '127.0.0.1', true)).toBe('3.3.3.3');
	});

	it('uses a single entry as is', () => {
		expect(clientAddressFrom('203.0.113.9', '127.0.0.1', true)).toBe('203.0.113.9');
	});

	it('ignores the header without TRUST_PROXY', () => {
		expect(clientAddressFrom('6.6.6.6', '192.0.2.1', false)).toBe('192.0.2.1');
	});

	it('falls back to the socket address when the header is missing or its last entry is empty', () => {
		expect(clientAddressFrom(null, '192.0.2.1', true)).toBe('192.0.2.1');
		expect(clientAddressFrom('', '192.0.2.1', true)).toBe('192.0.2.1');
		expect(clientAddressFrom('6.6.6.6, ', '192.0.2.1', true)).toBe('192.0.2.1');
	});

	it("answers 'unknown' without any address", () => {
		expect(clientAddressFrom(null, undefined, true)).toBe('unknown');
		expect(clientAddressFrom(null, undefined, false)).toBe('unknown');
	});

	it('caps the length', () => {
		expect(clientAddressFrom(`1.1.1.1, ${'x'.repeat(100)}`, undefined, true)).toHaveLength(64);
	});
});

describe('clientAddressFrom with named trusted proxies (TRUSTED_PROXIES)', () => {
	const proxies = new Set(['10.0.0.5', '10.0.0.6']);
	const isProxy = (a: string) => proxies.has(a);

	it('believes the header only on a connection from a trusted proxy', () => {
		expect(clientAddressFrom('203.0.113.9', '10.0.0.5', isProxy)).toBe('203.0.113.9');
		// A client connecting directly cannot name its own address.
		expect(clientAddressFrom('203.0.113.9', '198.51.100.4', isProxy)).toBe('198.51.100.4');
		expect(clientAddressFrom('203.0.113.9', undefined, isProxy)).toBe('unknown');
	});

	it('skips the trusted proxies from the right: the first other entry is the client', () => {
		// client → 10.0.0.6 → 10.0.0.5 → us; the client's own first entry is forged.
		expect(clientAddressFrom('6.6.6.6, 203.0.113.9, 10.0.0.6', '10.0.0.5', isProxy)).toBe(
			'203.0.113.9',
		);
		// Only proxies in the list: the left-most entry is where the request began.
		expect(clientAddressFrom('10.0.0.6', '10.0.0.5', isProxy)).toBe('10.0.0.6');
		// A broken list (an empty entry before the client is found): the socket's address.
		expect(clientAddressFrom('203.0.113.9, , 10.0.0.6', '10.0.0.5', isProxy)).toBe('10.0.0.5');
		expect(clientAddressFrom('', '10.0.0.5', isProxy)).toBe('10.0.0.5');
	});
});

describe('isLoopbackAddress', () => {
	it('is 127/8 and ::1, also IPv4-mapped and bracketed', () => {
		for (const a of [
			'127.0.0.1',
			'127.8.9.10',
			'::1',
			'[::1]',
			'::ffff:127.0.0.1',
			'0:0:0:0:0:0:0:1',
		])
			expect(isLoopbackAddress(a), a).toBe(true);
		for (const a of [
			'10.0.0.1',
			'::',
			'::ffff:10.0.0.1',
			'2001:db8::1',
			'unknown',
			'127.0.0.1.evil',
		])
			expect(isLoopbackAddress(a), a).toBe(false);
	});
});
