import type SQLite from 'better-sqlite3';
import { type DatabaseConnection, type Driver, SqliteDialect, SqliteDriver } from 'kysely';

/**
 * Kysely's SQLite dialect, except that a transaction SQLite has already rolled back is not
 * rolled back again.
 *
 * After SQLITE_FULL, SQLITE_IOERR, SQLITE_BUSY or SQLITE_NOMEM, SQLite may roll the transaction
 * back by itself (https://sqlite.org/lang_transaction.html, "Response To Errors Within A
 * Transaction"). Kysely's `transaction().execute()` then sends ROLLBACK, which fails with
 * "cannot rollback - no transaction is active", and that error replaces the real one: a full
 * disk would surface as an unexplained SQLITE_ERROR (500) instead of SQLITE_FULL (507).
 */
export class SqliteDialectKeepingErrors extends SqliteDialect {
	readonly #database: SQLite.Database;

	constructor(database: SQLite.Database) {
		super({ database });
		this.#database = database;
	}

	override createDriver(): Driver {
		return new KeepErrorsDriver({ database: this.#database }, this.#database);
	}
}

class KeepErrorsDriver extends SqliteDriver {
	readonly #database: SQLite.Database;

	constructor(config: { database: SQLite.Database }, database: SQLite.Database) {
		super(config);
		this.#database = database;
	}

	override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
		if (!this.#database.inTransaction) return;
		await super.rollbackTransaction(connection);
	}
}
