import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/**
 * ACC-20: per-user states (`user_states`), such as the board quick saves go to
 * (`QUICK_SAVES_BOARD_ID` → board id): one value per user and state.
 */
/** ACC-20: a user's states as a map (`QUICK_SAVES_BOARD_ID` → board id). */
export async function findUserStates(
	db: Kysely<Database>,
	userId: string,
): Promise<Map<string, string>> {
	const rows = await db
		.selectFrom('user_states')
		.select(['state', 'value'])
		.where('user_id', '=', userId)
		.execute();
	return new Map(rows.map((r) => [r.state, r.value]));
}

/** ACC-20: sets one state, replacing its earlier value. */
export async function upsertUserState(
	db: Kysely<Database>,
	userId: string,
	state: string,
	value: string,
): Promise<void> {
	const updatedAt = new Date().toISOString();
	await db
		.insertInto('user_states')
		.values({ user_id: userId, state, value, updated_at: updatedAt })
		.onConflict((oc) =>
			oc.columns(['user_id', 'state']).doUpdateSet({ value, updated_at: updatedAt }),
		)
		.execute();
}

/** ACC-20: ends a state wherever it holds `value` (a board that no longer exists). */
export async function deleteUserStatesWithValue(
	db: Kysely<Database>,
	state: string,
	value: string,
): Promise<void> {
	await db
		.deleteFrom('user_states')
		.where('state', '=', state)
		.where('value', '=', value)
		.execute();
}
