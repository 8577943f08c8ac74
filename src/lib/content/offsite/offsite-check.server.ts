import type { Kysely } from 'kysely';
import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
	isWarningStatus,
	normalizeHost,
	type OffsiteStatus,
	offsiteMessage,
	parseOutboundUrl,
} from './offsite-domain.ts';
import { domainStatus } from './offsite-domains.server.ts';
import { offsiteHref } from './offsite-link.server.ts';
import { findReadablePinLink } from './offsite-links.repository.server.ts';

/** The OUT-01 answer of `GET /v3/offsite/`, plus the host the warning names (OUT-02). */
export interface OffsiteCheck {
	message: string;
	redirect_status: OffsiteStatus;
	/**
	 * Where to go: with `check_only`, the checked url; otherwise, for the link of a pin the viewer
	 * can read and a non-warning status, the signed `/offsite/` interstitial path.
	 */
	url: string;
	host: string;
}

/**
 * Checks an outbound url against the domain list. Refuses urls that are not absolute http(s)
 * (`OffsiteInvalidUrl`). Never signs a url the caller made up: only a readable pin's own link
 * gets an interstitial path, so this cannot be used to build an open redirect.
 */
export async function checkOutboundUrl(
	db: Kysely<Database>,
	viewer: Viewer | null,
	input: { url: string; pinId?: string | undefined; checkOnly: boolean },
): Promise<OffsiteCheck> {
	const parsed = parseOutboundUrl(input.url);
	if (!parsed) throw new AppError('OffsiteInvalidUrl', { detail: 'url' });
	const host = normalizeHost(parsed.hostname);
	const status = await domainStatus(db, host);
	let url = parsed.href;
	if (!input.checkOnly && input.pinId && !isWarningStatus(status)) {
		// Limited-login viewers read what the signed-out can.
		const readerId = readerIdOf(viewer);
		const link = await findReadablePinLink(db, readerId, input.pinId);
		if (link !== null && parseOutboundUrl(link)?.href === parsed.href) {
			url = offsiteHref(input.pinId, link);
		}
	}
	return { message: offsiteMessage(status), redirect_status: status, url, host };
}
