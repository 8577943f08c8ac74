import { describe, expect, it } from 'vitest';
import { loadConfig } from '~/lib/platform/config/config.server.ts';
import { isDevelopmentInstall } from '~/lib/platform/config/development-install.server.ts';
import { clientAddressFrom } from '~/lib/platform/http/client-address.ts';
import { proxyTrustOf } from '~/lib/platform/http/proxy-trust.server.ts';
import { addressLimitKey } from '~/lib/platform/security/rate-limit.server.ts';

/**
 * Issue 25, item 10: the client address comes from a proxy's header only when the settings say
 * whom to believe it from, and loopback is exempt from the per-address limits only on a
 * development install.
 */
describe('client address settings', () => {
	it('by default the header is nobody’s: the socket address counts', () => {
		const c = loadConfig({});
		expect(c.TRUST_PROXY).toBe(false);
		expect(c.TRUSTED_PROXIES).toBeUndefined();
		expect(c.CLIENT_ADDRESS_HEADER).toBe('x-forwarded-for');
		expect(proxyTrustOf(c)).toBe(false);
		expect(clientAddressFrom('203.0.113.9', '127.0.0.1', proxyTrustOf(c))).toBe('127.0.0.1');
	});

	it('TRUST_PROXY alone believes the right-most entry on every connection', () => {
		const trust = proxyTrustOf(loadConfig({ TRUST_PROXY: 'true' }));
		expect(trust).toBe(true);
		expect(clientAddressFrom('6.6.6.6, 203.0.113.9', '192.0.2.1', trust)).toBe('203.0.113.9');
	});

	it('TRUSTED_PROXIES believes the header from the proxies named (addresses and networks)', () => {
		const c = loadConfig({
			TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8 ,fd00::/8',
			TRUST_PROXY: 'false',
		});
		expect(c.TRUSTED_PROXIES).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
		const trust = proxyTrustOf(c);
		expect(typeof trust).toBe('function');
		if (typeof trust !== 'function') return;
		expect(trust('127.0.0.1')).toBe(true);
		expect(trust('::ffff:127.0.0.1')).toBe(true);
		expect(trust('10.200.3.4')).toBe(true);
		expect(trust('fd12::1')).toBe(true);
		expect(trust('127.0.0.2')).toBe(false);
		expect(trust('192.168.1.1')).toBe(false);
		expect(trust('not an address')).toBe(false);
		// Proxy 10.1.1.1 in front of proxy 127.0.0.1: the client is what 10.1.1.1 saw.
		expect(clientAddressFrom('6.6.6.6, 203.0.113.9, 10.1.1.1', '127.0.0.1', trust)).toBe(
			'203.0.113.9',
		);
		// A direct client's header is ignored.
		expect(clientAddressFrom('203.0.113.9', '198.51.100.7', trust)).toBe('198.51.100.7');
	});

	it('refuses proxy entries that are not addresses or networks, and bad header names', () => {
		for (const bad of ['10.0.0.0/33', 'proxy.local', '10.0.0.1/8/2', '::1/129', '10.0.0.1/x']) {
			expect(() => loadConfig({ TRUSTED_PROXIES: bad }), bad).toThrow(/TRUSTED_PROXIES/);
		}
		expect(() => loadConfig({ CLIENT_ADDRESS_HEADER: 'X Real IP' })).toThrow(
			/CLIENT_ADDRESS_HEADER/,
		);
		expect(loadConfig({ CLIENT_ADDRESS_HEADER: 'CF-Connecting-IP' }).CLIENT_ADDRESS_HEADER).toBe(
			'cf-connecting-ip',
		);
		expect(loadConfig({ TRUSTED_PROXIES: '' }).TRUSTED_PROXIES).toBeUndefined();
	});
});

describe('loopback and the per-address limits', () => {
	const laptop = loadConfig({});
	const site = loadConfig({ PUBLIC_ORIGIN: 'https://corkboard.example' });
	const lan = loadConfig({ HOST: '0.0.0.0' });

	it('a development install is one without PUBLIC_ORIGIN on a loopback HOST', () => {
		expect(isDevelopmentInstall(laptop)).toBe(true);
		expect(isDevelopmentInstall(site)).toBe(false);
		expect(isDevelopmentInstall(lan)).toBe(false);
	});

	it('loopback is exempt only on a development install; other addresses always count', () => {
		expect(addressLimitKey('127.0.0.1', laptop)).toBeNull();
		expect(addressLimitKey('::1', laptop)).toBeNull();
		expect(addressLimitKey('::ffff:127.0.0.1', laptop)).toBeNull();
		expect(addressLimitKey('127.0.0.1', site)).toBe('127.0.0.1');
		expect(addressLimitKey('::1', site)).toBe('0:0:0:0::/64');
		expect(addressLimitKey('127.0.0.1', lan)).toBe('127.0.0.1');
		expect(addressLimitKey('10.1.2.3', laptop)).toBe('10.1.2.3');
		expect(addressLimitKey('2001:db8:1:2::5', laptop)).toBe('2001:db8:1:2::/64');
	});
});
