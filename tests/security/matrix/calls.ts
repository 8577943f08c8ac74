import http from 'node:http';
import { viewerFromToken } from '~/lib/identity/auth/session.server.ts';
import { SESSION_COOKIE } from '~/lib/identity/auth/session-cookies.server.ts';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import { CSRF_COOKIE, CSRF_HEADER } from '~/lib/platform/http/csrf.server.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { ACTORS, type Actor } from './actors.ts';
import type { Answer } from './outcomes.ts';
import type { World } from './world.ts';

/** The CSRF token every actor's browser holds (cookie and header agree, as in a real page). */
const CSRF = 'matrixcsrftoken0123456789';

/** Per-call choices: another session token (a throwaway session), extra headers. */
export interface CallOptions {
	token?: string | null;
	headers?: Record<string, string>;
}

/**
 * How actors reach the app: resources through the real gateway in this process (the viewer
 * derived from the actor's session cookie as the middleware derives it), everything else over
 * HTTP to the built server with the actor's cookies, a matching CSRF header and our Origin.
 * Each actor has its own client address (the server trusts `X-Forwarded-For` for this), so
 * per-address rate limits of one actor never refuse another.
 */
export class Calls {
	readonly #viewers = new Map<string, Promise<Viewer | null>>();
	readonly world: World;
	readonly serverUrl: string;

	constructor(world: World, serverUrl: string) {
		this.world = world;
		this.serverUrl = serverUrl;
	}

	tokenOf(actor: Actor, options: CallOptions = {}): string | null {
		return options.token === undefined ? this.world.tokens[actor] : options.token;
	}

	addressOf(actor: Actor): string {
		return `10.77.${ACTORS.indexOf(actor)}.1`;
	}

	viewerOf(token: string | null): Promise<Viewer | null> {
		if (!token) return Promise.resolve(null);
		let viewer = this.#viewers.get(token);
		if (!viewer) {
			viewer = viewerFromToken(this.world.db, token);
			this.#viewers.set(token, viewer);
		}
		return viewer;
	}

	cookieOf(token: string | null): string {
		return [`${CSRF_COOKIE}=${CSRF}`, ...(token ? [`${SESSION_COOKIE}=${token}`] : [])].join('; ');
	}

	/** A resource action through `handleResourceRequest`, as the gateway route runs it. */
	async resource(
		actor: Actor,
		name: string,
		action: 'get' | 'create' | 'update' | 'delete',
		options: Record<string, unknown>,
		callOptions: CallOptions = {},
	): Promise<Answer> {
		const token = this.tokenOf(actor, callOptions);
		const res = await callResource(
			this.world.db,
			name,
			action,
			options,
			await this.viewerOf(token),
			{ cookie: this.cookieOf(token), clientAddress: this.addressOf(actor) },
		);
		return { status: res.status, body: JSON.stringify(res.r), r: res.r };
	}

	/** A request to the built server; redirects are answered, not followed. */
	async http(
		actor: Actor,
		method: string,
		path: string,
		init: CallOptions & { json?: unknown; form?: Record<string, string> } = {},
	): Promise<Answer> {
		const headers: Record<string, string> = {
			cookie: this.cookieOf(this.tokenOf(actor, init)),
			'x-forwarded-for': this.addressOf(actor),
			...init.headers,
		};
		let body: string | null = null;
		if (method !== 'GET' && method !== 'HEAD') {
			headers[CSRF_HEADER] = CSRF;
			headers.origin = this.serverUrl;
			if (init.json !== undefined) {
				headers['content-type'] = 'application/json';
				body = JSON.stringify(init.json);
			} else {
				headers['content-type'] = 'application/x-www-form-urlencoded';
				body = new URLSearchParams(init.form ?? {}).toString();
			}
		}
		const res = await send(new URL(path, this.serverUrl), method, headers, body);
		const text = res.bytes.toString('utf8');
		const answer: Answer = { status: res.status, body: text, location: res.location };
		if (res.type.includes('application/json')) {
			try {
				const json = JSON.parse(text) as { resource_response?: Answer['r'] };
				if (json.resource_response) answer.r = json.resource_response;
			} catch {
				// Not an envelope; the body is still swept for canaries.
			}
		}
		return answer;
	}

	/** A `GET` whose body is binary (the data export's ZIP). */
	async bytes(actor: Actor, path: string): Promise<{ status: number; bytes: Uint8Array }> {
		const res = await send(new URL(path, this.serverUrl), 'GET', {
			cookie: this.cookieOf(this.tokenOf(actor)),
			'x-forwarded-for': this.addressOf(actor),
		});
		return { status: res.status, bytes: new Uint8Array(res.bytes) };
	}

	/** `POST /_/graphql/` with a persisted query's name and variables. */
	query(actor: Actor, queryName: string, variables: Record<string, unknown> = {}) {
		return this.http(actor, 'POST', '/_/graphql/', { json: { queryName, variables } });
	}
}

/**
 * One HTTP request on a connection of its own. `fetch` keeps connections alive, and the server
 * closes idle ones after 5 s: a request sent on a connection the server is closing fails now
 * and then, which a test that pauses between requests (the in-process rows) would meet.
 */
function send(
	url: URL,
	method: string,
	headers: Record<string, string>,
	body: string | null = null,
): Promise<{ status: number; location: string | null; type: string; bytes: Buffer }> {
	return new Promise((resolve, reject) => {
		const req = http.request(url, { method, headers, agent: false }, (res) => {
			const chunks: Buffer[] = [];
			res.on('data', (chunk: Buffer) => chunks.push(chunk));
			res.on('end', () =>
				resolve({
					status: res.statusCode ?? 0,
					location: res.headers.location ?? null,
					type: res.headers['content-type'] ?? '',
					bytes: Buffer.concat(chunks),
				}),
			);
			res.on('error', reject);
		});
		req.on('error', reject);
		req.end(body ?? undefined);
	});
}
