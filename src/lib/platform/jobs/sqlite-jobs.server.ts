import type { Db } from '../db/database.ts';
import { logger } from '../log/logger.server.ts';
import {
	cancelWaitingJobs,
	claimJob,
	insertJob,
	type JobRow,
	listClaimableJobs,
	purgeFinishedJobs,
	settleJob,
} from './jobs.repository.server.ts';
import {
	type EnqueueOptions,
	JOB_DEFAULTS,
	type Job,
	type JobHandler,
	type JobQueue,
	type JobQueueSettings,
	retryDelay,
} from './jobs.ts';

const BATCH = 20;
const KEEP_FINISHED_MS = 7 * 24 * 3600_000;
const PURGE_EVERY_MS = 3600_000;

/**
 * The in-process job engine on SQLite: jobs are rows of the `jobs` table (so they survive a
 * restart), a timer looks for due rows every `pollIntervalMs`, and each row is claimed with a
 * conditional update before its handler runs, so of several processes on one database file
 * exactly one runs it. A claim holds a lease (`leaseMs`); a job whose process died while running
 * it is claimed again once the lease ends. A handler that throws is retried after
 * `retryDelayMs`, doubling, until `maxAttempts` deliveries, then the job is `failed`.
 */
export class SqliteJobQueue implements JobQueue {
	readonly engine = 'sqlite' as const;
	readonly #db: Db;
	readonly #settings: Required<Omit<JobQueueSettings, 'now'>>;
	readonly #now: () => Date;
	readonly #handlers = new Map<string, JobHandler<unknown>>();
	#timer: NodeJS.Timeout | null = null;
	#running: Promise<number> | null = null;
	#again = false;
	#started = false;
	#stopped = false;
	#lastPurge = 0;

	constructor(db: Db, settings: JobQueueSettings = {}) {
		this.#db = db;
		this.#now = settings.now ?? (() => new Date());
		this.#settings = {
			pollIntervalMs: settings.pollIntervalMs ?? JOB_DEFAULTS.pollIntervalMs,
			maxAttempts: settings.maxAttempts ?? JOB_DEFAULTS.maxAttempts,
			retryDelayMs: settings.retryDelayMs ?? JOB_DEFAULTS.retryDelayMs,
			leaseMs: settings.leaseMs ?? JOB_DEFAULTS.leaseMs,
		};
	}

	async enqueue(
		name: string,
		payload: object,
		options: EnqueueOptions = {},
	): Promise<string | null> {
		const now = this.#now();
		const id = await insertJob(options.db ?? this.#db, {
			name,
			payload: JSON.stringify(payload),
			singletonKey: options.singletonKey ?? null,
			runAt: (options.runAt ?? now).toISOString(),
			maxAttempts: this.#settings.maxAttempts,
			now: now.toISOString(),
		});
		// A job due now is looked at without waiting for the timer (after the caller's commit).
		if (id && this.#started && (options.runAt ?? now) <= now) setImmediate(() => this.#kick());
		return id;
	}

	async cancel(singletonKey: string, options: { db?: Db } = {}): Promise<number> {
		return cancelWaitingJobs(options.db ?? this.#db, singletonKey, this.#now().toISOString());
	}

	async work<P>(name: string, handler: JobHandler<P>): Promise<void> {
		this.#handlers.set(name, handler as JobHandler<unknown>);
		if (this.#started) this.#kick();
	}

	async start(): Promise<void> {
		if (this.#started || this.#stopped) return;
		this.#started = true;
		this.#timer = setInterval(() => this.#kick(), this.#settings.pollIntervalMs);
		this.#timer.unref();
		this.#kick();
	}

	async stop(): Promise<void> {
		this.#stopped = true;
		if (this.#timer) clearInterval(this.#timer);
		this.#timer = null;
		await this.#running;
	}

	/**
	 * Runs every job due now (by this queue's clock) in this process and resolves with how many
	 * ran; what the timer does, callable by tests that move the clock. Waits for a run in progress.
	 */
	async runDueJobs(): Promise<number> {
		while (this.#running) await this.#running;
		return this.#loop();
	}

	#kick(): void {
		if (this.#stopped) return;
		if (this.#running) {
			this.#again = true;
			return;
		}
		void this.#loop();
	}

	#loop(): Promise<number> {
		const run = (async () => {
			let total = 0;
			try {
				do {
					this.#again = false;
					total += await this.#runBatch();
				} while (this.#again && !this.#stopped);
				await this.#purge();
			} catch (error) {
				logger.error('job engine run failed', { error: String(error) });
			} finally {
				this.#running = null;
			}
			return total;
		})();
		this.#running = run;
		return run;
	}

	async #runBatch(): Promise<number> {
		let ran = 0;
		for (;;) {
			const now = this.#now();
			const rows = await listClaimableJobs(
				this.#db,
				[...this.#handlers.keys()],
				now.toISOString(),
				BATCH,
			);
			for (const row of rows) {
				if (this.#stopped) return ran;
				const lockedUntil = new Date(now.getTime() + this.#settings.leaseMs).toISOString();
				if (!(await claimJob(this.#db, row, now.toISOString(), lockedUntil))) continue;
				await this.#deliver(row);
				ran += 1;
			}
			if (rows.length < BATCH || this.#stopped) return ran;
		}
	}

	async #deliver(row: JobRow): Promise<void> {
		const attempts = row.attempts + 1;
		const handler = this.#handlers.get(row.name);
		const job: Job<unknown> = {
			id: String(row.id),
			name: row.name,
			payload: JSON.parse(row.payload),
			singletonKey: row.singleton_key,
			attempt: attempts,
			maxAttempts: row.max_attempts,
		};
		if (attempts > row.max_attempts) {
			// Its last delivery ran out of lease (the process died): not delivered again.
			await settleJob(
				this.#db,
				{ id: job.id, attempts },
				{ state: 'failed', error: 'lost while running (lease ended) on its last attempt' },
				this.#now().toISOString(),
			);
			return;
		}
		try {
			if (!handler) throw new Error(`no handler for job ${row.name}`);
			await handler(job);
			await settleJob(
				this.#db,
				{ id: job.id, attempts },
				{ state: 'completed' },
				this.#now().toISOString(),
			);
		} catch (error) {
			const last = attempts >= row.max_attempts;
			const now = this.#now();
			logger.warn('job failed', { name: row.name, id: job.id, attempts, error: String(error) });
			await settleJob(
				this.#db,
				{ id: job.id, attempts },
				last
					? { state: 'failed', error: String(error).slice(0, 500) }
					: {
							state: 'created',
							runAt: new Date(
								now.getTime() + retryDelay(this.#settings.retryDelayMs, attempts),
							).toISOString(),
							error: String(error).slice(0, 500),
						},
				now.toISOString(),
			);
		}
	}

	async #purge(): Promise<void> {
		const now = this.#now().getTime();
		if (now - this.#lastPurge < PURGE_EVERY_MS) return;
		this.#lastPurge = now;
		await purgeFinishedJobs(this.#db, new Date(now - KEEP_FINISHED_MS).toISOString());
	}
}
