import { BlockList, isIP } from 'node:net';
import { type Config, config } from '../config/config.server.ts';
import type { ProxyTrust } from './client-address.ts';

/**
 * Whom this server believes the client address header from (`ProxyTrust`), by the settings:
 * TRUSTED_PROXIES names the proxies (addresses or networks, matched here with `BlockList`);
 * else TRUST_PROXY trusts the header on every connection (one proxy in front, nothing else
 * can reach the server); else nobody. An IPv4-mapped IPv6 address (`::ffff:10.0.0.5`, how a
 * dual-stack socket reports an IPv4 peer) is matched as its IPv4 address.
 */
export function proxyTrustOf(c: Pick<Config, 'TRUST_PROXY' | 'TRUSTED_PROXIES'>): ProxyTrust {
	if (!c.TRUSTED_PROXIES?.length) return c.TRUST_PROXY;
	const proxies = new BlockList();
	for (const entry of c.TRUSTED_PROXIES) {
		const [address = '', prefix] = entry.split('/');
		const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
		if (prefix === undefined) proxies.addAddress(address, type);
		else proxies.addSubnet(address, Number(prefix), type);
	}
	return (candidate) => {
		const text = candidate
			.trim()
			.toLowerCase()
			.replace(/^\[|\]$/g, '')
			.replace(/^::ffff:(?=[\d.]+$)/, '');
		const family = isIP(text);
		if (family === 0) return false;
		return proxies.check(text, family === 6 ? 'ipv6' : 'ipv4');
	};
}

let cached: ProxyTrust | undefined;
/** The process's proxy trust, from its configuration (built once). */
export function proxyTrust(): ProxyTrust {
	cached ??= proxyTrustOf(config());
	return cached;
}
