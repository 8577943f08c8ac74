import type { Insertable } from 'kysely';
import type { Db, OutboxTable } from '../db/database.ts';

/**
 * The statements on `outbox`. Queuing is in `outbox.server.ts`, sending and retrying in
 * `outbox-worker.server.ts`. Every function takes a `Db`, which may be the caller's transaction.
 */

export async function insertOutboxRow(db: Db, row: Insertable<OutboxTable>): Promise<void> {
	await db.insertInto('outbox').values(row).execute();
}

/** Up to `limit` pending mails due at `now`, oldest first. */
export async function listDueMail(db: Db, now: string, limit: number) {
	return db
		.selectFrom('outbox')
		.select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'headers', 'attempts'])
		.where('status', '=', 'pending')
		.where('available_at', '<=', now)
		.orderBy('id')
		.limit(limit)
		.execute();
}

/** Claims a pending mail for sending; false when another worker claimed it first. */
export async function claimMail(db: Db, id: string, attempts: number): Promise<boolean> {
	const claimed = await db
		.updateTable('outbox')
		.set({ status: 'sending', attempts })
		.where('id', '=', id)
		.where('status', '=', 'pending')
		.executeTakeFirst();
	return Number(claimed.numUpdatedRows) === 1;
}

/** Sets the columns of one mail (its status after an attempt). */
export async function updateMail(
	db: Db,
	id: string,
	set: {
		status: 'pending' | 'sent' | 'failed';
		last_error: string | null;
		text_body?: string;
		html_body?: null;
		headers?: null;
		sent_at?: string;
		available_at?: string;
	},
): Promise<void> {
	await db.updateTable('outbox').set(set).where('id', '=', id).execute();
}

/** Returns mail left `sending` (by a crashed worker) to `pending`. */
export async function resetSendingMail(db: Db): Promise<void> {
	await db
		.updateTable('outbox')
		.set({ status: 'pending' })
		.where('status', '=', 'sending')
		.execute();
}
