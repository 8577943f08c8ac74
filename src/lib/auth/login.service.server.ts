import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { findUserByLogin } from '../users/users.repository.server.ts';
import { hashPassword, verifyPassword } from './password.server.ts';
import { createSession } from './session.server.ts';

// Compared against when the account does not exist, so both paths cost one scrypt.
const dummyHash = hashPassword('not-a-real-password');

/**
 * Checks a username-or-email and password; on success creates a session and returns its token.
 * Returns null on any mismatch without saying which part was wrong.
 */
export async function logIn(
	db: Kysely<Database>,
	usernameOrEmail: string,
	password: string,
): Promise<{ token: string; expiresAt: Date } | null> {
	const user = await findUserByLogin(db, usernameOrEmail);
	const ok = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
	if (!user?.password_hash || !ok) return null;
	const session = await createSession(db, user.id);
	return { token: session.token, expiresAt: session.expiresAt };
}

/** A safe place to go after logging in: a local path only, never another site. */
export function safeNext(next: string | null | undefined): string {
	if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
	return next.slice(0, 2048);
}
