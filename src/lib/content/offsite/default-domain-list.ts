import type { OffsiteDomainEntry, OffsiteStatus } from './offsite-domain.ts';

/**
 * The built-in outbound domain list (OUT-01), loaded into `offsite_domains` on first use.
 * `OFFSITE_DOMAINS_FILE` adds to it and overrides it (`domain ok` unlists one). Subdomains of a
 * listed domain match, so `blocked.example` also covers `www.blocked.example`.
 *
 * The `.example` and `.test` entries are reserved names (RFC 2606/6761) for tests and demos.
 */
const LIST: [domain: string, status: OffsiteStatus, reason: string][] = [
	// Test and demo domains.
	['blocked.example', 'blocked', 'test domain'],
	['suspicious.example', 'suspicious', 'test domain'],
	['adult.example', 'porn', 'test domain'],
	['spam.test', 'blocked', 'test domain'],
	['phishing.test', 'blocked', 'test domain'],
	['malware.test', 'blocked', 'test domain'],
	// Example spam and scam patterns.
	['free-gift-cards.example', 'blocked', 'gift-card scam'],
	['win-a-free-iphone.example', 'blocked', 'prize scam'],
	['cheap-pills-online.example', 'blocked', 'pharmacy spam'],
	['crypto-doubler.example', 'blocked', 'investment scam'],
	['account-verify-login.example', 'blocked', 'credential phishing'],
	['replica-handbags-outlet.example', 'blocked', 'counterfeit goods'],
	['weight-loss-miracle.example', 'suspicious', 'misleading health claims'],
	['work-from-home-cash.example', 'suspicious', 'get-rich-quick spam'],
	['followers-for-free.example', 'suspicious', 'engagement bait'],
	// IP loggers: a click hands the visitor's address to whoever made the link.
	['grabify.link', 'blocked', 'IP logger'],
	['iplogger.org', 'blocked', 'IP logger'],
	['iplogger.com', 'blocked', 'IP logger'],
	['2no.co', 'blocked', 'IP logger'],
	['blasze.com', 'blocked', 'IP logger'],
	['yip.su', 'blocked', 'IP logger'],
	// Paid link shorteners that wrap ads or downloads around the destination.
	['adf.ly', 'blocked', 'ad-wall shortener'],
	['shorte.st', 'blocked', 'ad-wall shortener'],
	['ouo.io', 'blocked', 'ad-wall shortener'],
	['linkvertise.com', 'suspicious', 'ad-wall shortener'],
	// General shorteners hide the destination.
	['bit.ly', 'suspicious', 'link shortener hides the destination'],
	['tinyurl.com', 'suspicious', 'link shortener hides the destination'],
	['goo.gl', 'suspicious', 'link shortener hides the destination'],
	['ow.ly', 'suspicious', 'link shortener hides the destination'],
	['is.gd', 'suspicious', 'link shortener hides the destination'],
	['cutt.ly', 'suspicious', 'link shortener hides the destination'],
	['shorturl.at', 'suspicious', 'link shortener hides the destination'],
	['tiny.cc', 'suspicious', 'link shortener hides the destination'],
	['rebrand.ly', 'suspicious', 'link shortener hides the destination'],
	// Browser vendors' safe-browsing test pages.
	['testsafebrowsing.appspot.com', 'suspicious', 'safe-browsing test pages'],
	// Adult content.
	['pornhub.com', 'porn', 'adult content'],
	['xvideos.com', 'porn', 'adult content'],
	['xnxx.com', 'porn', 'adult content'],
	['xhamster.com', 'porn', 'adult content'],
	['redtube.com', 'porn', 'adult content'],
	['youporn.com', 'porn', 'adult content'],
	['onlyfans.com', 'porn', 'adult content'],
	['chaturbate.com', 'porn', 'adult content'],
];

export const DEFAULT_OFFSITE_DOMAINS: readonly OffsiteDomainEntry[] = LIST.map(
	([domain, status, reason]) => ({ domain, status, reason }),
);
