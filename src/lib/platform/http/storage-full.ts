/**
 * Whether a thrown value means "out of storage space": the disk or the database could not grow
 * to take a write. Such a failure is not a bug of ours; the request is answered `StorageFull`
 * (507) instead of `Internal`, and the next write succeeds once space returns.
 *
 * Recognised codes, looked for on the error and down its `cause` chain (wrappers such as
 * `AppError('Internal', { cause })` keep the original there):
 * - `ENOSPC` (no space left on the device) and `EDQUOT` (the user's disk quota is used up), the
 *   errno codes of Node's file system calls (media files, mail files);
 * - `SQLITE_FULL` (better-sqlite3's code when SQLite cannot grow the database or its WAL);
 * - `53100` (PostgreSQL's SQLSTATE `disk_full`, on the `code` of a `pg` error).
 */
export function isStorageFull(error: unknown): boolean {
	let current: unknown = error;
	// A cause chain is short; the bound only guards against a cycle.
	for (let depth = 0; depth < 10 && current !== null && typeof current === 'object'; depth++) {
		const code = (current as { code?: unknown }).code;
		if (typeof code === 'string' && STORAGE_FULL_CODES.has(code)) return true;
		current = (current as { cause?: unknown }).cause;
	}
	return false;
}

const STORAGE_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL', '53100']);
