import { updateNotificationOptions } from '../../identity/settings/notification-settings/notification-settings.service.server.ts';
import { maskEmail } from '../../identity/settings/notification-settings/subscription-page.server.ts';
import { findUserContact } from '../../identity/users/users.repository.server.ts';
import type { Db } from '../../platform/db/database.ts';
import { ACTIVITY_SECTION, type ActivityOption } from './notification-mail-options.ts';
import { readOptionUnsubscribeToken } from './option-unsubscribe-link.server.ts';

/**
 * `/email/unsubscribe/?token=…` (RFC 8058): whose switches a notification mail's link turns off.
 * No session is needed: the signed token names the user and the options. A GET only shows the
 * question (mail scanners follow links); a POST (the mail client's one-click
 * `List-Unsubscribe=One-Click`, or the page's button) turns the options' email switches off.
 */

export interface UnsubscribeSubject {
	userId: string;
	maskedEmail: string;
	options: ActivityOption[];
}

/** The token's subject, or null when the token is invalid or the account is gone. */
export async function unsubscribeSubject(
	db: Db,
	token: string | null,
): Promise<UnsubscribeSubject | null> {
	const read = readOptionUnsubscribeToken(token);
	if (!read) return null;
	const user = await findUserContact(db, read.userId);
	if (!user) return null;
	return { userId: user.id, maskedEmail: maskEmail(user.email), options: read.options };
}

/** Turns the subject's options off in the email channel (one transaction, other keys kept). */
export async function unsubscribeOptions(db: Db, subject: UnsubscribeSubject): Promise<void> {
	await updateNotificationOptions(
		db,
		subject.userId,
		'email',
		subject.options.map((option) => ({ section: ACTIVITY_SECTION, option, value: false })),
	);
}
