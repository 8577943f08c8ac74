import { randomBytes } from 'node:crypto';
import { SESSION_COOKIE } from '~/lib/identity/auth/session-cookies.server.ts';
import { CSRF_COOKIE, CSRF_HEADER } from '~/lib/platform/http/csrf.server.ts';
import { imageForm } from './multipart.ts';
import type { Envelope } from './test-browser.ts';

const METHOD = { get: 'GET', create: 'POST', update: 'PUT', delete: 'DELETE' } as const;

/**
 * One browser talking HTTP to a server process (`startServer`): it sends the session cookie
 * (when signed in), a CSRF cookie with the same token in `X-CSRFToken`, and its server's
 * `Origin`, so writes pass the middleware's checks as a page's script would.
 */
export class ServerClient {
	readonly url: string;
	readonly csrfToken = randomBytes(24).toString('base64url');
	readonly sessionToken: string | undefined;

	constructor(url: string, sessionToken?: string) {
		this.url = url;
		this.sessionToken = sessionToken;
	}

	/** The same browser on another server process (a restart on another port). */
	at(url: string): ServerClient {
		return new ServerClient(url, this.sessionToken);
	}

	/** Headers of a request: cookies, and for writes the CSRF header and Origin. */
	headers(write: boolean): Record<string, string> {
		const cookies = [`${CSRF_COOKIE}=${this.csrfToken}`];
		if (this.sessionToken) cookies.push(`${SESSION_COOKIE}=${this.sessionToken}`);
		const headers: Record<string, string> = { cookie: cookies.join('; ') };
		if (write) {
			headers[CSRF_HEADER] = this.csrfToken;
			headers.origin = this.url;
		}
		return headers;
	}

	/**
	 * Calls `/resource/{name}/{action}/` and reads the envelope. Rejects (as `fetch` does) when the
	 * connection fails or is cut before the whole answer arrived.
	 */
	async resource(
		name: string,
		action: keyof typeof METHOD,
		options: Record<string, unknown>,
	): Promise<{ status: number; r: Envelope['resource_response'] }> {
		const url = new URL(`/resource/${name}/${action}/`, this.url);
		const data = { options, context: {} };
		const write = action !== 'get';
		if (!write) url.searchParams.set('data', JSON.stringify(data));
		const res = await fetch(url, {
			method: METHOD[action],
			headers: {
				...this.headers(write),
				...(write ? { 'content-type': 'application/json' } : {}),
			},
			...(write ? { body: JSON.stringify({ source_url: '/', data }) } : {}),
		});
		const json = (await res.json()) as Envelope;
		return { status: res.status, r: json.resource_response };
	}

	/** `POST /upload-image/` with the image in `img`, and the envelope of the answer. */
	async upload(bytes: Uint8Array): Promise<{ status: number; r: Envelope['resource_response'] }> {
		const { body, contentType } = await imageForm(bytes);
		const res = await fetch(new URL('/upload-image/', this.url), {
			method: 'POST',
			headers: { ...this.headers(true), 'content-type': contentType },
			body: new Uint8Array(body),
		});
		const json = (await res.json()) as Envelope;
		return { status: res.status, r: json.resource_response };
	}
}
