import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { config } from '../../platform/config/config.server.ts';
import type { Database } from '../../platform/db/database.ts';
import { DEFAULT_OFFSITE_DOMAINS } from './default-domain-list.ts';
import {
	domainCandidates,
	mergeDomainLists,
	type OffsiteDomainEntry,
	type OffsiteStatus,
	parseDomainList,
} from './offsite-domain.ts';
import {
	findLongestListedDomain,
	upsertOffsiteDomains,
} from './offsite-domains.repository.server.ts';

let configured: OffsiteDomainEntry[] | undefined;

/** The built-in list with `OFFSITE_DOMAINS_FILE` applied over it; read once per process. */
export function configuredDomainList(): OffsiteDomainEntry[] {
	if (configured) return configured;
	const file = config().OFFSITE_DOMAINS_FILE;
	const fromFile = file ? parseDomainList(fs.readFileSync(file, 'utf8'), file) : [];
	configured = mergeDomainLists([...DEFAULT_OFFSITE_DOMAINS], fromFile);
	return configured;
}

const synced = new WeakMap<Kysely<Database>, Promise<void>>();

/**
 * Writes the configured list into `offsite_domains` once per process and database (the first
 * check after start-up). Rows added to the table by other means (moderation) stay; for the
 * domains the configuration names, the configuration wins.
 */
function ensureOffsiteDomains(
	db: Kysely<Database>,
	entries: () => readonly OffsiteDomainEntry[] = configuredDomainList,
): Promise<void> {
	let done = synced.get(db);
	if (!done) {
		done = upsertOffsiteDomains(db, entries());
		synced.set(db, done);
		// A failed write is tried again on the next check rather than remembered.
		done.catch(() => synced.delete(db));
	}
	return done;
}

/**
 * The status of a host: the most specific listed entry among the host and its parent domains
 * (so `ok` on `good.blocked.example` allows just that subdomain), or `ok` when none is listed.
 */
export async function domainStatus(db: Kysely<Database>, host: string): Promise<OffsiteStatus> {
	await ensureOffsiteDomains(db);
	const row = await findLongestListedDomain(db, domainCandidates(host));
	const status = row?.status;
	return status === 'blocked' || status === 'suspicious' || status === 'porn' ? status : 'ok';
}
