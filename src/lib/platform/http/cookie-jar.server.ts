import { config } from '../config/config.server.ts';

/**
 * Whether cookies should be `Secure`: the request came over HTTPS, or the site's public origin
 * is HTTPS (behind a proxy that ends TLS, the app itself sees plain HTTP).
 */
export function isSecureRequest(request: Request): boolean {
	return (
		new URL(request.url).protocol === 'https:' ||
		(config().PUBLIC_ORIGIN ?? '').startsWith('https:')
	);
}

/** Options for a cookie set by the server. */
export interface CookieOptions {
	path?: string;
	httpOnly?: boolean;
	sameSite?: 'lax' | 'strict' | 'none';
	secure?: boolean;
	/** Seconds. */
	maxAge?: number;
	expires?: Date;
}

function parseCookieHeader(header: string | null): Map<string, string> {
	const cookies = new Map<string, string>();
	for (const part of (header ?? '').split(';')) {
		const eq = part.indexOf('=');
		if (eq < 0) continue;
		const name = part.slice(0, eq).trim();
		if (!name || cookies.has(name)) continue;
		try {
			cookies.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
		} catch {
			cookies.set(name, part.slice(eq + 1).trim());
		}
	}
	return cookies;
}

/**
 * The request's cookies, plus the cookies a handler sets, written onto the response with
 * `applyTo`. Used by API handlers instead of Astro's cookies so they run the same in tests.
 * A value set during the request is what later `get` calls see.
 */
export class CookieJar {
	readonly #incoming: Map<string, string>;
	readonly #outgoing = new Map<string, { value: string | null; header: string }>();
	readonly #secure: boolean;

	constructor(request: Request) {
		this.#incoming = parseCookieHeader(request.headers.get('cookie'));
		this.#secure = isSecureRequest(request);
	}

	get(name: string): string | undefined {
		const out = this.#outgoing.get(name);
		if (out) return out.value ?? undefined;
		return this.#incoming.get(name);
	}

	set(name: string, value: string, options: CookieOptions = {}): void {
		const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
		if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
		if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
		if (options.httpOnly ?? true) parts.push('HttpOnly');
		const sameSite = options.sameSite ?? 'lax';
		parts.push(`SameSite=${sameSite[0]!.toUpperCase()}${sameSite.slice(1)}`);
		if (options.secure ?? this.#secure) parts.push('Secure');
		this.#outgoing.set(name, { value, header: parts.join('; ') });
	}

	delete(name: string, options: Pick<CookieOptions, 'path'> = {}): void {
		this.set(name, '', { ...options, maxAge: 0, expires: new Date(0) });
		this.#outgoing.get(name)!.value = null;
	}

	/** The `Set-Cookie` header values this request produced. */
	setCookieHeaders(): string[] {
		return [...this.#outgoing.values()].map((c) => c.header);
	}

	/** Adds this jar's `Set-Cookie` headers to a response and returns it. */
	applyTo(response: Response): Response {
		for (const header of this.setCookieHeaders()) response.headers.append('set-cookie', header);
		return response;
	}
}
