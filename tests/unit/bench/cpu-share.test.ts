import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
	type CpuSnapshot,
	cpuSnapshot,
	localPostgresPids,
	othersShare,
} from '../../../scripts/bench/cpu-share.ts';

/**
 * The benchmark's "other processes" share: the machine's busy time minus the benchmark, its
 * servers and a local PostgreSQL (whose work is the benchmark's queries, not noise).
 */
const snapshot = (
	busy: number,
	total: number,
	self: number,
	watched: [number, number][] | null,
): CpuSnapshot => ({ busy, total, self, watched: watched === null ? null : new Map(watched) });

describe('othersShare', () => {
	it('subtracts this process and every watched process from the busy time', () => {
		const a = snapshot(1_000, 10_000, 100, [
			[11, 500],
			[12, 300],
		]);
		const b = snapshot(2_000, 12_000, 300, [
			[11, 900],
			[12, 600],
		]);
		// busy 1000 ms of 2000 ms; ours 200 + 400 + 300 = 900; others 100 → 5%.
		expect(othersShare(a, b)).toBeCloseTo(0.05);
	});

	it('counts a watched process that ended between the snapshots as other', () => {
		const a = snapshot(0, 0, 0, [
			[11, 0],
			[12, 0],
		]);
		const b = snapshot(1_000, 2_000, 0, [[11, 600]]);
		expect(othersShare(a, b)).toBeCloseTo(0.2);
	});

	it('is unknown without /proc', () => {
		expect(othersShare(snapshot(0, 0, 0, null), snapshot(10, 20, 1, null))).toBeNull();
	});
});

describe('localPostgresPids', () => {
	it('watches nothing for a database on another host, or none at all', () => {
		expect(localPostgresPids('postgres://db.example.com:5432/corkboard')).toEqual([]);
		expect(localPostgresPids(undefined)).toEqual([]);
		expect(localPostgresPids('not a url')).toEqual([]);
	});

	it("finds only PostgreSQL's processes for a local database (none where none runs)", () => {
		for (const url of [
			'postgres://postgres@127.0.0.1:5432/test',
			'postgres://postgres@localhost/test',
			'postgres:///test?host=/var/run/postgresql',
		]) {
			for (const pid of localPostgresPids(url)) {
				expect(fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim()).toBe('postgres');
			}
		}
	});

	it("reads this process's own CPU time", () => {
		const before = cpuSnapshot([process.pid]);
		let spin = 0;
		const until = performance.now() + 30;
		while (performance.now() < until) spin++;
		const after = cpuSnapshot([process.pid]);
		expect(spin).toBeGreaterThan(0);
		expect(after.self).toBeGreaterThan(before.self);
		if (before.watched && after.watched) {
			expect(after.watched.get(process.pid)).toBeGreaterThanOrEqual(
				before.watched.get(process.pid)!,
			);
		}
	});
});
