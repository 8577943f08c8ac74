/**
 * How much CPU other processes took during a run: all CPUs' busy time minus this process
 * (autocannon runs in it) and the given child processes (the servers). On Linux only (reads
 * /proc); elsewhere the share is reported as null.
 */
import fs from 'node:fs';
import os from 'node:os';

export interface CpuSnapshot {
	/** Busy and total CPU time of the machine, ms (all CPUs). */
	busy: number;
	total: number;
	/** CPU time of this process and the watched children, ms; null when /proc is unreadable. */
	ours: number | null;
}

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

function processMillis(pid: number): number | null {
	try {
		const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
		return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ;
	} catch {
		return null;
	}
}

export function cpuSnapshot(childPids: number[]): CpuSnapshot {
	let busy = 0;
	let total = 0;
	for (const { times } of os.cpus()) {
		const b = times.user + times.nice + times.sys + times.irq;
		busy += b;
		total += b + times.idle;
	}
	const self = process.cpuUsage();
	let ours: number | null = (self.user + self.system) / 1000;
	for (const pid of childPids) {
		const ms = processMillis(pid);
		ours = ms === null || ours === null ? null : ours + ms;
	}
	return { busy, total, ours };
}

/** Share (0–1) of all CPUs that other processes kept busy between two snapshots. */
export function othersShare(a: CpuSnapshot, b: CpuSnapshot): number | null {
	if (a.ours === null || b.ours === null || b.total <= a.total) return null;
	const others = b.busy - a.busy - (b.ours - a.ours);
	return Math.min(1, Math.max(0, others / (b.total - a.total)));
}
