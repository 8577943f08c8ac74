/**
 * Paths no crawler should read: the API surfaces (gateway, REST, persisted queries), account
 * and settings pages, sign-in flows and per-viewer pages. Prefixes end in `/` where the path is
 * a folder, so `/settings` (no slash) and `/settings/…` both match the shorter rule.
 */
const DISALLOWED_PATHS = [
	'/resource/',
	'/v3/',
	'/vx/',
	'/ads/',
	'/_/',
	'/upload-image/',
	'/media/upload',
	'/settings',
	'/login',
	'/signup',
	'/logout',
	'/password/',
	'/pw/',
	'/add-account',
	'/close-account',
	'/deactivate-account',
	'/convert-business',
	'/convert-personal',
	'/create-business',
	'/parental-passcode',
	'/request-data',
	'/refresh_token',
	'/refresh_stored_accounts',
	'/email/',
	'/email_verification_error',
	'/csrf_error',
	'/invited',
	'/organize/',
	'/offsite/',
	'/panic',
	'/board/',
	'/pin/*/repin',
	'/pin/*/feedback',
	'/pin/*/sent',
	'/pin/*/analytics',
	'/search/me/',
	'/notifications',
	'/inbox',
	'/edit',
	'/healthz',
	'/readyz',
] as const;

/** robots.txt: every crawler may read the site except `DISALLOWED_PATHS`; names the sitemap index. */
export function robotsTxt(sitemapUrl: string): string {
	return [
		'User-agent: *',
		...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
		'Allow: /',
		'',
		`Sitemap: ${sitemapUrl}`,
		'',
	].join('\n');
}
