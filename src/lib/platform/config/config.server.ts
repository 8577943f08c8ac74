import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { PIN_BUILDER_PATHS } from './pin-builder-path.ts';

/**
 * Every setting Corkboard reads from the environment, with a default that works on a laptop.
 * README.md lists the same table for operators; keep the two in step.
 */
const configSchema = z.object({
	/** Port to serve on. */
	PORT: z.preprocess(
		(v) => (v === '' ? undefined : v),
		z.coerce.number().int().min(1).max(65535).default(4321),
	),
	/** Address to bind: `localhost` by default; `0.0.0.0` (all interfaces) needs PUBLIC_ORIGIN. */
	HOST: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('localhost')),
	/** Folder for the embedded database, media files and outgoing mail. */
	DATA_DIR: z.string().default('data'),
	/** PostgreSQL connection string; when unset, the embedded SQLite database is used. */
	DATABASE_URL: z.string().optional(),
	/** SQLite file, used only when DATABASE_URL is unset. Defaults to `${DATA_DIR}/corkboard.db`. */
	SQLITE_PATH: z.string().optional(),
	/** Largest PostgreSQL pool per app copy. */
	DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
	/** Media store: `local` (files under `${DATA_DIR}/media`) or `s3` (S3-compatible object storage). */
	MEDIA_STORE: z.enum(['local', 's3']).default('local'),
	/** Base URL media is served from; point it at a CDN in production. */
	MEDIA_BASE_URL: z.string().default('/media'),
	S3_BUCKET: z.string().optional(),
	S3_REGION: z.string().default('us-east-1'),
	/** Endpoint of an S3-compatible service (MinIO, R2, …); unset means AWS. */
	S3_ENDPOINT: z.string().optional(),
	S3_ACCESS_KEY_ID: z.string().optional(),
	S3_SECRET_ACCESS_KEY: z.string().optional(),
	/** Largest accepted upload, in bytes. */
	UPLOAD_MAX_BYTES: z.coerce
		.number()
		.int()
		.positive()
		.default(20 * 1024 * 1024),
	/** Largest accepted image, in pixels (width × height); guards against decompression bombs. */
	UPLOAD_MAX_PIXELS: z.coerce.number().int().positive().default(50_000_000),
	/** Largest accepted JSON or form body on API calls, in bytes. */
	MAX_BODY_BYTES: z.coerce
		.number()
		.int()
		.positive()
		.default(10 * 1024 * 1024),
	/** Fill an empty database with the demo world on start. */
	SEED_ON_START: z
		.enum(['true', 'false', '1', '0'])
		.default('true')
		.transform((v) => v === 'true' || v === '1'),
	/**
	 * Width (px) of the demo world's drawn originals: 1,000 for crisp closeups on retina screens
	 * (about 5 minutes of a 2-core machine for the first start); the browser tests seed at 474,
	 * which draws in a fifth of the time and shows the same pages.
	 */
	SEED_IMAGE_WIDTH: z.coerce.number().int().min(236).max(1000).default(1000),
	/**
	 * The site's address as visitors type it (`https://corkboard.example`): absolute links
	 * (canonical, Open Graph, robots.txt, sitemaps, mail) are built on it, writes must come from
	 * it (CSRF Origin check), and only with it may a shared cache keep public pages. Unset means a
	 * laptop install: links on the request's own address, answers never shared-cacheable, and
	 * writes accepted only from `http://localhost:PORT`, `http://127.0.0.1:PORT` and
	 * `http://[::1]:PORT` (`public-origin.server.ts`).
	 */
	PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
	/** `debug`, `info`, `warn` or `error`. */
	LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
	/** Redis for rate limits shared by several app copies; unset means in-process counts. */
	REDIS_URL: z.string().optional(),
	/** SMTP server for outgoing mail (`smtp://user:pass@host:587`); unset writes mail under `${DATA_DIR}/mail`. */
	SMTP_URL: z.string().optional(),
	/** From address of outgoing mail. */
	MAIL_FROM: z.string().default('Corkboard <no-reply@corkboard.test>'),
	/**
	 * Secret for signed links that work without logging in (email unsubscribe). Unset means a
	 * random one kept in `${DATA_DIR}/secret.key`, so links survive restarts on one machine.
	 */
	SECRET_KEY: z.string().min(32).optional(),
	/**
	 * Take the client address from CLIENT_ADDRESS_HEADER, whoever connects: for a server only
	 * its one reverse proxy can reach (the right-most entry is the one that proxy added). Prefer
	 * TRUSTED_PROXIES, which trusts the header only on connections from the proxies named.
	 */
	TRUST_PROXY: z
		.enum(['true', 'false', '1', '0'])
		.default('false')
		.transform((v) => v === 'true' || v === '1'),
	/**
	 * Addresses or networks of your reverse proxies (`10.0.0.5, 172.16.0.0/12, ::1`): the client
	 * address header counts only on a connection from one of them, and proxies named here are
	 * skipped from the right of the header's list (`client-address.ts`). Unset: see TRUST_PROXY.
	 */
	TRUSTED_PROXIES: z.preprocess(
		(v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
		z
			.string()
			.transform((v) =>
				v
					.split(',')
					.map((entry) => entry.trim())
					.filter(Boolean),
			)
			.pipe(z.array(z.string().refine(isAddressOrNetwork, 'not an IP address or network')))
			.optional(),
	),
	/**
	 * The header the trusted proxy puts the client address in: `X-Forwarded-For` (a list, the
	 * proxy appends), or a one-address header such as `X-Real-IP` or `CF-Connecting-IP`. Read
	 * only with TRUST_PROXY or TRUSTED_PROXIES.
	 */
	CLIENT_ADDRESS_HEADER: z
		.string()
		.regex(/^[A-Za-z0-9-]{1,64}$/, 'a header name (letters, digits and -)')
		.default('X-Forwarded-For')
		.transform((v) => v.toLowerCase()),
	/** Version sent in `X-App-Version` (STA-08); defaults to the package version and build time. */
	APP_VERSION: z.string().optional(),
	/**
	 * Outbound-link domain list added to the built-in one (OUT-01): one `domain status [reason]`
	 * per line, status `blocked`, `suspicious`, `porn` or `ok` (allow); `#` comments. Unset means
	 * the built-in list only.
	 */
	OFFSITE_DOMAINS_FILE: z.string().optional(),
	/**
	 * CMT-06: a LibreTranslate-compatible server (`https://translate.example.org`) that
	 * translates comments (`POST {TRANSLATE_URL}/translate`), reached through the guarded
	 * fetcher (a public address, port 80 or 443). Unset: comments offer no translation.
	 */
	TRANSLATE_URL: z.preprocess(
		(v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
		z
			.string()
			.refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), 'an http(s) URL')
			.optional(),
	),
	/** CMT-06: the `api_key` sent to TRANSLATE_URL, when its server wants one. */
	TRANSLATE_API_KEY: z.preprocess(
		(v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
		z.string().max(500).optional(),
	),
	/**
	 * UPS-18: the store pages of the browser extension, `browser=https://…` pairs separated by
	 * commas (browsers `chrome`, `firefox`, `safari`, `edge`). Unset: there is no extension, and
	 * nothing offers one.
	 */
	EXTENSION_STORE_URLS: z.preprocess(
		(v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
		z
			.string()
			.transform((v, ctx) => {
				const stores: Partial<Record<ExtensionBrowserName, string>> = {};
				for (const pair of v
					.split(',')
					.map((p) => p.trim())
					.filter(Boolean)) {
					const at = pair.indexOf('=');
					const browser = pair.slice(0, at).trim().toLowerCase();
					const url = pair.slice(at + 1).trim();
					if (
						at < 1 ||
						!isExtensionBrowser(browser) ||
						!URL.canParse(url) ||
						!url.startsWith('https://')
					) {
						ctx.addIssue({
							code: 'custom',
							message: `"${pair}" is not browser=https://… (browser chrome, firefox, safari or edge)`,
						});
						return z.NEVER;
					}
					stores[browser] = url;
				}
				return stores;
			})
			.optional(),
	),
	/**
	 * UPS-11: past 4000 px a first-time Safari visitor meets the sign-up wall (a dismissable
	 * modal that stops scrolling). Off unless switched on.
	 */
	/**
	 * The test pseudo-locale `en-XA` (accented, longer, every message in ⟦ ⟧; docs/i18n.md):
	 * answered at `/en-xa/…` only when switched on. The browser tests switch it on.
	 */
	PSEUDO_LOCALE: z
		.enum(['true', 'false', '1', '0'])
		.default('false')
		.transform((v) => v === 'true' || v === '1'),
	SAFARI_LOGIN_WALL: z
		.enum(['true', 'false', '1', '0'])
		.default('false')
		.transform((v) => v === 'true' || v === '1'),
	/**
	 * RTE-16: the one active address of the pin builder, `pin-creation-tool` or
	 * `idea-pin-builder`; the other one redirects to it, and the Create menu links to it.
	 */
	PIN_BUILDER_PATH: z.preprocess(
		(v) => (v === '' ? undefined : v),
		z.enum(PIN_BUILDER_PATHS).default('pin-creation-tool'),
	),
});

const EXTENSION_BROWSERS = ['chrome', 'firefox', 'safari', 'edge'] as const;
type ExtensionBrowserName = (typeof EXTENSION_BROWSERS)[number];
function isExtensionBrowser(name: string): name is ExtensionBrowserName {
	return (EXTENSION_BROWSERS as readonly string[]).includes(name);
}

/** `10.0.0.5`, `::1`, `172.16.0.0/12`, `fd00::/8`: an address, or a network with a valid prefix. */
function isAddressOrNetwork(entry: string): boolean {
	const [address = '', prefix, extra] = entry.split('/');
	const family = isIP(address);
	if (family === 0 || extra !== undefined) return false;
	if (prefix === undefined) return true;
	return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export type Config = z.infer<typeof configSchema> & {
	sqlitePath: string;
	mediaDir: string;
	mailDir: string;
};

/** Parses the environment once; a bad value stops the process with a message naming the setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
	const parsed = configSchema.safeParse(env);
	if (!parsed.success) {
		const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
		throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
	}
	const c = parsed.data;
	return {
		...c,
		sqlitePath: c.SQLITE_PATH ?? path.join(c.DATA_DIR, 'corkboard.db'),
		mediaDir: path.join(c.DATA_DIR, 'media'),
		mailDir: path.join(c.DATA_DIR, 'mail'),
	};
}

let cached: Config | undefined;
/** The process-wide configuration. */
export function config(): Config {
	cached ??= loadConfig();
	return cached;
}
