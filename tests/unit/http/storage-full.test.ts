import { describe, expect, it } from 'vitest';
import { AppError } from '~/lib/platform/http/errors.ts';
import { isStorageFull } from '~/lib/platform/http/storage-full.ts';

/** An error with a `code`, shaped as Node's fs, better-sqlite3 and pg errors are. */
function coded(code: string, cause?: unknown): Error {
	return Object.assign(new Error(`failed: ${code}`, { cause }), { code });
}

describe('isStorageFull', () => {
	it.each([
		['ENOSPC', 'no space left on the device (fs)'],
		['EDQUOT', 'disk quota used up (fs)'],
		['SQLITE_FULL', 'SQLite cannot grow the database or WAL'],
		['53100', "PostgreSQL's disk_full"],
	])('recognises %s (%s)', (code) => {
		expect(isStorageFull(coded(code))).toBe(true);
	});

	it('looks down the cause chain, as when an AppError wraps the original', () => {
		const wrapped = new AppError('Internal', { cause: coded('plain', coded('ENOSPC')) });
		expect(isStorageFull(wrapped)).toBe(true);
	});

	it.each([['ENOENT'], ['SQLITE_BUSY'], ['SQLITE_ERROR'], ['23505'], ['53200']])(
		'leaves other failures alone (%s)',
		(code) => {
			expect(isStorageFull(coded(code))).toBe(false);
		},
	);

	it('copes with values that are not errors, and with a cause cycle', () => {
		expect(isStorageFull(undefined)).toBe(false);
		expect(isStorageFull('ENOSPC')).toBe(false);
		expect(isStorageFull({ code: 53100 })).toBe(false);
		const a: { code: string; cause?: unknown } = { code: 'x' };
		a.cause = a;
		expect(isStorageFull(a)).toBe(false);
	});
});
