import type { Migration } from 'kysely/migration';
import * as initialSchema from './2026_11_21_000000_initial_schema.ts';
import * as accounts from './2026_11_21_120000_accounts.ts';
import * as pinsBoards from './2026_11_21_180000_pins_boards.ts';

/**
 * Every migration, by name. Names are dates so they sort in the order they were written.
 * Listed by hand (not read from the folder) so the bundled server carries them too.
 * Migrations are frozen once they land: change the schema with a new one.
 */
export const migrations: Record<string, Migration> = {
	'2026_11_21_000000_initial_schema': initialSchema,
	'2026_11_21_120000_accounts': accounts,
	'2026_11_21_180000_pins_boards': pinsBoards,
};
