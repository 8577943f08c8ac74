import type { Kysely } from 'kysely';
import { isFullyAuthenticated, type Viewer } from '../../../platform/access/viewer.ts';
import type { Database } from '../../../platform/db/database.ts';
import {
	changesFromEnabledList,
	updateNotificationOptions,
} from './notification-settings.service.server.ts';
import { SUBSCRIPTION_PATH, userFromUnsubscribeToken } from './unsubscribe-link.server.ts';

/** Whose email switches the subscription page shows. */
export interface SubscriptionSubject {
	userId: string;
	username: string;
	/** The address, partly hidden (`j•••@example.com`): the link may have been forwarded. */
	maskedEmail: string;
	/** The link token, carried through the form; null for the signed-in user without one. */
	token: string | null;
}

/** `jane@example.com` → `j•••@example.com`. */
export function maskEmail(email: string): string {
	const at = email.lastIndexOf('@');
	if (at <= 0) return '•••';
	return `${email[0]}•••${email.slice(at)}`;
}

/**
 * The user of `/email/subscription/`: the token's user when a token is given (null when it is
 * invalid, tampered with, or the account is gone), else the fully signed-in viewer, else null.
 */
export async function subscriptionSubject(
	db: Kysely<Database>,
	token: string | null,
	viewer: Viewer | null,
): Promise<SubscriptionSubject | null> {
	if (token) {
		const user = await userFromUnsubscribeToken(db, token.slice(0, 4096));
		return user
			? { userId: user.id, username: user.username, maskedEmail: maskEmail(user.email), token }
			: null;
	}
	if (!isFullyAuthenticated(viewer)) return null;
	return {
		userId: viewer.id,
		username: viewer.username,
		maskedEmail: maskEmail(viewer.email),
		token: null,
	};
}

/**
 * Saves the page's form: `intent=unsubscribe_all` turns every email option off; otherwise each
 * option is on exactly when its box (`opt` = `section.option`) was ticked. One transaction.
 */
export async function saveSubscriptionForm(
	db: Kysely<Database>,
	userId: string,
	form: FormData,
): Promise<'saved' | 'unsubscribed'> {
	const all = form.get('intent') === 'unsubscribe_all';
	const ticked = all ? new Set<string>() : new Set(form.getAll('opt').map(String));
	await updateNotificationOptions(db, userId, 'email', changesFromEnabledList('email', ticked));
	return all ? 'unsubscribed' : 'saved';
}

/** Where to go after a save (post/redirect/get), keeping the token. */
export function subscriptionPageUrl(token: string | null, outcome?: 'saved' | 'unsubscribed') {
	const params = new URLSearchParams();
	if (token) params.set('token', token);
	if (outcome) params.set(outcome, '1');
	const query = params.toString();
	return query ? `${SUBSCRIPTION_PATH}?${query}` : SUBSCRIPTION_PATH;
}
