import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { config } from '../config/config.server.ts';
import type { Database } from './database.ts';
import { NormalizeResultsPlugin } from './normalize-results.server.ts';
import { preparingPool } from './prepared.server.ts';
import { SqliteDialectKeepingErrors } from './sqlite-dialect.server.ts';

type Dialect = 'sqlite' | 'postgres';

export interface DbHandle {
	db: Kysely<Database>;
	dialect: Dialect;
	/** Waits for running queries and closes the connection(s). */
	close(): Promise<void>;
}

export interface OpenDbOptions {
	/** PostgreSQL URL; when absent, `sqlitePath` is used. */
	databaseUrl?: string | undefined;
	sqlitePath?: string;
	poolSize?: number;
}

const URLS = new WeakMap<Kysely<Database>, string>();

/**
 * The PostgreSQL URL a handle of `openDb` was opened with (undefined for SQLite), for services
 * that open their own connections to the same database (pg-boss, `platform/jobs`).
 */
export function databaseUrlOf(db: Kysely<Database>): string | undefined {
	return URLS.get(db);
}

/**
 * Opens a database. SQLite gets WAL, a busy timeout and foreign keys, and keeps the real error
 * of a transaction SQLite rolled back itself (`SqliteDialectKeepingErrors`); both dialects get
 * the result normalization that makes ids strings and timestamps ISO text.
 */
export function openDb(options: OpenDbOptions): DbHandle {
	const plugins = [new NormalizeResultsPlugin()];
	if (options.databaseUrl) {
		const max = options.poolSize ?? 10;
		// A fixed-size pool: connections, once opened, stay (`min: max`; pg-pool otherwise closes
		// one idle for 10 s). A new PostgreSQL connection is a forked backend with cold catalog
		// caches (its first query plans in 10+ ms, not 0.2) and none of the prepared statements,
		// and the pool hands out the most recently used connection first, so under steady load
		// the spare ones idled out and every burst paid for reopening them.
		const pool = new pg.Pool({ connectionString: options.databaseUrl, max, min: max });
		const dialect = new PostgresDialect({ pool: preparingPool(pool) });
		const db = new Kysely<Database>({ dialect, plugins });
		URLS.set(db, options.databaseUrl);
		return { db, dialect: 'postgres', close: () => db.destroy() };
	}
	const file = options.sqlitePath ?? ':memory:';
	if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
	const sqlite = new SQLite(file);
	sqlite.pragma('journal_mode = WAL');
	sqlite.pragma('busy_timeout = 5000');
	sqlite.pragma('foreign_keys = ON');
	// WAL + NORMAL: a committed transaction survives a process crash (kill -9); only an OS
	// crash may lose the last commits. That is the usual trade for an embedded web database.
	sqlite.pragma('synchronous = NORMAL');
	sqlite.defaultSafeIntegers(true);
	cachePreparedStatements(sqlite);
	const db = new Kysely<Database>({ dialect: new SqliteDialectKeepingErrors(sqlite), plugins });
	return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely's SQLite driver prepares every query's statement afresh, and preparing costs about as
 * much as running a page's point query (a tenth of a pin page's CPU in the benchmark profile).
 * Pages repeat the same SQL text, so the connection keeps the last `max` statements by text.
 * A statement still being iterated (`busy`, a streamed query) is not shared: another is prepared.
 * SQLite re-prepares a cached statement by itself if the schema changes under it.
 */
export function cachePreparedStatements(sqlite: SQLite.Database, max = 500): void {
	const prepare = sqlite.prepare.bind(sqlite);
	const cache = new Map<string, SQLite.Statement>();
	sqlite.prepare = ((source: string) => {
		const cached = cache.get(source);
		if (cached && !cached.busy) {
			// Most recently used last, so the oldest is the first key.
			cache.delete(source);
			cache.set(source, cached);
			return cached;
		}
		const statement = prepare(source);
		cache.set(source, statement);
		if (cache.size > max) cache.delete(cache.keys().next().value as string);
		return statement;
	}) as typeof sqlite.prepare;
}

const HANDLE = Symbol.for('corkboard.db');
type Global = { [HANDLE]?: DbHandle };

/** The process-wide database, opened from the configuration on first use. */
export function dbHandle(): DbHandle {
	const g = globalThis as Global;
	if (!g[HANDLE]) {
		const c = config();
		g[HANDLE] = openDb({
			databaseUrl: c.DATABASE_URL,
			sqlitePath: c.sqlitePath,
			poolSize: c.DATABASE_POOL_SIZE,
		});
	}
	return g[HANDLE];
}

/** Shorthand for `dbHandle().db`. */
export function db(): Kysely<Database> {
	return dbHandle().db;
}

/** Closes the process-wide database, if it was opened. Called on shutdown. */
export async function closeDb(): Promise<void> {
	const g = globalThis as Global;
	const handle = g[HANDLE];
	delete g[HANDLE];
	await handle?.close();
}
