import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { ExtensionStatus } from './extension-upsell.ts';

/** Adds one report to today's (UTC) count of its kind: one upsert, safe under concurrency. */
export async function countExtensionStatus(
	db: Kysely<Database>,
	status: ExtensionStatus,
	at: Date = new Date(),
): Promise<void> {
	await db
		.insertInto('browser_extension_status')
		.values({
			day: at.toISOString().slice(0, 10),
			browser: status.browser,
			installed: status.installed ? 1 : 0,
			version: status.installed ? (status.version ?? '') : '',
			count: 1,
		})
		.onConflict((oc) =>
			oc
				.columns(['day', 'browser', 'installed', 'version'])
				.doUpdateSet({ count: sql`browser_extension_status.count + 1` }),
		)
		.execute();
}

/** One day's counts, for reports and tests. */
export function extensionStatusOfDay(db: Kysely<Database>, day: string) {
	return db
		.selectFrom('browser_extension_status')
		.select(['browser', 'installed', 'version', 'count'])
		.where('day', '=', day)
		.orderBy('browser')
		.orderBy('installed')
		.orderBy('version')
		.execute();
}
