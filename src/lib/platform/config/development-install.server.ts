import { type Config, config } from './config.server.ts';
import { isLoopbackHost } from './public-origin.server.ts';

/**
 * A development install: a server on a laptop that only this machine uses. Read from the
 * settings: PUBLIC_ORIGIN unset (no public address: links come from the request, writes are
 * accepted only from the loopback origins) and HOST a loopback name. A site that others reach
 * must set PUBLIC_ORIGIN (its sign-ins and other writes are refused without it), so no public
 * site passes for one.
 */
export function isDevelopmentInstall(
	c: Pick<Config, 'PUBLIC_ORIGIN' | 'HOST'> = config(),
): boolean {
	return c.PUBLIC_ORIGIN === undefined && isLoopbackHost(c.HOST);
}
