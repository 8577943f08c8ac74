import type { Db } from '../db/database.ts';

/**
 * The job interface both engines keep (`README.md`): pg-boss on PostgreSQL, the in-process
 * engine over the `jobs` table on SQLite. Pure types and rules; no I/O here.
 */

/** One delivery of a job to its handler. */
export interface Job<P = unknown> {
	id: string;
	name: string;
	payload: P;
	singletonKey: string | null;
	/** 1 on the first delivery, 2 on the first retry, … */
	attempt: number;
	/** Deliveries at most: a handler that throws on this one fails the job for good. */
	maxAttempts: number;
}

export type JobHandler<P = unknown> = (job: Job<P>) => Promise<void>;

export interface EnqueueOptions {
	/** When the job becomes due (default: now). */
	runAt?: Date;
	/**
	 * At most one waiting or running job per (name, key): enqueueing a key that already waits or
	 * runs adds nothing (the answer is null). A finished, failed or cancelled job frees its key.
	 */
	singletonKey?: string;
	/**
	 * The caller's transaction: the job exists exactly when that transaction commits (both
	 * engines write the job through it).
	 */
	db?: Db;
}

export interface JobQueue {
	readonly engine: 'pg-boss' | 'sqlite';
	/** Adds a job; its id, or null when `singletonKey` already waits or runs. */
	enqueue(name: string, payload: object, options?: EnqueueOptions): Promise<string | null>;
	/** Cancels the waiting jobs (of any name) with this key; how many. A running job runs on. */
	cancel(singletonKey: string, options?: { db?: Db }): Promise<number>;
	/** Handles the jobs of `name` in this process (before or after `start`). */
	work<P>(name: string, handler: JobHandler<P>): Promise<void>;
	/** Starts delivering due jobs (and, for pg-boss, connects and installs its schema). */
	start(): Promise<void>;
	/** Stops taking jobs and waits for the handlers that run; idempotent. */
	stop(): Promise<void>;
}

/** Settings of an engine instance; the defaults are production's. */
export interface JobQueueSettings {
	/** How often due jobs are looked for (pg-boss: at least 500 ms). Default 1000. */
	pollIntervalMs?: number;
	/** Deliveries of a job at most (the first plus retries). Default 4. */
	maxAttempts?: number;
	/** Delay before the first retry; it doubles with each further one. Default 30 s. */
	retryDelayMs?: number;
	/** How long a running job may take before it counts as lost and is delivered again. Default 5 min. */
	leaseMs?: number;
	/** The clock (SQLite engine only; tests move it). Default `() => new Date()`. */
	now?: () => Date;
}

export const JOB_DEFAULTS = {
	pollIntervalMs: 1000,
	maxAttempts: 4,
	retryDelayMs: 30_000,
	leaseMs: 5 * 60_000,
} as const;

/** The delay before retry number `retry` (1 for the first): `base`, `2·base`, `4·base`, … */
export function retryDelay(baseMs: number, retry: number): number {
	return baseMs * 2 ** Math.max(0, retry - 1);
}
