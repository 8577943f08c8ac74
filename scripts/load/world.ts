/**
 * The small world the load test runs on: the demo world at a tenth of its size, with narrow
 * pictures, seeded once into the data folder (about 8 s on two cores) and reused by later runs.
 * Uses the process-wide database, so DATA_DIR (or DATABASE_URL) must be set before the call.
 */

import { isDatabaseEmpty, seedDemoWorld } from '~/app/seed/seed.server.ts';
import { closeDb, db } from '~/lib/platform/db/client.server.ts';
import { migrateToLatest } from '~/lib/platform/db/migrate.server.ts';
import { mediaStore } from '~/lib/platform/media/media-store.server.ts';

/** Big enough for every page of the mix to have content; small enough to seed in CI. */
const LOAD_WORLD = { users: 10, boards: 24, pins: 100, imageWidth: 236 } as const;

/** Migrates, seeds the small world when the database is empty, and closes the database. */
export async function ensureLoadWorld(log: (line: string) => void): Promise<void> {
	try {
		await migrateToLatest(db());
		if (!(await isDatabaseEmpty(db()))) return;
		const started = performance.now();
		log('Empty database: seeding the small load world…');
		await seedDemoWorld(db(), mediaStore(), LOAD_WORLD);
		log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
	} finally {
		await closeDb();
	}
}
