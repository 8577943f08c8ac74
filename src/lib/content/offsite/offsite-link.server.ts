import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '../../platform/security/secret-token.server.ts';
import { signingKey } from '../../platform/security/signing-key.server.ts';

/** The HMAC over a pin id and an outbound url; what `/offsite/` checks before it redirects. */
export function offsiteToken(pinId: string, url: string): string {
	return createHmac('sha256', signingKey()).update(`offsite\n${pinId}\n${url}`).digest('base64url');
}

/** True when `token` was made by `offsiteToken(pinId, url)` with this server's key. */
export function verifyOffsiteToken(token: string, pinId: string, url: string): boolean {
	if (!token || token.length > 200) return false;
	return constantTimeEqual(token, offsiteToken(pinId, url));
}

/** OUT-03 fields the interstitial carries besides the signed ones; informational, not signed. */
export interface OffsiteExtras {
	isThirdPartyAd?: boolean;
	clientTrackingParams?: string;
	auxData?: string;
}

/**
 * The `/offsite/` interstitial link for a pin's outbound url (RTE-24, OUT-03):
 * `/offsite/?token=…&url=…&pin=…`. Only `url` and `pin` are signed, so the link is never an
 * open redirect; the extras ride along for tracking and change nothing about where it goes.
 */
export function offsiteHref(pinId: string, url: string, extras: OffsiteExtras = {}): string {
	const query = new URLSearchParams({ token: offsiteToken(pinId, url), url, pin: pinId });
	if (extras.isThirdPartyAd) query.set('isThirdPartyAd', 'true');
	if (extras.clientTrackingParams) query.set('client_tracking_params', extras.clientTrackingParams);
	if (extras.auxData) query.set('aux_data', extras.auxData);
	return `/offsite/?${query.toString()}`;
}
