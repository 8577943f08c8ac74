import { type Config, config } from './config.server.ts';

/**
 * Which origins are ours. Never the request's `Host`: that header is the client's to choose
 * (and a DNS-rebinding page names its own host in it), so an answer or check built on it is
 * the client's too.
 *
 * - With `PUBLIC_ORIGIN`: that origin only.
 * - Without it (a laptop install): the loopback origins on `PORT`, the addresses a browser on
 *   this machine uses.
 */
export function ourOrigins(c: Config = config()): readonly string[] {
	if (c.PUBLIC_ORIGIN) return [new URL(c.PUBLIC_ORIGIN).origin];
	return [`http://localhost:${c.PORT}`, `http://127.0.0.1:${c.PORT}`, `http://[::1]:${c.PORT}`];
}

/** Whether `PUBLIC_ORIGIN` is set: absolute links then never come from the request. */
export function hasPublicOrigin(c: Config = config()): boolean {
	return c.PUBLIC_ORIGIN !== undefined;
}

/** `localhost`, `127.x.x.x` or `::1` (with or without brackets): reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
	const h = host.trim().toLowerCase();
	return h === 'localhost' || h === '::1' || h === '[::1]' || /^127(\.\d{1,3}){3}$/.test(h);
}

/**
 * The start-up warning for a server others can reach without `PUBLIC_ORIGIN`, or null when
 * none is needed. Without it, links are built on whatever `Host` a request names (so answers
 * are never shared-cacheable) and writes are accepted only from the loopback origins.
 */
export function publicOriginWarning(c: Config = config()): string | null {
	if (c.PUBLIC_ORIGIN || isLoopbackHost(c.HOST)) return null;
	return (
		`HOST is ${c.HOST} but PUBLIC_ORIGIN is not set. Set PUBLIC_ORIGIN to the address ` +
		'visitors use (for example PUBLIC_ORIGIN=https://corkboard.example): without it, links ' +
		"(canonical, Open Graph, robots.txt, sitemaps) are built from each request's Host header, " +
		'so no page may be kept by a shared cache or CDN; and sign-ins, other writes and the ' +
		`pages' viewer-state requests are accepted only from http://localhost:${c.PORT}, ` +
		`http://127.0.0.1:${c.PORT} or http://[::1]:${c.PORT} (the CSRF Origin check).`
	);
}
