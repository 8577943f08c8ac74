import type { Generated } from 'kysely';

/**
 * The platform's own tables: the mail outbox and the SQLite job engine's queue.
 * Part of `Database` (`../database.ts`), whose conventions they follow.
 */

/** Mail waiting to be sent, and mail sent; the outbox worker delivers it. */
export interface OutboxTable {
	id: string;
	user_id: string | null;
	kind: string;
	to_address: string;
	subject: string;
	text_body: string;
	html_body: string | null;
	/** Extra headers as a JSON object (`List-Unsubscribe`, …), or null. */
	headers: string | null;
	/** `pending`, `sent` or `failed`. */
	status: Generated<string>;
	attempts: Generated<number>;
	last_error: string | null;
	available_at: string;
	created_at: string;
	sent_at: string | null;
}

/** A job of the SQLite job engine (`platform/jobs/sqlite-jobs.server.ts`); not on PostgreSQL. */
export interface JobTable {
	id: Generated<string>;
	name: string;
	/** JSON. */
	payload: string;
	singleton_key: string | null;
	/** `created` (waiting for `run_at`, also between retries), `active`, `completed`, `failed`, `cancelled`. */
	state: string;
	run_at: string;
	attempts: Generated<number>;
	max_attempts: number;
	/** While `active`: the claim's lease; a job still active after it is claimed again. */
	locked_until: string | null;
	last_error: string | null;
	created_at: string;
	updated_at: string;
}
