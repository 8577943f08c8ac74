import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDb } from '~/lib/platform/db/client.server.ts';
import { migrateToLatest } from '~/lib/platform/db/migrate.server.ts';

/**
 * Migrated template databases, so a test file's fresh database is a copy instead of a run of
 * every migration: on PostgreSQL a migration run took 2-3 s per test file on the 2-core CI
 * machine (about 6 minutes a suite), `create database … template` about a tenth of that.
 *
 * A template is named by a hash of the migration sources, so editing or adding a migration makes
 * a new one on the next run. Older ones are left alone (another checkout may be using them; each
 * is a few megabytes). Test processes run side by side:
 * PostgreSQL builds the template under an advisory lock, SQLite writes its file under a private
 * name and renames it into place.
 */

const MIGRATIONS_DIR = new URL('../../src/lib/platform/db/migrations/', import.meta.url);
const TEMPLATE_PREFIX = 'cb_tmpl_';

let fingerprint: string | undefined;

/** A hash of every migration file's name and content. */
function migrationsFingerprint(): string {
	if (fingerprint) return fingerprint;
	const hash = createHash('sha256');
	for (const name of fs.readdirSync(MIGRATIONS_DIR).sort()) {
		hash.update(name).update(fs.readFileSync(new URL(name, MIGRATIONS_DIR)));
	}
	fingerprint = hash.digest('hex').slice(0, 16);
	return fingerprint;
}

/**
 * The name of the migrated PostgreSQL template on `adminUrl`'s server, made if missing. Nobody
 * stays connected to it, as a template needs.
 */
export async function postgresTemplate(adminUrl: string): Promise<string> {
	const name = `${TEMPLATE_PREFIX}${migrationsFingerprint()}`;
	const admin = new pg.Client({ connectionString: adminUrl });
	await admin.connect();
	try {
		// One builder at a time across the test processes; the others wait here, then find it.
		await admin.query(`select pg_advisory_lock(hashtext('corkboard test template'))`);
		const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
		if (rowCount === 0) {
			const building = `${name}_build`;
			await admin.query(`drop database if exists ${building}`);
			await admin.query(`create database ${building}`);
			const url = new URL(adminUrl);
			url.pathname = `/${building}`;
			const handle = openDb({ databaseUrl: url.toString(), poolSize: 1 });
			try {
				await migrateToLatest(handle.db);
			} finally {
				await handle.close();
			}
			// Renamed only once complete, so a failed build never serves as a template.
			await admin.query(`alter database ${building} rename to ${name}`);
		}
		return name;
	} finally {
		await admin.query(`select pg_advisory_unlock(hashtext('corkboard test template'))`);
		await admin.end();
	}
}

/** The path of the migrated SQLite template file, made if missing. */
export async function sqliteTemplate(): Promise<string> {
	const dir = path.join(os.tmpdir(), 'corkboard-test-templates');
	const file = path.join(dir, `${migrationsFingerprint()}.db`);
	if (fs.existsSync(file)) return file;
	fs.mkdirSync(dir, { recursive: true });
	const building = `${file}.${process.pid}.building`;
	const handle = openDb({ sqlitePath: building });
	try {
		await migrateToLatest(handle.db);
	} finally {
		// Closing checkpoints the WAL into the file, so the one file is the whole database.
		await handle.close();
	}
	for (const suffix of ['-wal', '-shm']) fs.rmSync(building + suffix, { force: true });
	fs.renameSync(building, file);
	return file;
}
