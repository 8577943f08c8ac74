/**
 * The country and region of a request. In order: the STA-06 `force_country` family (sent by the
 * client as `X-Force-Country`/`X-Force-Region` headers, or as `force_country`/`force_region`
 * query parameters on a page), then the geo headers CDNs add, then the US with no region.
 */
const COUNTRY_HEADERS = [
	'cf-ipcountry',
	'cloudfront-viewer-country',
	'x-vercel-ip-country',
	'x-country-code',
];
/**
 * Every request header the country is read from: a page that depends on the country (the consent
 * banner) varies on these in shared caches (`src/lib/platform/http/cache-policy.ts`).
 */
export const COUNTRY_SIGNAL_HEADERS = ['x-force-country', ...COUNTRY_HEADERS] as const;

const REGION_HEADERS = [
	'cloudfront-viewer-country-region',
	'x-vercel-ip-country-region',
	'cf-region-code',
	'x-region-code',
];

const CODE = /^[A-Za-z]{2}$/;
const REGION = /^[A-Za-z0-9]{1,3}$/;

function pick(values: (string | null | undefined)[], pattern: RegExp): string | null {
	for (const value of values) {
		const v = value?.trim();
		if (v && pattern.test(v)) return v.toUpperCase();
	}
	return null;
}

export function requestCountry(
	request: Request,
	url: URL,
): { country: string; region: string | null } {
	const h = request.headers;
	const forcedCountry = pick(
		[h.get('x-force-country'), url.searchParams.get('force_country')],
		CODE,
	);
	const forcedRegion = pick(
		[h.get('x-force-region'), url.searchParams.get('force_region')],
		REGION,
	);
	const country =
		forcedCountry ??
		pick(
			COUNTRY_HEADERS.map((n) => h.get(n)),
			CODE,
		) ??
		'US';
	const region =
		forcedRegion ??
		(forcedCountry
			? null
			: pick(
					REGION_HEADERS.map((n) => h.get(n)),
					REGION,
				));
	// Cloudflare's "XX" (unknown) and "T1" (Tor) are not countries.
	return { country: country === 'XX' || country === 'T1' ? 'US' : country, region };
}
