import type { Insertable, Kysely } from 'kysely';
import type { BlockingActionTable, Database } from '../../platform/db/database.ts';

/** BRD-04: a blocking action as answers carry it. */
export interface BlockingActionAnswer {
	id: string;
	type: string;
	created_timestamp: number;
	/** 0..1. */
	progress: number;
	/** `-1`: the whole board; absent: the unorganized pins; else a section id. */
	section_id?: string;
	finished: boolean;
}

/** The board's unfinished blocking actions (and those finished in the last minute), newest first. */
export async function blockingActionsOf(
	db: Kysely<Database>,
	boardId: string,
): Promise<BlockingActionAnswer[]> {
	const recent = new Date(Date.now() - 60_000).toISOString();
	const rows = await db
		.selectFrom('blocking_actions')
		.selectAll()
		.where('board_id', '=', boardId)
		.where((eb) => eb.or([eb('finished_at', 'is', null), eb('finished_at', '>', recent)]))
		.orderBy('id', 'desc')
		.limit(20)
		.execute();
	return rows.map((r) => ({
		id: r.id,
		type: r.kind,
		created_timestamp: Math.floor(Date.parse(r.created_at) / 1000),
		progress: r.total > 0 ? Math.min(1, r.done / r.total) : r.finished_at ? 1 : 0,
		...(r.section_id === null ? {} : { section_id: r.section_id }),
		finished: r.finished_at !== null,
	}));
}

/** Starts a blocking action (BRD-04): its row with `done` 0. */
export async function insertBlockingAction(
	db: Kysely<Database>,
	row: Insertable<BlockingActionTable>,
): Promise<void> {
	await db.insertInto('blocking_actions').values(row).execute();
}

/** Advances a blocking action (and finishes it, with `finished_at`). */
export async function updateBlockingAction(
	db: Kysely<Database>,
	id: string,
	set: { done: number; finished_at?: string },
): Promise<void> {
	await db.updateTable('blocking_actions').set(set).where('id', '=', id).execute();
}
