import { SUBSCRIPTION_PATH } from '../../identity/settings/notification-settings/unsubscribe-link.server.ts';
import { mailUrl } from '../../platform/routing/absolute-url.server.ts';
import type { ActivityOption } from './notification-mail-options.ts';
import { optionUnsubscribeToken } from './option-unsubscribe-link.server.ts';

/**
 * The subscription page (`/email/subscription/`, SET-06) for a notification mail's footer, with
 * the mail's token: it is signed with the subscription page's purpose, so the page accepts it.
 */
export function subscriptionPageUrlFor(userId: string, options: readonly ActivityOption[]): string {
	return mailUrl(
		`${SUBSCRIPTION_PATH}?token=${encodeURIComponent(optionUnsubscribeToken(userId, options))}`,
	);
}
