import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from './migrations/index.ts';

/** Applies every pending migration; throws with the failing migration's name on error. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
	const migrator = new Migrator({
		db,
		provider: { getMigrations: async () => migrations },
	});
	const { error, results } = await migrator.migrateToLatest();
	const failed = results?.find((r) => r.status === 'Error');
	if (error) {
		throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
	}
	return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
