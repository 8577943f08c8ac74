import { randomUUID } from 'node:crypto';
import { fromKysely, PgBoss } from 'pg-boss';
import type { Db } from '../db/database.ts';
import { logger } from '../log/logger.server.ts';
import {
	type EnqueueOptions,
	JOB_DEFAULTS,
	type JobHandler,
	type JobQueue,
	type JobQueueSettings,
} from './jobs.ts';

/** pg-boss keeps its tables here, beside the app's in the same database. */
const PG_BOSS_SCHEMA = 'pgboss';

/** A waiting job is kept 400 days (scheduled pins wait up to 30). */
const RETENTION_SECONDS = 400 * 24 * 3600;

/**
 * The job engine on PostgreSQL: pg-boss (v12) in its own schema `pgboss` of the app's database,
 * with its own small pool. Workers of every app copy fetch with `FOR UPDATE SKIP LOCKED`, so a
 * job runs in one copy at a time; queues use the `exclusive` policy, which allows one waiting or
 * running job per (name, singleton key) (a job enqueued without a key gets a random one, so
 * unkeyed jobs never collide). Retries, backoff and the running lease (`expireInSeconds`) are
 * set on each job from the settings.
 */
export class PgBossJobQueue implements JobQueue {
	readonly engine = 'pg-boss' as const;
	readonly #boss: PgBoss;
	readonly #settings: Required<Omit<JobQueueSettings, 'now'>>;
	readonly #handlers = new Map<string, JobHandler<unknown>>();
	readonly #queues = new Set<string>();
	#started: Promise<void> | null = null;
	#stopped = false;

	constructor(connectionString: string, settings: JobQueueSettings = {}) {
		this.#settings = {
			pollIntervalMs: Math.max(500, settings.pollIntervalMs ?? JOB_DEFAULTS.pollIntervalMs),
			maxAttempts: settings.maxAttempts ?? JOB_DEFAULTS.maxAttempts,
			retryDelayMs: settings.retryDelayMs ?? JOB_DEFAULTS.retryDelayMs,
			leaseMs: settings.leaseMs ?? JOB_DEFAULTS.leaseMs,
		};
		this.#boss = new PgBoss({
			connectionString,
			schema: PG_BOSS_SCHEMA,
			max: 3,
			application_name: 'corkboard-jobs',
			// No cron schedules are used; maintenance (expiring lost jobs, deleting old ones) runs.
			schedule: false,
		});
		this.#boss.on('error', (error) => logger.error('pg-boss error', { error: String(error) }));
	}

	async enqueue(
		name: string,
		payload: object,
		options: EnqueueOptions = {},
	): Promise<string | null> {
		await this.#ready();
		await this.#ensureQueue(name);
		const retryDelay = Math.round(this.#settings.retryDelayMs / 1000);
		return this.#boss.send(name, payload, {
			startAfter: options.runAt ?? new Date(),
			singletonKey: options.singletonKey ?? `unkeyed:${randomUUID()}`,
			retryLimit: this.#settings.maxAttempts - 1,
			retryDelay,
			retryBackoff: retryDelay > 0,
			expireInSeconds: Math.max(1, Math.round(this.#settings.leaseMs / 1000)),
			// pg-boss deletes a job left waiting this long (default 14 days); jobs may wait longer.
			retentionSeconds: RETENTION_SECONDS,
			...(options.db ? { db: fromKysely(options.db) } : {}),
		});
	}

	async cancel(singletonKey: string, options: { db?: Db } = {}): Promise<number> {
		await this.#ready();
		const db = options.db ? { db: fromKysely(options.db) } : {};
		let cancelled = 0;
		for (const queue of await this.#boss.getQueues()) {
			const jobs = await this.#boss.findJobs(queue.name, {
				key: singletonKey,
				queued: true,
				...db,
			});
			if (jobs.length === 0) continue;
			const result = (await this.#boss.cancel(
				queue.name,
				jobs.map((j) => j.id),
				db,
			)) as { affected?: number };
			cancelled += result.affected ?? jobs.length;
		}
		return cancelled;
	}

	async work<P>(name: string, handler: JobHandler<P>): Promise<void> {
		this.#handlers.set(name, handler as JobHandler<unknown>);
		if (this.#started && !this.#stopped) {
			await this.#started;
			await this.#startWorker(name);
		}
	}

	async start(): Promise<void> {
		if (this.#stopped) return;
		if (!this.#started) {
			this.#started = (async () => {
				await this.#boss.start();
			})();
			await this.#started;
			for (const name of this.#handlers.keys()) await this.#startWorker(name);
		}
		await this.#started;
	}

	async stop(): Promise<void> {
		if (this.#stopped) return;
		this.#stopped = true;
		if (!this.#started) return;
		await this.#started.catch(() => {});
		// Graceful: running handlers finish (up to 20 s), then the pool closes.
		await this.#boss.stop({ graceful: true, close: true, timeout: 20_000 });
	}

	/** pg-boss takes jobs only once started: a queue used before `start()` starts itself. */
	async #ready(): Promise<void> {
		if (this.#stopped) throw new Error('The job queue is stopped.');
		if (!this.#started) await this.start();
		await this.#started;
	}

	async #ensureQueue(name: string): Promise<void> {
		if (this.#queues.has(name)) return;
		// Idempotent: an existing queue is left as it is.
		await this.#boss.createQueue(name, { policy: 'exclusive' });
		this.#queues.add(name);
	}

	async #startWorker(name: string): Promise<void> {
		const handler = this.#handlers.get(name);
		if (!handler) return;
		await this.#ensureQueue(name);
		await this.#boss.work(
			name,
			{
				batchSize: 1,
				includeMetadata: true,
				pollingIntervalSeconds: this.#settings.pollIntervalMs / 1000,
			},
			async ([job]) => {
				if (!job) return;
				await handler({
					id: job.id,
					name: job.name,
					payload: job.data,
					singletonKey: job.singletonKey,
					attempt: job.retryCount + 1,
					maxAttempts: job.retryLimit + 1,
				});
			},
		);
	}
}
