import { afterAll, beforeAll, describe, it } from 'vitest';
import { jobQueueFor } from '~/lib/platform/jobs/job-queue.server.ts';
import { createTestDb, type TestDb, testDialect } from '../test-db.ts';
import { allFuzzTargets } from './all-targets.ts';
import type { FuzzTarget } from './fuzz-target.ts';
import { FUZZ_RUNS, type FuzzState, type FuzzTally, fuzzTarget } from './run-fuzz.ts';

/** How many files the targets are spread over, so vitest can run them side by side. */
export const FUZZ_SHARDS = 2;

/**
 * Targets run at once in a file, each on its own database. On PostgreSQL a call spends most of
 * its time waiting for the server, so two lanes keep both the test and the server busy; SQLite
 * runs in the test's own thread, where a second lane gains nothing.
 */
const LANES = testDialect() === 'postgres' ? 2 : 1;

/** The targets of shard `n` (1-based): every `FUZZ_SHARDS`-th target of the sorted list. */
export async function shardTargets(n: number) {
	return (await allFuzzTargets()).filter((_, i) => i % FUZZ_SHARDS === n - 1);
}

/**
 * One test per target of shard `n` (`targets`: `await shardTargets(n)`, since a describe block
 * may not wait). Each test takes a free lane (a database with its world) for its runs. With
 * `FUZZ_REPORT=1` it prints each target's runs, accepted and refused answers, and ms.
 */
export function describeFuzzShard(n: number, targets: FuzzTarget[]): void {
	const dbs: TestDb[] = [];
	const free: FuzzState[] = [];
	const waiting: ((lane: FuzzState) => void)[] = [];
	const tallies: FuzzTally[] = [];
	const acquire = () =>
		new Promise<FuzzState>((resolve) => {
			const lane = free.pop();
			if (lane) resolve(lane);
			else waiting.push(resolve);
		});
	const release = (lane: FuzzState) => {
		const next = waiting.shift();
		if (next) next(lane);
		else free.push(lane);
	};
	beforeAll(async () => {
		for (let i = 0; i < LANES; i++) {
			const t = await createTestDb();
			dbs.push(t);
			free.push({ db: t.db });
		}
	});
	afterAll(async () => {
		if (process.env.FUZZ_REPORT) {
			const lines = tallies.map((x) => `${x.id}\t${x.runs}\t${x.accepted}\t${x.refused}\t${x.ms}`);
			console.info(`fuzz shard ${n} on ${testDialect()}\n${lines.join('\n')}`);
		}
		for (const t of dbs) {
			// Writes that report activity (comments, issue 28) open the database's job queue; on
			// PostgreSQL that is a pg-boss pool, which must close before the database is dropped.
			await jobQueueFor(t.db).stop();
			await t.destroy();
		}
	});
	describe(`fuzzing shard ${n}/${FUZZ_SHARDS} on ${testDialect()}`, {
		concurrent: LANES > 1,
	}, () => {
		for (const target of targets) {
			it(
				target.id,
				async () => {
					const lane = await acquire();
					try {
						tallies.push(await fuzzTarget(lane, target));
					} finally {
						release(lane);
					}
				},
				// Waiting for a lane is part of the test's time.
				Math.max(60_000, FUZZ_RUNS * 1000),
			);
		}
	});
}
