/** `npm run migrate`: applies pending migrations to the configured database. */
import { closeDb, dbHandle } from '~/lib/platform/db/client.server.ts';
import { migrateToLatest } from '~/lib/platform/db/migrate.server.ts';

const handle = dbHandle();
const applied = await migrateToLatest(handle.db);
console.info(
	applied.length > 0
		? `Applied ${applied.length} migration(s): ${applied.join(', ')}`
		: 'Database is up to date.',
	`(${handle.dialect})`,
);
await closeDb();
