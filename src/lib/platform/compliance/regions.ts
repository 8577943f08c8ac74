/**
 * Privacy regions (U-08). Kept as data so operators can change them in one place.
 * - Opt-in consent (a consent banner before any non-essential cookie): EEA, UK, Switzerland.
 * - GPC opt-out honoured (CMP-04): US states with privacy laws that recognise the signal.
 * - Sign-up consents (CMP-01): Florida (0), Korea (1), Italy (2).
 */
const CONSENT_OPT_IN_COUNTRIES: ReadonlySet<string> = new Set(
	'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO GB CH'.split(
		' ',
	),
);

const GPC_OPT_OUT_US_STATES: ReadonlySet<string> = new Set(
	'CA CO CT VA UT OR TX MT DE IA NE NH NJ MN MD TN IN KY RI'.split(' '),
);

/** CMP-01 requirement numbers. */
const COMPLIANCE_REQUIREMENT = {
	US_FLORIDA_SIGNUP_CONSENT: 0,
	KOREA_SIGNUP_CONSENT: 1,
	ITALY_SIGNUP_CONSENT: 2,
} as const;

/** CMP-01: the sign-up consents that apply to a country and region. */
export function complianceRequirements(country: string, region: string | null): number[] {
	if (country === 'US' && region === 'FL')
		return [COMPLIANCE_REQUIREMENT.US_FLORIDA_SIGNUP_CONSENT];
	if (country === 'KR') return [COMPLIANCE_REQUIREMENT.KOREA_SIGNUP_CONSENT];
	if (country === 'IT') return [COMPLIANCE_REQUIREMENT.ITALY_SIGNUP_CONSENT];
	return [];
}

/** CMP-05: whether the region needs consent before analytic, personalization or marketing cookies. */
export function requiresConsentBanner(country: string): boolean {
	return CONSENT_OPT_IN_COUNTRIES.has(country);
}

/** CMP-04: whether a Global Privacy Control signal is honoured as an opt-out here. */
export function isGpcOptOutRegion(country: string, region: string | null): boolean {
	return country === 'US' && region !== null && GPC_OPT_OUT_US_STATES.has(region);
}
