import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { insertOutboxRow } from './outbox.repository.server.ts';

export interface OutgoingMail {
	/** What the mail is for: `email_verify`, `password_reset`, `email_change`, … (for logs and tests). */
	kind: string;
	to: string;
	subject: string;
	text: string;
	html?: string;
	userId?: string | null;
	/**
	 * Extra headers (`List-Unsubscribe`, `List-Unsubscribe-Post`: RFC 8058). Names are plain
	 * header names; values single lines (line breaks are refused, so nothing can add a header).
	 */
	headers?: Record<string, string>;
}

// Shared through globalThis: the bundled server and `scripts/start.ts` load separate copies of
// this module, and the worker (started by the script) must hear the handlers' notifications.
const LISTENERS = Symbol.for('corkboard.outboxListeners');
const holder = globalThis as { [LISTENERS]?: Set<() => void> };
holder[LISTENERS] ??= new Set();
const listeners = holder[LISTENERS];

const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]{0,63}$/;

/** The headers as given, after refusing a bad name or a value with a line break (header injection). */
function checkedHeaders(headers: Record<string, string>): Record<string, string> {
	for (const [name, value] of Object.entries(headers)) {
		if (!HEADER_NAME.test(name) || /[\r\n]/.test(value)) {
			throw new Error(`mail header refused: ${name.slice(0, 64)}`);
		}
	}
	return headers;
}

/**
 * Queues a mail. Call it inside the transaction that makes the mail true (a token row, an
 * account), so a mail exists exactly when its reason does; the outbox worker sends it.
 */
export async function enqueueMail(db: Kysely<Database>, mail: OutgoingMail): Promise<string> {
	const id = newId();
	const now = new Date().toISOString();
	await insertOutboxRow(db, {
		id,
		user_id: mail.userId ?? null,
		kind: mail.kind,
		to_address: mail.to,
		subject: mail.subject,
		text_body: mail.text,
		html_body: mail.html ?? null,
		headers: mail.headers ? JSON.stringify(checkedHeaders(mail.headers)) : null,
		last_error: null,
		available_at: now,
		created_at: now,
		sent_at: null,
	});
	return id;
}

/** Wakes the outbox worker (if this process runs one) so new mail goes out at once. */
export function notifyOutbox(): void {
	for (const listener of listeners) listener();
}

/** For the worker: called on `notifyOutbox`. Returns an unsubscribe function. */
export function onOutboxNotify(listener: () => void): () => void {
	listeners.add(listener);
	return () => listeners.delete(listener);
}
