/**
 * Cookie consent (CMP-05, ACC-05) on the client. Where the visitor's region needs consent before
 * non-essential storage (U-08), the page carries a marker (`#cb-consent`, rendered by
 * `ConsentBanner.astro`) with the signed-in user's saved answer, if any; the visitor's own answer
 * is the `_cb_consent` cookie (JSON of the three flags, readable by scripts). Elsewhere consent is
 * implied. Code that stores unauth state (visited pages, closeup pins, …) or sends the ad click id
 * asks `consentAllows(kind)` first.
 */
export type ConsentKind = 'analytics' | 'personalization' | 'marketing';

export interface ConsentAnswer {
	analytics: boolean;
	personalization: boolean;
	marketing: boolean;
}

export const CONSENT_COOKIE = '_cb_consent';
/** One year, in seconds. */
const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;
export const CONSENT_MARKER_ID = 'cb-consent';

/** Reads a stored answer (the cookie's or the marker's JSON); anything unreadable is no answer. */
export function parseConsent(text: string | null | undefined): ConsentAnswer | null {
	if (!text) return null;
	try {
		const value = JSON.parse(text) as Record<string, unknown> | null;
		if (!value || typeof value !== 'object') return null;
		const { analytics, personalization, marketing } = value;
		if (
			typeof analytics !== 'boolean' ||
			typeof personalization !== 'boolean' ||
			typeof marketing !== 'boolean'
		) {
			return null;
		}
		return { analytics, personalization, marketing };
	} catch {
		return null;
	}
}

export function serializeConsent(answer: ConsentAnswer): string {
	return JSON.stringify({
		analytics: answer.analytics,
		personalization: answer.personalization,
		marketing: answer.marketing,
	});
}

/** The value of cookie `name` in a `document.cookie` string. */
export function cookieValue(cookies: string, name: string): string | null {
	for (const part of cookies.split(';')) {
		const eq = part.indexOf('=');
		if (eq > 0 && part.slice(0, eq).trim() === name) {
			try {
				return decodeURIComponent(part.slice(eq + 1).trim());
			} catch {
				return null;
			}
		}
	}
	return null;
}

/**
 * The rule itself: no consent needed → allowed; otherwise the visitor's latest answer (cookie),
 * else the signed-in user's saved one, else not allowed.
 */
export function decideConsent(
	kind: ConsentKind,
	input: { required: boolean; cookie: ConsentAnswer | null; saved: ConsentAnswer | null },
): boolean {
	if (!input.required) return true;
	const answer = input.cookie ?? input.saved;
	return answer ? answer[kind] : false;
}

/** CMP-05: whether this browser may use storage or sending of the given kind. */
export function consentAllows(kind: ConsentKind): boolean {
	if (typeof document === 'undefined') return false;
	const marker = document.getElementById(CONSENT_MARKER_ID);
	return decideConsent(kind, {
		required: marker !== null,
		cookie: parseConsent(cookieValue(document.cookie, CONSENT_COOKIE)),
		saved: parseConsent(marker?.dataset.saved),
	});
}

/** Saves the visitor's answer in the `_cb_consent` cookie for a year. */
export function writeConsentCookie(answer: ConsentAnswer): void {
	const secure = location.protocol === 'https:' ? '; Secure' : '';
	// biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet.
	document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(serializeConsent(answer))}; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax${secure}`;
}

/** The `UserSettingsResource` fields of an answer (ACC-05). */
export function consentSettings(answer: ConsentAnswer) {
	return {
		allow_analytic_cookies: answer.analytics,
		allow_personalization_cookies: answer.personalization,
		allow_marketing_cookies: answer.marketing,
	};
}
