import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { randomToken, sha256Hex } from '../../platform/security/secret-token.server.ts';

/**
 * One-time secrets sent by mail (`auth_tokens`). Links carry a random 256-bit token; short codes
 * (the 6-digit MFA mail code) are bound to their user and row. Only SHA-256 digests are stored,
 * every secret has an expiry, and using one is a conditional update, so it works exactly once
 * even when two requests race.
 */
export type AuthTokenPurpose =
	| 'password_reset'
	| 'email_verify'
	| 'email_change'
	| 'email_change_undo'
	| 'mfa_email'
	| 'passcode_email';

const MINUTE = 60_000;
/** How long each kind of secret lasts. */
export const AUTH_TOKEN_TTL_MS = {
	password_reset: 60 * MINUTE,
	email_verify: 7 * 24 * 60 * MINUTE,
	mfa_email: 10 * MINUTE,
} as const;

export interface AuthTokenRow {
	id: string;
	user_id: string;
	purpose: string;
	email: string | null;
	expires_at: string;
	used_at: string | null;
}

/** Stores a new link token and returns it (the only time it exists in clear). */
export async function issueLinkToken(
	db: Kysely<Database>,
	input: { userId: string; purpose: AuthTokenPurpose; email: string; ttlMs: number; now?: Date },
): Promise<{ id: string; token: string; expiresAt: Date }> {
	const now = input.now ?? new Date();
	const token = randomToken();
	const id = newId();
	const expiresAt = new Date(now.getTime() + input.ttlMs);
	await db
		.insertInto('auth_tokens')
		.values({
			id,
			user_id: input.userId,
			purpose: input.purpose,
			token_hash: sha256Hex(token),
			email: input.email,
			created_at: now.toISOString(),
			expires_at: expiresAt.toISOString(),
			used_at: null,
		})
		.execute();
	return { id, token, expiresAt };
}

/** The unused, unexpired token row of this purpose for a link token, or undefined. */
export async function findUsableLinkToken(
	db: Kysely<Database>,
	purpose: AuthTokenPurpose,
	token: string,
	now = new Date(),
): Promise<AuthTokenRow | undefined> {
	if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
	return db
		.selectFrom('auth_tokens')
		.select(['id', 'user_id', 'purpose', 'email', 'expires_at', 'used_at'])
		.where('token_hash', '=', sha256Hex(token))
		.where('purpose', '=', purpose)
		.where('used_at', 'is', null)
		.where('expires_at', '>', now.toISOString())
		.executeTakeFirst();
}

/** Marks a token used; false when it was used already (another request won the race). */
export async function consumeToken(
	db: Kysely<Database>,
	id: string,
	now = new Date(),
): Promise<boolean> {
	const result = await db
		.updateTable('auth_tokens')
		.set({ used_at: now.toISOString() })
		.where('id', '=', id)
		.where('used_at', 'is', null)
		.executeTakeFirst();
	return Number(result.numUpdatedRows) === 1;
}

/** Marks every unused token of a purpose used (a new password ends all reset links). */
export async function consumeAllTokens(
	db: Kysely<Database>,
	userId: string,
	purpose: AuthTokenPurpose,
	now = new Date(),
): Promise<void> {
	await db
		.updateTable('auth_tokens')
		.set({ used_at: now.toISOString() })
		.where('user_id', '=', userId)
		.where('purpose', '=', purpose)
		.where('used_at', 'is', null)
		.execute();
}

function codeHash(id: string, userId: string, code: string): string {
	return sha256Hex(`code:${id}:${userId}:${code}`);
}

/**
 * Stores a new 6-digit code for a user (earlier unused codes of the purpose stop working) and
 * returns it. The digest includes the row id, so equal codes never collide in the unique index.
 */
export async function issueShortCode(
	db: Kysely<Database>,
	input: { userId: string; purpose: AuthTokenPurpose; email: string; ttlMs: number; now?: Date },
): Promise<string> {
	const now = input.now ?? new Date();
	await consumeAllTokens(db, input.userId, input.purpose, now);
	const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
	const id = newId();
	await db
		.insertInto('auth_tokens')
		.values({
			id,
			user_id: input.userId,
			purpose: input.purpose,
			token_hash: codeHash(id, input.userId, code),
			email: input.email,
			created_at: now.toISOString(),
			expires_at: new Date(now.getTime() + input.ttlMs).toISOString(),
			used_at: null,
		})
		.execute();
	return code;
}

/** Uses a user's 6-digit code when it matches an unused, unexpired one; false otherwise. */
export async function consumeShortCode(
	db: Kysely<Database>,
	input: { userId: string; purpose: AuthTokenPurpose; code: string; now?: Date },
): Promise<boolean> {
	const now = input.now ?? new Date();
	if (!/^\d{6}$/.test(input.code)) return false;
	const rows = await db
		.selectFrom('auth_tokens')
		.select(['id', 'token_hash'])
		.where('user_id', '=', input.userId)
		.where('purpose', '=', input.purpose)
		.where('used_at', 'is', null)
		.where('expires_at', '>', now.toISOString())
		.execute();
	const match = rows.find((r) => r.token_hash === codeHash(r.id, input.userId, input.code));
	return match ? consumeToken(db, match.id, now) : false;
}
