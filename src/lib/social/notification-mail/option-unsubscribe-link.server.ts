import { optionLabel } from '../../identity/settings/notification-settings/notification-labels.ts';
import { isId } from '../../platform/db/ids.ts';
import { currentLanguage } from '../../platform/i18n/current-language.ts';
import { mailUrl } from '../../platform/routing/absolute-url.server.ts';
import { signPayload, verifySignedPayload } from '../../platform/security/signing-key.server.ts';
import { ACTIVITY_OPTIONS, type ActivityOption } from './notification-mail-options.ts';

/**
 * The one-click unsubscribe link of a notification mail (RFC 8058): `/email/unsubscribe/?token=…`.
 * The token is signed like the subscription page's (`identity/settings/notification-settings/
 * unsubscribe-link.server.ts`: `signPayload({u, p: 'unsub'})`) with the mail's options added
 * (`o`), so the same token also opens `/email/subscription/` for that user. It does not expire
 * (a List-Unsubscribe link in an old mail must keep working) and can only turn email switches
 * off. A token with a changed byte fails the signature and is refused.
 */

const UNSUBSCRIBE_PATH = '/email/unsubscribe/';

export function optionUnsubscribeToken(userId: string, options: readonly ActivityOption[]): string {
	return signPayload({ u: userId, p: 'unsub', o: [...new Set(options)].sort() });
}

/** The absolute link for mail (`List-Unsubscribe` and the footer), on the mail origin. */
export function optionUnsubscribeUrl(userId: string, options: readonly ActivityOption[]): string {
	return mailUrl(
		`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(optionUnsubscribeToken(userId, options))}`,
	);
}

/** The user and options a token was signed for, or null (malformed, tampered with, not ours). */
export function readOptionUnsubscribeToken(
	token: string | null | undefined,
): { userId: string; options: ActivityOption[] } | null {
	if (!token || token.length > 4096) return null;
	const payload = verifySignedPayload(token);
	if (payload?.p !== 'unsub' || typeof payload.u !== 'string' || !isId(payload.u)) {
		return null;
	}
	const raw = payload.o;
	if (!Array.isArray(raw) || raw.length === 0) return null;
	const options = raw.filter((o): o is ActivityOption =>
		(ACTIVITY_OPTIONS as readonly unknown[]).includes(o),
	);
	return options.length === raw.length ? { userId: payload.u, options } : null;
}

/** The options' names in the current language, as a list ("comments and saves"). */
export function optionNames(options: readonly ActivityOption[]): string {
	return new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(
		options.map((o) => optionLabel(o)),
	);
}
