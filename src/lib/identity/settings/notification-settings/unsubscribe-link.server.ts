import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';
import { isId } from '../../../platform/db/ids.ts';
import { mailUrl } from '../../../platform/routing/absolute-url.server.ts';
import { signPayload, verifySignedPayload } from '../../../platform/security/signing-key.server.ts';
import { findUserContact } from '../../users/users.repository.server.ts';

/** The `p` (purpose) of unsubscribe tokens, so a link signed for something else is refused. */
const PURPOSE = 'unsub';

/** The path of the email subscription page. */
export const SUBSCRIPTION_PATH = '/email/subscription/';

/**
 * The token of a user's unsubscribe link: `signPayload({u, p: 'unsub'})`. It lets whoever holds
 * the mail manage that user's email switches without logging in. It does not expire: a
 * List-Unsubscribe link in an old mail must keep working (mail rules expect at least 30 days),
 * and all it can do is change mail switches.
 */
export function unsubscribeToken(userId: string): string {
	return signPayload({ u: userId, p: PURPOSE });
}

/**
 * The absolute link to the email subscription page for mail (footers, `List-Unsubscribe`), on
 * the mail origin (`mailUrl`: PUBLIC_ORIGIN, never the request's Host).
 */
export function unsubscribeUrl(userId: string): string {
	return mailUrl(`${SUBSCRIPTION_PATH}?token=${encodeURIComponent(unsubscribeToken(userId))}`);
}

/** The user id a token was signed for, or null when it is malformed, tampered with or not ours. */
export function userIdFromUnsubscribeToken(token: string | null | undefined): string | null {
	if (!token) return null;
	const payload = verifySignedPayload(token);
	if (!payload || payload.p !== PURPOSE || typeof payload.u !== 'string' || !isId(payload.u)) {
		return null;
	}
	return payload.u;
}

/** Who an unsubscribe token belongs to, when it is valid and the account still exists. */
export async function userFromUnsubscribeToken(
	db: Kysely<Database>,
	token: string | null | undefined,
): Promise<{ id: string; username: string; email: string } | null> {
	const userId = userIdFromUnsubscribeToken(token);
	if (!userId) return null;
	return (await findUserContact(db, userId)) ?? null;
}
