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
 * Settings that say this server is a deployment, not a laptop: `NODE_ENV=production` as the
 * operator set it (`scripts/start.ts` passes it before defaulting it for React), a trusted
 * proxy in front, media on S3, real outgoing mail. Each is named in the warning.
 */
function deploymentSignals(c: Config, nodeEnv: string | undefined): string[] {
	const signals: string[] = [];
	if (nodeEnv === 'production') signals.push('NODE_ENV=production');
	if (c.TRUST_PROXY) signals.push('TRUST_PROXY');
	if (c.MEDIA_STORE === 's3') signals.push('MEDIA_STORE=s3');
	if (c.SMTP_URL) signals.push('SMTP_URL');
	return signals;
}

/**
 * The start-up warning for a server without `PUBLIC_ORIGIN` that others reach (a non-loopback
 * `HOST`) or that is deployed (`deploymentSignals`: typically on 127.0.0.1 behind a proxy, whose
 * requests then name 127.0.0.1 in `Host`), or null when none is needed. Without it, links are
 * built on whatever `Host` a request names (so answers are never shared-cacheable) and writes
 * are accepted only from the loopback origins.
 */
export function publicOriginWarning(
	c: Config = config(),
	nodeEnv: string | undefined = undefined,
): string | null {
	if (c.PUBLIC_ORIGIN) return null;
	const signals = deploymentSignals(c, nodeEnv);
	const exposed = !isLoopbackHost(c.HOST);
	if (!exposed && signals.length === 0) return null;
	const why = exposed
		? `HOST is ${c.HOST} but PUBLIC_ORIGIN is not set.`
		: `PUBLIC_ORIGIN is not set, but ${signals.join(', ')} ${signals.length === 1 ? 'says' : 'say'} this is a deployment.`;
	return (
		`${why} Set PUBLIC_ORIGIN to the address visitors use (for example ` +
		'PUBLIC_ORIGIN=https://corkboard.example): without it, links (canonical, Open Graph, ' +
		"robots.txt, sitemaps) are built from each request's Host header, which behind a proxy is " +
		`often http://127.0.0.1:${c.PORT}, so search engines and shared links get that address; ` +
		'no page may be kept by a shared cache or CDN; and sign-ins, other writes and the ' +
		`pages' viewer-state requests are accepted only from http://localhost:${c.PORT}, ` +
		`http://127.0.0.1:${c.PORT} or http://[::1]:${c.PORT} (the CSRF Origin check).`
	);
}

/** The warning as a framed block of lines at most `width` wide, hard to miss in a start log. */
export function warningBanner(text: string, width = 80): string {
	const rule = '!'.repeat(width);
	const lines: string[] = [];
	let line = 'Warning:';
	for (const word of text.split(/\s+/)) {
		if (line.length + 1 + word.length > width) {
			lines.push(line);
			line = word;
		} else line = `${line} ${word}`;
	}
	lines.push(line);
	return [rule, ...lines, rule].join('\n');
}
