import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { isId } from '../../platform/db/ids.ts';
import { rateLimitAddress } from '../../platform/http/client-address.ts';
import { logger } from '../../platform/log/logger.server.ts';
import { type RateLimitRule, rateLimiter } from '../../platform/security/rate-limit.server.ts';
import { recordPinStat } from '../pins/pin-stats.repository.server.ts';
import {
	isWarningStatus,
	normalizeHost,
	type OffsiteWarningStatus,
	offsiteMessage,
	parseOutboundUrl,
} from './offsite-domain.ts';
import { domainStatus } from './offsite-domains.server.ts';
import { verifyOffsiteToken } from './offsite-link.server.ts';
import { findPinLink } from './offsite-links.repository.server.ts';

/** What the `/offsite/` interstitial (RTE-24, OUT-03) does for a request. */
export type OffsiteVisit =
	| { kind: 'redirect'; url: string }
	| { kind: 'warning'; status: OffsiteWarningStatus; message: string; host: string; url: string }
	| { kind: 'invalid'; reason: 'missing' | 'bad-url' | 'bad-token' | 'gone' };

/**
 * Decides an interstitial visit. Only a url signed together with its pin by `offsiteHref`
 * redirects, and only while that pin exists and still links there: a signed link cannot outlive
 * its pin, so nobody can mint a lasting redirect by pinning a link and deleting the pin (so
 * `/offsite/` is never an open redirect). A listed domain shows the warning instead. A redirect
 * counts one `outbound_click` in `pin_stats`.
 */
export async function resolveOffsiteVisit(
	db: Kysely<Database>,
	params: { token: string | null; url: string | null; pin: string | null },
	/** False for requests that are not a person's click (HEAD, browser prefetch): no count. */
	countClick = true,
	/**
	 * The caller's address: when given, one click per address and pin a minute is counted
	 * (`OUTBOUND_CLICK_LIMIT`), so replaying a link cannot inflate `/pin/{id}/analytics`.
	 */
	clientAddress?: string,
): Promise<OffsiteVisit> {
	const { token, url } = params;
	const pin = params.pin ?? '';
	if (!token || !url || !isId(pin)) return { kind: 'invalid', reason: 'missing' };
	if (!verifyOffsiteToken(token, pin, url)) return { kind: 'invalid', reason: 'bad-token' };
	const parsed = parseOutboundUrl(url);
	if (!parsed) return { kind: 'invalid', reason: 'bad-url' };
	if ((await findPinLink(db, pin)) !== url) return { kind: 'invalid', reason: 'gone' };
	const host = normalizeHost(parsed.hostname);
	const status = await domainStatus(db, host);
	if (isWarningStatus(status)) {
		return { kind: 'warning', status, message: offsiteMessage(status), host, url: parsed.href };
	}
	if (countClick && (await firstClickInWindow(pin, clientAddress))) {
		await countOutboundClick(db, pin);
	}
	return { kind: 'redirect', url: parsed.href };
}

/** At most one counted outbound click per client address (IPv6: per /64) and pin a minute. */
const OUTBOUND_CLICK_LIMIT: RateLimitRule = {
	name: 'outbound-click',
	limit: 1,
	windowMs: 60_000,
};

async function firstClickInWindow(pinId: string, clientAddress: string | undefined) {
	if (clientAddress === undefined) return true;
	const key = `${rateLimitAddress(clientAddress)}:${pinId}`;
	return (await rateLimiter().hit(OUTBOUND_CLICK_LIMIT, key)).allowed;
}

/** Counts a click for analytics; a failure is logged and never stops the visitor. */
async function countOutboundClick(db: Kysely<Database>, pinId: string): Promise<void> {
	try {
		await recordPinStat(db, pinId, 'outbound_click');
	} catch (error) {
		logger.warn('outbound click not counted', { pinId, error: String(error) });
	}
}
