import errorsDetail from '~/messages/errors-detail/index.ts';
import { AppError } from '../http/errors.ts';
import { addressLimitKey, type RateLimitRule, rateLimiter } from '../security/rate-limit.server.ts';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/**
 * Mail to an address nobody has confirmed yet (a new sign-in email, a parental passcode's backup
 * email, a sign-up's verification) goes to whoever the caller names, so each path that sends
 * one counts it three ways: per account, per recipient and per client address (IPv6: per /64;
 * not loopback on a development install, `addressLimitKey`).
 * Without these, one session could mail any inbox without end.
 */
const UNCONFIRMED_MAIL_LIMITS = {
	perAccount: { name: 'unconfirmed-mail:account', limit: 5, windowMs: HOUR },
	perRecipient: { name: 'unconfirmed-mail:recipient', limit: 3, windowMs: DAY },
	perAddress: { name: 'unconfirmed-mail:address', limit: 20, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;

export interface UnconfirmedMailSender {
	/** The account asking for the mail, or null for a signed-out caller (sign-up). */
	userId: string | null;
	/** The address the mail goes to, as it will be stored (normalized). */
	recipient: string;
	/** The caller's address, as `clientAddressFrom` gave it. */
	clientAddress: string;
}

/**
 * Counts one mail to an unconfirmed address, or throws `RateLimited` (changing nothing else)
 * when any of the three limits is used up. Call it before the transaction that queues the mail;
 * every count is kept, right or wrong, since each call sends a mail.
 */
export async function limitUnconfirmedMail(sender: UnconfirmedMailSender): Promise<void> {
	const limiter = rateLimiter();
	const checks: [RateLimitRule, string][] = [
		[UNCONFIRMED_MAIL_LIMITS.perRecipient, sender.recipient.toLowerCase()],
	];
	// Loopback on a development install counts per recipient and account only (addressLimitKey).
	const addressKey = addressLimitKey(sender.clientAddress);
	if (addressKey) checks.push([UNCONFIRMED_MAIL_LIMITS.perAddress, addressKey]);
	if (sender.userId) checks.unshift([UNCONFIRMED_MAIL_LIMITS.perAccount, sender.userId]);
	const states = await Promise.all(checks.map(([rule, key]) => limiter.hit(rule, key)));
	const refused = states.find((s) => !s.allowed);
	if (refused) {
		const minutes = Math.max(1, Math.ceil(refused.retryAfterMs / 60_000));
		throw new AppError('RateLimited', {
			message: errorsDetail().unconfirmedMailLimit({ minutes }),
		});
	}
}
