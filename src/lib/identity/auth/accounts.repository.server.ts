import type { Kysely } from 'kysely';
import type { Database, NewUserRow, UserUpdate } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { countAll } from '../../platform/db/sql.server.ts';
import { nameSearchTerms } from '../../platform/text/search-terms.ts';
import { withNameTerms } from '../users/users.repository.server.ts';

/** SQL of sign-up, login and MFA that the users repository does not have. */

/** Inserts an account with its search terms (`users.name_terms`). */
export async function insertUser(db: Kysely<Database>, row: NewUserRow): Promise<void> {
	await db
		.insertInto('users')
		.values({
			...row,
			name_terms: nameSearchTerms({ ...row, business_name: row.business_name ?? null }),
		})
		.execute();
}

export async function updateUser(
	db: Kysely<Database>,
	userId: string,
	patch: UserUpdate,
): Promise<void> {
	const set = await withNameTerms(db, userId, patch);
	await db
		.updateTable('users')
		.set({ ...set, updated_at: new Date().toISOString() })
		.where('id', '=', userId)
		.execute();
}

/** The id of the account using this (normalized) email, or null. */
export async function accountIdWithEmail(
	db: Kysely<Database>,
	email: string,
): Promise<string | null> {
	const row = await db
		.selectFrom('users')
		.select('id')
		.where('email', '=', email)
		.executeTakeFirst();
	return row?.id ?? null;
}

/** Which of these usernames already exist. */
export async function takenUsernames(
	db: Kysely<Database>,
	names: readonly string[],
): Promise<Set<string>> {
	if (names.length === 0) return new Set();
	const rows = await db
		.selectFrom('users')
		.select('username')
		.where('username', 'in', [...names])
		.execute();
	return new Set(rows.map((r) => r.username));
}

/**
 * Records a TOTP step as used, only when it is later than the last one: false when this step (or
 * a later one) was used already, so one code never logs in twice.
 */
export async function claimTotpStep(
	db: Kysely<Database>,
	userId: string,
	step: number,
): Promise<boolean> {
	const result = await db
		.updateTable('users')
		.set({ mfa_last_step: step })
		.where('id', '=', userId)
		.where('mfa_last_step', '<', step)
		.executeTakeFirst();
	return Number(result.numUpdatedRows) === 1;
}

/** Replaces a user's backup codes with these digests. */
export async function replaceBackupCodes(
	db: Kysely<Database>,
	userId: string,
	hashes: readonly string[],
): Promise<void> {
	await db.deleteFrom('mfa_backup_codes').where('user_id', '=', userId).execute();
	const now = new Date().toISOString();
	if (hashes.length === 0) return;
	await db
		.insertInto('mfa_backup_codes')
		.values(
			hashes.map((code_hash) => ({
				id: newId(),
				user_id: userId,
				code_hash,
				created_at: now,
				used_at: null,
			})),
		)
		.execute();
}

export async function unusedBackupCodeCount(db: Kysely<Database>, userId: string): Promise<number> {
	const row = await db
		.selectFrom('mfa_backup_codes')
		.select(countAll().as('n'))
		.where('user_id', '=', userId)
		.where('used_at', 'is', null)
		.executeTakeFirstOrThrow();
	return Number(row.n);
}

/** Uses an unused backup code with this digest; false when there is none (or it was just used). */
export async function consumeBackupCode(
	db: Kysely<Database>,
	userId: string,
	codeHash: string,
): Promise<boolean> {
	const result = await db
		.updateTable('mfa_backup_codes')
		.set({ used_at: new Date().toISOString() })
		.where('user_id', '=', userId)
		.where('code_hash', '=', codeHash)
		.where('used_at', 'is', null)
		.executeTakeFirst();
	return Number(result.numUpdatedRows) >= 1;
}

export async function insertLandingSignal(
	db: Kysely<Database>,
	input: { userId: string; isRegister: boolean; pages: readonly string[] },
): Promise<string> {
	const id = newId();
	await db
		.insertInto('landing_signals')
		.values({
			id,
			user_id: input.userId,
			is_register: input.isRegister ? 1 : 0,
			unauth_visited_pages: JSON.stringify(input.pages),
			created_at: new Date().toISOString(),
		})
		.execute();
	return id;
}

/**
 * Which unique column a failed insert collided with (`email`, `username`, or another), or null
 * when the error is not a unique violation. Knows SQLite's and PostgreSQL's shapes.
 */
export function uniqueViolationColumn(error: unknown): string | null {
	const e = error as { code?: unknown; message?: unknown; constraint?: unknown; detail?: unknown };
	if (e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
		const match = /UNIQUE constraint failed: \w+\.(\w+)/.exec(String(e.message ?? ''));
		return match?.[1] ?? 'unknown';
	}
	if (e?.code === '23505') {
		const match = /Key \((\w+)\)=/.exec(String(e.detail ?? ''));
		return match?.[1] ?? 'unknown';
	}
	return null;
}
