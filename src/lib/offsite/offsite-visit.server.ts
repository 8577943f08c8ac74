import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { isId } from '../db/ids.ts';
import { logger } from '../log/logger.server.ts';
import { recordPinStat } from '../pins/pin-stats.server.ts';
import {
	isWarningStatus,
	normalizeHost,
	type OffsiteWarningStatus,
	offsiteMessage,
	parseOutboundUrl,
} from './offsite-domain.ts';
import { domainStatus } from './offsite-domains.server.ts';
import { verifyOffsiteToken } from './offsite-link.server.ts';

/** What the `/offsite/` interstitial (RTE-24, OUT-03) does for a request. */
export type OffsiteVisit =
	| { kind: 'redirect'; url: string }
	| { kind: 'warning'; status: OffsiteWarningStatus; message: string; host: string; url: string }
	| { kind: 'invalid'; reason: 'missing' | 'bad-url' | 'bad-token' };

/**
 * Decides an interstitial visit. Only a url signed together with its pin by `offsiteHref`
 * redirects (so `/offsite/` is never an open redirect); a listed domain shows the warning
 * instead. A redirect for a pin that still exists counts one `outbound_click` in `pin_stats`.
 */
export async function resolveOffsiteVisit(
	db: Kysely<Database>,
	params: { token: string | null; url: string | null; pin: string | null },
	/** False for requests that are not a person's click (HEAD, browser prefetch): no count. */
	countClick = true,
): Promise<OffsiteVisit> {
	const { token, url } = params;
	const pin = params.pin ?? '';
	if (!token || !url) return { kind: 'invalid', reason: 'missing' };
	if (!verifyOffsiteToken(token, pin, url)) return { kind: 'invalid', reason: 'bad-token' };
	const parsed = parseOutboundUrl(url);
	if (!parsed) return { kind: 'invalid', reason: 'bad-url' };
	const host = normalizeHost(parsed.hostname);
	const status = await domainStatus(db, host);
	if (isWarningStatus(status)) {
		return { kind: 'warning', status, message: offsiteMessage(status), host, url: parsed.href };
	}
	if (countClick && pin && isId(pin)) await countOutboundClick(db, pin);
	return { kind: 'redirect', url: parsed.href };
}

/** Counts a click for analytics; a failure is logged and never stops the visitor. */
async function countOutboundClick(db: Kysely<Database>, pinId: string): Promise<void> {
	try {
		const exists = await db
			.selectFrom('pins')
			.select('id')
			.where('id', '=', pinId)
			.executeTakeFirst();
		if (exists) await recordPinStat(db, pinId, 'outbound_click');
	} catch (error) {
		logger.warn('outbound click not counted', { pinId, error: String(error) });
	}
}
