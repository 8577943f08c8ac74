import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { logger } from '../log/logger.server.ts';
import { createMailer, type SendMail } from './mailer.server.ts';
import {
	claimMail,
	listDueMail,
	resetSendingMail,
	updateMail,
} from './outbox.repository.server.ts';
import { onOutboxNotify } from './outbox.server.ts';

const MAX_ATTEMPTS = 6;
const BATCH = 20;

/** The stored headers (JSON written by `enqueueMail`), or undefined. */
function parseHeaders(json: string | null): Record<string, string> | undefined {
	if (!json) return undefined;
	try {
		const value = JSON.parse(json) as unknown;
		return typeof value === 'object' && value !== null
			? (value as Record<string, string>)
			: undefined;
	} catch {
		return undefined;
	}
}

/**
 * Sends due mail once. Each row is claimed with a conditional update first, so several workers
 * (app copies) never send the same mail twice. A failure is retried with a doubling delay
 * (30 s, 1 min, 2 min, …) and marked `failed` after `MAX_ATTEMPTS`.
 * Returns how many were sent.
 */
export async function deliverDueMail(
	db: Kysely<Database>,
	send: SendMail,
	now = new Date(),
): Promise<number> {
	const due = await listDueMail(db, now.toISOString(), BATCH);
	let sent = 0;
	for (const row of due) {
		if (!(await claimMail(db, row.id, row.attempts + 1))) continue;
		// RFC 2606 reserves `.invalid`: linked business accounts carry such internal addresses.
		if (/\.invalid$/i.test(row.to_address)) {
			await updateMail(db, row.id, {
				status: 'failed',
				last_error: 'undeliverable address (.invalid)',
				text_body: '',
				html_body: null,
				headers: null,
			});
			continue;
		}
		try {
			await send({
				id: row.id,
				to: row.to_address,
				subject: row.subject,
				text: row.text_body,
				html: row.html_body,
				headers: parseHeaders(row.headers),
			});
			// The body goes once it is sent: mailed links carry live tokens (reset, verification)
			// that the database otherwise keeps only as hashes.
			await updateMail(db, row.id, {
				status: 'sent',
				sent_at: new Date().toISOString(),
				last_error: null,
				text_body: '',
				html_body: null,
				headers: null,
			});
			sent += 1;
		} catch (error) {
			const attempts = row.attempts + 1;
			const retryAt = new Date(Date.now() + 30_000 * 2 ** (attempts - 1));
			await updateMail(db, row.id, {
				...(attempts >= MAX_ATTEMPTS ? { text_body: '', html_body: null, headers: null } : {}),
				status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
				available_at: retryAt.toISOString(),
				last_error: String(error).slice(0, 500),
			});
			logger.warn('mail failed', { id: row.id, attempts, error: String(error) });
		}
	}
	return sent;
}

/**
 * Runs the outbox in this process: every `intervalMs`, and at once when mail is queued.
 * Mail left `sending` by a crash is returned to `pending` at start. Returns a stop function
 * that waits for the current run.
 */
export function startOutboxWorker(
	db: Kysely<Database>,
	options: { intervalMs?: number; send?: SendMail } = {},
): () => Promise<void> {
	const send = options.send ?? createMailer();
	let running: Promise<void> | null = null;
	let again = false;
	let stopped = false;
	const run = () => {
		if (stopped) return;
		if (running) {
			again = true;
			return;
		}
		running = (async () => {
			try {
				do {
					again = false;
					await deliverDueMail(db, send);
				} while (again && !stopped);
			} catch (error) {
				logger.error('outbox run failed', { error: String(error) });
			} finally {
				running = null;
			}
		})();
	};
	const reset = resetSendingMail(db).then(run, (error) =>
		logger.error('outbox reset failed', { error: String(error) }),
	);
	const timer = setInterval(run, options.intervalMs ?? 2000);
	timer.unref();
	const unsubscribe = onOutboxNotify(run);
	return async () => {
		stopped = true;
		clearInterval(timer);
		unsubscribe();
		await reset;
		await running;
	};
}
