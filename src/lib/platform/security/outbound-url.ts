import { GuardedFetchError } from './guarded-fetch-error.ts';
import { parseIpv4, parseIpv6 } from './public-address.ts';

/** The ports a guarded fetch may use: the web's own. Anything else is refused before any lookup. */
export const WEB_PORTS: readonly number[] = [80, 443];

/** Longer links are refused unread (browsers and servers commonly stop near 8 KB; pins at 2 KB). */
const MAX_URL_LENGTH = 4096;

/** A URL a guarded fetch may try, split into what the connection needs. */
export interface OutboundTarget {
	url: URL;
	/** Host name or IP address as the URL parser normalised it, without IPv6 brackets. */
	host: string;
	port: number;
	/** True when `host` is an IP address (no lookup needed; classify it as it is). */
	literal: boolean;
}

/**
 * Checks a link before any lookup: absolute `http:`/`https:`, no user name or password, a port
 * in `ports` (the scheme's default when none is written). Parsing is WHATWG's, the same as
 * browsers': odd IPv4 spellings (`2130706433`, `0177.0.0.1`, `0x7f.1`, `127.1`) come out as
 * `127.0.0.1`, so the address check sees what a connection would use. Throws GuardedFetchError.
 */
export function parseOutboundUrl(
	input: string | URL,
	ports: readonly number[] = WEB_PORTS,
	hop = 0,
): OutboundTarget {
	const text = String(input);
	let url: URL;
	try {
		if (text.length > MAX_URL_LENGTH) throw new RangeError('URL too long');
		url = new URL(text);
	} catch (error) {
		throw new GuardedFetchError('invalid-url', { hop, cause: error });
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') {
		throw new GuardedFetchError('scheme', { hop });
	}
	if (url.username !== '' || url.password !== '')
		throw new GuardedFetchError('credentials', { hop });
	const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
	if (!ports.includes(port)) throw new GuardedFetchError('port', { hop });
	const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
	if (host === '') throw new GuardedFetchError('invalid-url', { hop });
	const literal = parseIpv4(host) !== null || parseIpv6(host) !== null;
	return { url, host, port, literal };
}
