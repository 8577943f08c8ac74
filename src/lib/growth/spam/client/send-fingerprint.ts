import { callRest } from '../../../platform/client/api.ts';
import { recordClientEvent } from '../../../platform/client/client-events.ts';
import { FINGERPRINT_SENT_KEY, FINGERPRINT_URL, fingerprintOf } from '../fingerprint.ts';

/**
 * AUTH-20: computes the browser's fingerprint and posts it. On success the viewer (`userId`, ''
 * when signed out) is noted in session storage, so later pages of the tab do not load this code
 * again. A failure only records the `fingerprint_failure` metric: nothing is shown.
 */
export async function sendFingerprint(userId: string): Promise<void> {
	const fingerprint = fingerprintOf({
		userAgent: navigator.userAgent,
		languages: navigator.languages ?? [],
		timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
		screen: `${screen.width}x${screen.height}x${screen.colorDepth}`,
		hardwareConcurrency: navigator.hardwareConcurrency ?? 0,
		maxTouchPoints: navigator.maxTouchPoints ?? 0,
	});
	try {
		await callRest('POST', FINGERPRINT_URL, { fingerprint });
	} catch (error) {
		const { status = 0, apiErrorCode = 0 } = error as { status?: number; apiErrorCode?: number };
		recordClientEvent('fingerprint_failure', { status, api_error_code: apiErrorCode });
		return;
	}
	try {
		sessionStorage.setItem(FINGERPRINT_SENT_KEY, userId);
	} catch {
		// No session storage: the next page sends it again.
	}
}
