import type { Kysely } from 'kysely';
import { generateTotpSecret, totpCode, totpStep } from '~/lib/identity/auth/mfa/totp.ts';
import { createSession } from '~/lib/identity/auth/session.server.ts';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import type { Database } from '~/lib/platform/db/database.ts';
import { AppError } from '~/lib/platform/http/errors.ts';
import { type makeUser, viewerOf } from './builders.ts';
import { callResource, type Envelope } from './resource-call.ts';
import { callRest } from './rest.ts';
import { makeUserWithPassword } from './test-browser.ts';

/** The password of every account `accountSecurityKit` makes. */
export const KIT_PASSWORD = 'takeover pass 31';

type U = Awaited<ReturnType<typeof makeUser>>;

/** The error code a promise rejects with (`ok` when it resolves). */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
	try {
		await promise;
	} catch (error) {
		if (error instanceof AppError) return error.code;
		throw error;
	}
	return 'ok';
}

/**
 * What the account-security tests share, bound to one test database: sessions as a thief would
 * hold them, the settings and re-authentication calls, and reads of users, sessions and mail.
 */
export function accountSecurityKit(db: Kysely<Database>) {
	/** A stolen cookie: a real session that never re-authenticated. */
	async function stolenSession(user: U): Promise<Viewer> {
		const session = await createSession(db, user.id, {
			client: 'Mozilla/5.0 (X11; Linux) Firefox/140.0',
		});
		return viewerOf(user, { sessionId: session.sessionId });
	}
	const settings = (viewer: Viewer, options: Record<string, unknown>, clientAddress?: string) =>
		callResource(db, 'UserSettingsResource', 'update', options, viewer, {
			...(clientAddress ? { clientAddress } : {}),
		});
	const reauth = (viewer: Viewer, options: Record<string, unknown>) =>
		callResource(db, 'UserReauthResource', 'create', options, viewer);
	/** A REST route called through the real handler, answered as `{status, r}`. */
	async function rest(
		route: Parameters<typeof callRest>[0],
		options: Omit<Parameters<typeof callRest>[1], 'db'>,
	) {
		const res = await callRest(route, { db, ...options });
		const json = (await res.json()) as { resource_response: Envelope['r'] };
		return { status: res.status, r: json.resource_response };
	}
	const row = (id: string) =>
		db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
	const mails = (to: string) =>
		db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();
	const sessionCount = async (userId: string) =>
		(await db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;
	/** A user with a password and MFA on; `code(k)` gives the TOTP code k steps from now. */
	async function userWithMfa() {
		const secret = generateTotpSecret();
		const user = await makeUserWithPassword(db, KIT_PASSWORD, {
			mfa_enabled: 1,
			mfa_secret: secret,
		});
		return { user, code: (k = 0) => totpCode(secret, totpStep() + k) };
	}
	/** The token of the last link of `path` mailed to `to`. */
	async function tokenMailed(to: string, path: string): Promise<string> {
		const pattern = new RegExp(`${path.replace(/\//g, '\\/')}\\?t=([A-Za-z0-9_-]+)`);
		const found = (await mails(to))
			.map((m) => pattern.exec(m.text_body)?.[1])
			.filter(Boolean)
			.at(-1);
		if (!found) throw new Error(`no ${path} link mailed to ${to}`);
		return found;
	}
	return {
		stolenSession,
		settings,
		reauth,
		rest,
		row,
		mails,
		sessionCount,
		userWithMfa,
		tokenMailed,
	};
}
