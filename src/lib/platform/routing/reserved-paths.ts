/**
 * Top-level path names that are never usernames (RTE-20, RTE-21, RTE-24, U-34).
 * Any other single segment is a profile (RTE-22); sign-up and username changes refuse these
 * names case-insensitively (RTE-23).
 */
const RESERVED_TOP_LEVEL = [
	// RTE-20: the 70 reserved names.
	'about',
	'add-account',
	'ads',
	'age_verification',
	'all',
	'branded-pins',
	'buy-it',
	'careers',
	'categories',
	'close-account',
	'convert-business',
	'convert-personal',
	'create-business',
	'create-personal',
	'creator-onboarding-landing',
	'deactivate-account',
	'developers',
	'discover',
	'edit',
	'engagement',
	'explore',
	'following',
	'help',
	'holidays-celebrations',
	'homefeed',
	'idea-ads-tool',
	'idea-pin-builder',
	'ideas',
	'inbox',
	'invited',
	'jobs',
	'lens-search',
	'login',
	'logout',
	'me',
	'messages',
	'mobile',
	'notifications',
	'oauth',
	'parent_contact_info',
	'parental-passcode',
	'pin-builder',
	'pin-creation-tool',
	'pin-editor',
	'pin_catalog',
	'policy',
	'product-catalogs',
	'recently-viewed',
	'report',
	'reports-and-violations',
	'request-data',
	'search',
	'settings',
	'shopping',
	'signup',
	'socialmanager',
	'story-pin-builder',
	'story_feed',
	'switch_account',
	'terms',
	'today',
	'topics',
	'unauth-profile',
	'unlink',
	'upload-image',
	'verified',
	'verify',
	'videos',
	'welcome',
	'your-shop',
	// RTE-24 and U-34: explicit app routes and prefixes that must win over profiles and boards.
	'tv',
	'panic',
	'csrf_error',
	'collage-creation-tool',
	'content-claiming',
	'offsite',
	'today-articles',
	'for-you',
	'business',
	'board',
	'conversation',
	'news_hub',
	'organize',
	'pin',
	'amp',
	'email',
	'email_verification_error',
	'password',
	'pw',
	'profile-about',
	'reporting',
	'audiences',
	'audience_debug',
	'billing',
	'bulk_editor',
	'experiments',
	'conversions',
	'report-center',
	'quick-promote',
	'advertiser',
	'automated',
	'recommendations',
	'campaign-insights',
	'media_planner',
	'msot-optimizer',
	'accounts_manager',
	'history',
	// The footer's language picker (src/pages/language.ts).
	'language',
	// Technical prefixes of this server.
	'resource',
	'v3',
	'vx',
	'_',
	'_astro',
	'media',
	'healthz',
	'readyz',
	'refresh_token',
	'refresh_stored_accounts',
	'api',
	'static',
	'sitemaps',
] as const;

/** RTE-21: static and technical files at the top level. */
const RESERVED_FILE = /\.(txt|xml|ico|png|svg|js|json|webmanifest|map)$/i;

const reserved = new Set<string>(RESERVED_TOP_LEVEL);

/** True when a top-level segment can never be a username. */
export function isReservedTopLevel(segment: string): boolean {
	const s = segment.toLowerCase();
	return reserved.has(s) || RESERVED_FILE.test(s);
}

/** The 70 names of RTE-20, for tests and sign-up checks. */
export const RTE_20_NAMES: readonly string[] = RESERVED_TOP_LEVEL.slice(0, 70);

/** Usernames: 3–30 of `[a-z0-9_]`, lower case, not reserved. */
export function isValidUsername(name: string): boolean {
	return /^[a-z0-9_]{3,30}$/.test(name) && !isReservedTopLevel(name);
}
