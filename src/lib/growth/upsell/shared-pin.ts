/**
 * UPS-21: a pin shared into a signed-out session. A closeup opened through a shared link (one
 * that carries the spec's `invite_code` query parameter) is remembered for 2 hours: while
 * valid, that pin never counts as one of the free pin views (UPS-04), so the link someone sent
 * always opens. After 2 hours the data is discarded.
 */
export const SHARED_PIN_TTL_MS = 2 * 60 * 60 * 1000;
const SHARE_PARAM = 'invite_code';

export interface SharedPin {
	pinId: string;
	storedAt: number;
}

/** The shared-pin data a closeup landing brings, if its URL is a shared link. */
export function sharedPinFromLanding(
	pinId: string | null,
	search: string,
	now: number,
): SharedPin | null {
	if (!pinId || !new URLSearchParams(search).has(SHARE_PARAM)) return null;
	return { pinId, storedAt: now };
}

/** The stored data while it is valid, else null (expired data is to be discarded). */
export function validSharedPin(data: SharedPin | null, now: number): SharedPin | null {
	if (!data) return null;
	const age = now - data.storedAt;
	return age >= 0 && age <= SHARED_PIN_TTL_MS ? data : null;
}
