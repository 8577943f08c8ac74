import { describe, expect, it } from 'vitest';
import { clientAddressFrom } from '~/lib/platform/http/client-address.ts';

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
