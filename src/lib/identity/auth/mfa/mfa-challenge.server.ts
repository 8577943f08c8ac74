import { createHash } from 'node:crypto';
import type { UserRow } from '../../../platform/db/database.ts';
import { signPayload, verifySignedPayload } from '../../../platform/security/signing-key.server.ts';

/** How long the password step of a login stays good while the code is asked for. */
export const MFA_CHALLENGE_TTL_MS = 5 * 60 * 1000;
const PURPOSE = 'mfa-challenge';

/** A short digest of the stored password hash: a challenge dies when the password changes. */
function passwordDigest(passwordHash: string | null | undefined): string {
	return createHash('sha256')
		.update(passwordHash ?? '')
		.digest('hex')
		.slice(0, 16);
}

/**
 * A signed, short-lived proof that `user` just gave the right password (AUTH-03). It is not a
 * login: it only lets the second step check a code, which is itself single-use and rate-limited.
 * It is bound to the current password (a change or reset voids it) and is never extended: only
 * the password step issues one.
 */
export function issueMfaChallenge(
	user: { id: string; password_hash?: string | null | undefined },
	now = Date.now(),
): string {
	return signPayload({
		u: user.id,
		p: PURPOSE,
		e: now + MFA_CHALLENGE_TTL_MS,
		h: passwordDigest(user.password_hash),
	});
}

/** The user id of a valid, unexpired challenge, else null. Check it with `challengeFitsUser`. */
export function readMfaChallenge(
	challenge: string,
	now = Date.now(),
): { userId: string; passwordDigest: string } | null {
	const payload = verifySignedPayload(challenge);
	if (!payload || payload.p !== PURPOSE || typeof payload.u !== 'string') return null;
	if (typeof payload.e !== 'number' || payload.e <= now) return null;
	if (typeof payload.h !== 'string') return null;
	return { userId: payload.u, passwordDigest: payload.h };
}

/** Whether a read challenge was issued for this user with the password it has now. */
export function challengeFitsUser(
	read: { userId: string; passwordDigest: string },
	user: Pick<UserRow, 'id' | 'password_hash'>,
): boolean {
	return (
		read.userId === user.id &&
		user.password_hash !== null &&
		read.passwordDigest === passwordDigest(user.password_hash)
	);
}
