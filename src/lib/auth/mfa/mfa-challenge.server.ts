import { signPayload, verifySignedPayload } from '../../security/signing-key.server.ts';

/** How long the password step of a login stays good while the code is asked for. */
export const MFA_CHALLENGE_TTL_MS = 5 * 60 * 1000;
const PURPOSE = 'mfa-challenge';

/**
 * A signed, short-lived proof that `userId` just gave the right password (AUTH-03). It is not a
 * login: it only lets the second step check a code, which is itself single-use and rate-limited.
 */
export function issueMfaChallenge(userId: string, now = Date.now()): string {
	return signPayload({ u: userId, p: PURPOSE, e: now + MFA_CHALLENGE_TTL_MS });
}

/** The user id of a valid, unexpired challenge, else null. */
export function readMfaChallenge(challenge: string, now = Date.now()): string | null {
	const payload = verifySignedPayload(challenge);
	if (!payload || payload.p !== PURPOSE || typeof payload.u !== 'string') return null;
	if (typeof payload.e !== 'number' || payload.e <= now) return null;
	return payload.u;
}
