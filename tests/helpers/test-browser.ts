import type { APIRoute } from 'astro';
import type { Kysely } from 'kysely';
import { resources } from '~/app/resources.server.ts';
import { hashPassword } from '~/lib/identity/auth/password.server.ts';
import { viewerFromToken } from '~/lib/identity/auth/session.server.ts';
import {
	SESSION_COOKIE,
	STORED_ACCOUNTS_COOKIE,
} from '~/lib/identity/auth/session-cookies.server.ts';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import type { Database, NewUserRow } from '~/lib/platform/db/database.ts';
import { handleResourceRequest } from '~/lib/platform/http/gateway.server.ts';
import { makeUser } from './builders.ts';
import { callRest } from './rest.ts';

/** Envelope of an answer. */
// biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely.
export type Envelope = { resource_response: Record<string, any> };

let addressCounter = 0;
/** A client address no other test uses, so per-address rate limits never leak between tests. */
export function freshAddress(): string {
	addressCounter += 1;
	return `10.${Math.floor(Math.random() * 250)}.${addressCounter >> 8}.${addressCounter & 255}`;
}

/** Parsed `Set-Cookie` headers of a response: name → value (`null` when the cookie is deleted). */
export function setCookies(res: Response): Map<string, { value: string | null; header: string }> {
	const out = new Map<string, { value: string | null; header: string }>();
	for (const header of res.headers.getSetCookie()) {
		const [pair] = header.split(';');
		const eq = pair!.indexOf('=');
		const name = pair!.slice(0, eq).trim();
		const value = decodeURIComponent(pair!.slice(eq + 1));
		out.set(name, { value: /Max-Age=0\b/i.test(header) ? null : value, header });
	}
	return out;
}

/**
 * A browser for gateway and REST calls: it keeps the cookies answers set, sends them back, and
 * resolves the viewer from the session cookie as the middleware does.
 */
export class TestBrowser {
	readonly cookies = new Map<string, string>();
	readonly db: Kysely<Database>;
	readonly address: string;

	constructor(db: Kysely<Database>, address = freshAddress()) {
		this.db = db;
		this.address = address;
	}

	cookieHeader(): string {
		return [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
	}

	absorb(res: Response): void {
		for (const [name, { value }] of setCookies(res)) {
			if (value === null) this.cookies.delete(name);
			else this.cookies.set(name, value);
		}
	}

	get sessionToken(): string | undefined {
		return this.cookies.get(SESSION_COOKIE);
	}

	get storedTokens(): string[] {
		return (this.cookies.get(STORED_ACCOUNTS_COOKIE) ?? '').split('.').filter(Boolean);
	}

	async viewer(): Promise<Viewer | null> {
		return viewerFromToken(this.db, this.sessionToken);
	}

	/** Calls `/resource/{name}/{action}/` with a JSON body (or query for get). */
	async resource(
		name: string,
		action: 'get' | 'create' | 'update' | 'delete',
		options: Record<string, unknown>,
		extraHeaders: Record<string, string> = {},
	) {
		const method = { get: 'GET', create: 'POST', update: 'PUT', delete: 'DELETE' }[action];
		const url = new URL(`http://localhost/resource/${name}/${action}/`);
		const headers = new Headers(extraHeaders);
		if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader());
		let body: string | null = null;
		const data = { options, context: {} };
		if (method === 'GET') {
			url.searchParams.set('data', JSON.stringify(data));
		} else {
			headers.set('content-type', 'application/json');
			body = JSON.stringify({ source_url: '/', data });
		}
		const res = await handleResourceRequest({
			resources,
			request: new Request(url, { method, headers, body }),
			url,
			name,
			action,
			viewer: await this.viewer(),
			db: this.db,
			clientAddress: this.address,
		});
		this.absorb(res);
		const json = (await res.json()) as Envelope;
		return { res, status: res.status, r: json.resource_response };
	}

	/** Calls a REST route as this browser. */
	async rest(
		route: APIRoute,
		options: {
			method?: string;
			path: string;
			json?: unknown;
			headers?: Record<string, string>;
		},
	) {
		const headers: Record<string, string> = { ...options.headers };
		if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
		const res = await callRest(route, {
			db: this.db,
			method: options.method ?? 'GET',
			path: options.path,
			json: options.json,
			headers,
			viewer: await this.viewer(),
			clientAddress: this.address,
		});
		this.absorb(res);
		const json = (await res.json()) as Envelope;
		return { res, status: res.status, r: json.resource_response };
	}

	login(usernameOrEmail: string, password: string, extra: Record<string, unknown> = {}) {
		return this.resource('UserSessionResource', 'create', {
			username_or_email: usernameOrEmail,
			password,
			...extra,
		});
	}

	logout() {
		return this.resource('UserSessionResource', 'delete', {});
	}
}

const hashes = new Map<string, Promise<string>>();

/** A user with a real argon2id password (hashes are reused per password to keep tests fast). */
export async function makeUserWithPassword(
	db: Kysely<Database>,
	password: string,
	overrides: Partial<NewUserRow> = {},
) {
	if (!hashes.has(password)) hashes.set(password, hashPassword(password));
	return makeUser(db, { password_hash: await hashes.get(password)!, ...overrides });
}

/** The newest queued mail to an address (optionally of one kind). */
export async function lastMail(db: Kysely<Database>, to: string, kind?: string) {
	let query = db.selectFrom('outbox').selectAll().where('to_address', '=', to);
	if (kind) query = query.where('kind', '=', kind);
	return query.orderBy('id', 'desc').executeTakeFirst();
}

export async function mailCount(db: Kysely<Database>, to: string, kind?: string) {
	let query = db.selectFrom('outbox').select('id').where('to_address', '=', to);
	if (kind) query = query.where('kind', '=', kind);
	return (await query.execute()).length;
}

/** The first absolute link in a mail's text. */
export function linkIn(text: string): URL {
	const match = /https?:\/\/\S+/.exec(text);
	if (!match) throw new Error(`no link in mail: ${text}`);
	return new URL(match[0]);
}
