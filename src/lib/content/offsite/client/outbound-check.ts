/** The part of the `GET /v3/offsite/` answer (OUT-01) the link script reads. */
export interface OutboundVerdict {
	redirect_status: string;
	message: string;
	host: string;
}

/** OUT-05: an empty or `#` href is never navigated. */
export function isNavigableHref(href: string | null): boolean {
	return !!href && href !== '#';
}

/** The OUT-01 check call for a link. */
export function checkPath(pinId: string, url: string): string {
	return `/v3/offsite/?${new URLSearchParams({ check_only: 'true', pin_id: pinId, url })}`;
}

/**
 * Asks the server about a link. Any failure (network, a 3 s timeout, an error answer, a body
 * that is not the envelope) gives null, and the caller then navigates normally (OUT-04).
 */
export async function checkOutbound(
	pinId: string,
	url: string,
	fetchFn: typeof fetch = fetch,
	timeoutMs = 3000,
): Promise<OutboundVerdict | null> {
	try {
		const response = await fetchFn(checkPath(pinId, url), {
			signal: AbortSignal.timeout(timeoutMs),
		});
		return response.ok ? ((await response.json()).resource_response.data ?? null) : null;
	} catch {
		return null;
	}
}
