import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DbHandle, openDb } from '~/lib/platform/db/client.server.ts';
import { stopJobQueueOf } from '~/lib/platform/jobs/job-queue.server.ts';
import { postgresTemplate, sqliteTemplate } from './test-db-template.ts';

export type TestDialect = 'sqlite' | 'postgres';

/** The dialect this test project runs on (set per vitest project). */
export function testDialect(): TestDialect {
	return process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
}

export interface TestDb extends DbHandle {
	/** Environment that points a server process at this database. */
	env: { DATABASE_URL: string } | { SQLITE_PATH: string };
	/** Closes and removes the database. */
	destroy(): Promise<void>;
}

export interface TestDbPlace {
	/** SQLite: the folder of the database file (default: a new temp folder). */
	sqliteDir?: string;
	/** PostgreSQL: the tablespace of the new database (default: the server's). */
	tablespace?: string;
}

/**
 * A fresh, migrated database for one test file: a temp SQLite file, or a new PostgreSQL
 * database on TEST_DATABASE_URL's server (dropped again by `destroy`), each a copy of the
 * migrated template (`test-db-template.ts`). `place` puts it on a given disk (the full-disk
 * tests).
 */
export async function createTestDb(place: TestDbPlace = {}): Promise<TestDb> {
	if (testDialect() === 'postgres') {
		const adminUrl = process.env.TEST_DATABASE_URL;
		if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
		const name = `cb_test_${randomBytes(6).toString('hex')}`;
		const template = await postgresTemplate(adminUrl);
		const admin = new pg.Client({ connectionString: adminUrl });
		await admin.connect();
		const tablespace = place.tablespace ? ` tablespace ${place.tablespace}` : '';
		// The template's builder may still be closing its sockets (55006: in use): wait a little.
		await whileInUse(() =>
			admin.query(`create database ${name} template ${template}${tablespace}`),
		);
		await admin.end();
		const url = new URL(adminUrl);
		url.pathname = `/${name}`;
		const handle = openDb({ databaseUrl: url.toString(), poolSize: 4 });
		return {
			...handle,
			env: { DATABASE_URL: url.toString() },
			async destroy() {
				// A queue made on first use (an action that reported activity) holds connections.
				await stopJobQueueOf(handle.db);
				await handle.close();
				const a = new pg.Client({ connectionString: adminUrl });
				await a.connect();
				// pg-pool's end() can resolve before its sockets close. A forced drop would kill those
				// backends and surface "terminating connection" as an unhandled error, so drop
				// politely and retry while the database is still in use (55006); force only last.
				let attempt = 0;
				await whileInUse(() =>
					a.query(`drop database if exists ${name}${++attempt > 20 ? ' with (force)' : ''}`),
				);
				await a.end();
			},
		};
	}
	const dir = place.sqliteDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'corkboard-test-'));
	const sqlitePath = path.join(dir, 'test.db');
	fs.copyFileSync(await sqliteTemplate(), sqlitePath);
	const handle = openDb({ sqlitePath });
	return {
		...handle,
		env: { SQLITE_PATH: sqlitePath },
		async destroy() {
			await stopJobQueueOf(handle.db);
			await handle.close();
			if (place.sqliteDir) {
				for (const suffix of ['', '-wal', '-shm']) fs.rmSync(sqlitePath + suffix, { force: true });
			} else {
				fs.rmSync(dir, { recursive: true, force: true });
			}
		},
	};
}

/** Runs a database statement again while PostgreSQL says the database is in use (55006), up to 21 times. */
async function whileInUse(statement: () => Promise<unknown>): Promise<void> {
	for (let attempt = 0; ; attempt++) {
		try {
			await statement();
			return;
		} catch (error) {
			if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
			await new Promise((resolve) => setTimeout(resolve, 50));
		}
	}
}

/**
 * Another handle on a test database, for when the first was closed: the crash tests close theirs
 * so that only the server has the database open when it is killed, as in production.
 */
export function reopenTestDb(t: TestDb): DbHandle {
	return 'DATABASE_URL' in t.env
		? openDb({ databaseUrl: t.env.DATABASE_URL, poolSize: 2 })
		: openDb({ sqlitePath: t.env.SQLITE_PATH });
}
