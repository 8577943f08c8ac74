import { nameColumns } from '../../identity/users/display-name.sql.server.ts';
import type { Db } from '../../platform/db/database.ts';
import { countAll } from '../../platform/db/sql.server.ts';

/** The tables of a user's yes/no marks on a pin. */
export type MarkTable = 'pin_favorites' | 'pin_dones' | 'pin_hides';

/** Reaction counts of a pin by type (one indexed query on the primary key's prefix). */
export async function reactionCountRows(db: Db, pinId: string) {
	return db
		.selectFrom('pin_reactions')
		.select(['reaction_type', countAll().as('count')])
		.where('pin_id', '=', pinId)
		.groupBy('reaction_type')
		.orderBy('reaction_type')
		.execute();
}

/** The viewer's reaction type and marks on one pin, in one query. */
export async function viewerMarkRow(db: Db, pinId: string, userId: string) {
	const row = await db
		.selectNoFrom((eb) => [
			eb
				.selectFrom('pin_reactions')
				.select('reaction_type')
				.where('pin_id', '=', pinId)
				.where('user_id', '=', userId)
				.as('reaction_type'),
			eb
				.selectFrom('pin_favorites')
				.select(countAll().as('n'))
				.where('pin_id', '=', pinId)
				.where('user_id', '=', userId)
				.as('favorited'),
			eb
				.selectFrom('pin_dones')
				.select(countAll().as('n'))
				.where('pin_id', '=', pinId)
				.where('user_id', '=', userId)
				.as('done'),
		])
		.executeTakeFirstOrThrow();
	return {
		reactionType: row.reaction_type === null ? null : Number(row.reaction_type),
		favorited: Number(row.favorited) > 0,
		done: Number(row.done) > 0,
	};
}

/** Sets the user's one reaction on a pin, replacing an earlier one. */
export async function upsertReaction(db: Db, pinId: string, userId: string, type: number) {
	await db
		.insertInto('pin_reactions')
		.values({
			pin_id: pinId,
			user_id: userId,
			reaction_type: type,
			created_at: new Date().toISOString(),
		})
		.onConflict((oc) =>
			oc.columns(['pin_id', 'user_id']).doUpdateSet({
				reaction_type: type,
				created_at: new Date().toISOString(),
			}),
		)
		.execute();
}

export async function deleteReaction(db: Db, pinId: string, userId: string): Promise<void> {
	await db
		.deleteFrom('pin_reactions')
		.where('pin_id', '=', pinId)
		.where('user_id', '=', userId)
		.execute();
}

/** A page of a pin's reactions with their users, newest user id first (keyset on `user_id`). */
export async function listReactionRows(
	db: Db,
	pinId: string,
	options: { beforeUserId?: string | undefined; limit: number },
) {
	let q = db
		.selectFrom('pin_reactions as r')
		.innerJoin('users as u', 'u.id', 'r.user_id')
		.select(['r.user_id', 'r.reaction_type', ...nameColumns('u')])
		.where('r.pin_id', '=', pinId)
		.orderBy('r.user_id', 'desc')
		.limit(options.limit);
	if (options.beforeUserId) q = q.where('r.user_id', '<', options.beforeUserId);
	return q.execute();
}

/** Adds a mark; false when it was already there. */
export async function insertMark(db: Db, table: MarkTable, pinId: string, userId: string) {
	const result = await db
		.insertInto(table)
		.values({ pin_id: pinId, user_id: userId, created_at: new Date().toISOString() })
		.onConflict((oc) => oc.columns(['user_id', 'pin_id']).doNothing())
		.returning('pin_id')
		.executeTakeFirst();
	return result !== undefined;
}

/** Removes a mark; false when it was not there. */
export async function deleteMark(db: Db, table: MarkTable, pinId: string, userId: string) {
	const result = await db
		.deleteFrom(table)
		.where('pin_id', '=', pinId)
		.where('user_id', '=', userId)
		.executeTakeFirst();
	return Number(result.numDeletedRows) > 0;
}

/** Stores a report; false when this reporter already reported this pin. */
export async function insertReport(
	db: Db,
	report: { id: string; pinId: string; reporterId: string; reason: string; detail: string },
): Promise<boolean> {
	const result = await db
		.insertInto('pin_reports')
		.values({
			id: report.id,
			pin_id: report.pinId,
			reporter_id: report.reporterId,
			reason: report.reason,
			detail: report.detail,
			created_at: new Date().toISOString(),
		})
		.onConflict((oc) => oc.columns(['pin_id', 'reporter_id']).doNothing())
		.returning('id')
		.executeTakeFirst();
	return result !== undefined;
}

export async function pinMarkCounts(db: Db, pinId: string) {
	return db
		.selectFrom('pins')
		.select(['favorite_count', 'done_count'])
		.where('id', '=', pinId)
		.executeTakeFirstOrThrow();
}
