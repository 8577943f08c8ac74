import offsiteWarning from '~/messages/offsite-warning/index.ts';
import { BRAND } from '../../platform/ui/brand.ts';
import { OFFSITE_STATUSES, type OffsiteStatus } from './offsite-status.ts';

export {
	isWarningStatus,
	type OffsiteStatus,
	type OffsiteWarningStatus,
} from './offsite-status.ts';

export interface OffsiteDomainEntry {
	/** Lower-case host name without a trailing dot; its subdomains match too. */
	domain: string;
	status: OffsiteStatus;
	reason: string;
}

/** The OUT-01 `message` for a status, in the current language; empty for `ok`. */
export function offsiteMessage(status: OffsiteStatus): string {
	const t = offsiteWarning();
	switch (status) {
		case 'blocked':
			return t.messageBlocked({ brand: BRAND });
		case 'suspicious':
			return t.messageSuspicious();
		case 'porn':
			return t.messagePorn({ brand: BRAND });
		case 'ok':
			return '';
	}
}

const MAX_URL_LENGTH = 2048;

/**
 * The outbound url as a parsed `URL` when it is an absolute http(s) url with a host, else null
 * (`javascript:`, `data:`, relative paths, credentials in the url, over 2,048 characters).
 */
export function parseOutboundUrl(raw: string): URL | null {
	const text = raw.trim();
	if (text.length === 0 || text.length > MAX_URL_LENGTH) return null;
	let url: URL;
	try {
		url = new URL(text);
	} catch {
		return null;
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
	if (!url.hostname || url.username || url.password) return null;
	return url;
}

/** A url's host as the domain list keys it: lower-case, no trailing dot. */
export function normalizeHost(host: string): string {
	return host.toLowerCase().replace(/\.+$/, '');
}

/**
 * The host and each parent domain, longest first (`a.b.example` → `a.b.example`, `b.example`,
 * `example`); an IP address only as itself. A listed domain covers all its subdomains.
 */
export function domainCandidates(host: string): string[] {
	const name = normalizeHost(host);
	if (/^[\d.]+$/.test(name) || name.startsWith('[')) return [name];
	const labels = name.split('.').filter((label) => label.length > 0);
	return labels.map((_, i) => labels.slice(i).join('.'));
}

const DOMAIN_PATTERN =
	/^(?=.{1,253}$)([a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)(\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/;

/**
 * Parses an `OFFSITE_DOMAINS_FILE`: one `domain status [reason…]` per line; `#` starts a
 * comment; blank lines are skipped. Throws with the source and line number on a bad line, so
 * a typo stops start-up instead of silently allowing a domain.
 */
export function parseDomainList(text: string, source = 'domain list'): OffsiteDomainEntry[] {
	const entries: OffsiteDomainEntry[] = [];
	const lines = text.split(/\r?\n/);
	for (const [index, line] of lines.entries()) {
		const content = line.replace(/#.*$/, '').trim();
		if (content.length === 0) continue;
		const [rawDomain = '', rawStatus = '', ...rest] = content.split(/\s+/);
		const domain = normalizeHost(rawDomain);
		const status = rawStatus.toLowerCase();
		const where = `${source}:${index + 1}`;
		if (!DOMAIN_PATTERN.test(domain)) throw new Error(`${where}: "${rawDomain}" is not a domain`);
		if (!(OFFSITE_STATUSES as readonly string[]).includes(status)) {
			throw new Error(`${where}: status must be one of ${OFFSITE_STATUSES.join(', ')}`);
		}
		entries.push({ domain, status: status as OffsiteStatus, reason: rest.join(' ') });
	}
	return entries;
}

/** Merges lists; a later entry for the same domain replaces an earlier one (the file wins). */
export function mergeDomainLists(...lists: OffsiteDomainEntry[][]): OffsiteDomainEntry[] {
	const byDomain = new Map<string, OffsiteDomainEntry>();
	for (const list of lists) for (const entry of list) byDomain.set(entry.domain, entry);
	return [...byDomain.values()];
}
