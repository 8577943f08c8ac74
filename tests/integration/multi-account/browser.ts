import type { APIRoute } from 'astro';
import type { Kysely } from 'kysely';
import { resources } from '~/app/resources.server.ts';
import { createSession, viewerFromToken } from '~/lib/identity/auth/session.server.ts';
import {
	SESSION_COOKIE,
	STORED_ACCOUNTS_COOKIE,
} from '~/lib/identity/auth/session-cookies.server.ts';
import type { Database } from '~/lib/platform/db/database.ts';
import { handleResourceRequest } from '~/lib/platform/http/gateway.server.ts';
import { callRest } from '../../helpers/rest.ts';

const DAY_MS = 86_400_000;

/** A session token whose session expired `daysAgo` days ago (sessions last 180 days). */
export async function expiredToken(db: Kysely<Database>, userId: string, daysAgo = 1) {
	const now = new Date(Date.now() - (180 + daysAgo) * DAY_MS);
	return (await createSession(db, userId, { now })).token;
}

/**
 * A test browser: a cookie jar that sends `cookie` headers and takes in `Set-Cookie` answers,
 * with the viewer worked out from `_cb_sess` as the middleware does.
 */
export class Browser {
	readonly cookies = new Map<string, string>();
	readonly db: Kysely<Database>;

	constructor(db: Kysely<Database>, current?: string, stored: string[] = []) {
		this.db = db;
		if (current) this.cookies.set(SESSION_COOKIE, current);
		if (stored.length) this.cookies.set(STORED_ACCOUNTS_COOKIE, stored.join('.'));
	}

	get current(): string | undefined {
		return this.cookies.get(SESSION_COOKIE);
	}

	get stored(): string[] {
		return (this.cookies.get(STORED_ACCOUNTS_COOKIE) ?? '').split('.').filter(Boolean);
	}

	header(): string {
		return [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
	}

	/** Applies a response's `Set-Cookie` headers, as a browser would. */
	take(response: Response): Response {
		for (const line of response.headers.getSetCookie()) {
			const [pair, ...attrs] = line.split(';');
			const eq = pair!.indexOf('=');
			const name = pair!.slice(0, eq).trim();
			const value = decodeURIComponent(pair!.slice(eq + 1).trim());
			const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a));
			if (expired || value === '') this.cookies.delete(name);
			else this.cookies.set(name, value);
		}
		return response;
	}

	viewer() {
		return viewerFromToken(this.db, this.current);
	}

	/** `UserSessionResource` create with these options. */
	async session(options: Record<string, unknown>) {
		const url = new URL('http://localhost/resource/UserSessionResource/create/');
		const request = new Request(url, {
			method: 'POST',
			headers: {
				cookie: this.header(),
				'content-type': 'application/x-www-form-urlencoded',
				'user-agent': 'vitest',
			},
			body: new URLSearchParams({
				source_url: '/',
				data: JSON.stringify({ options, context: {} }),
			}).toString(),
		});
		const res = await handleResourceRequest({
			resources,
			request,
			url,
			name: 'UserSessionResource',
			action: 'create',
			viewer: await this.viewer(),
			db: this.db,
		});
		return envelope(this.take(res));
	}

	/** A REST route called with this browser's cookies. */
	async rest(
		route: APIRoute,
		options: Omit<Parameters<typeof callRest>[1], 'db' | 'viewer' | 'headers'>,
	) {
		const res = await callRest(route, {
			...options,
			db: this.db,
			viewer: await this.viewer(),
			headers: { cookie: this.header() },
		});
		return envelope(this.take(res));
	}
}

async function envelope(res: Response) {
	const body = (await res.json()) as { resource_response: Record<string, any> };
	return { status: res.status, r: body.resource_response, res };
}
