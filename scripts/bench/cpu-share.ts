/**
 * How much CPU other processes took during a run: all CPUs' busy time minus this process
 * (autocannon runs in it) and the watched processes (the two servers, and a PostgreSQL server
 * on this machine, which does the benchmark's queries). On Linux only (reads /proc); elsewhere
 * the share is reported as null.
 */
import fs from 'node:fs';
import os from 'node:os';

export interface CpuSnapshot {
	/** Busy and total CPU time of the machine, ms (all CPUs). */
	busy: number;
	total: number;
	/** CPU time of this process, ms. */
	self: number;
	/** CPU time of each watched process, ms; null when /proc is unreadable (not Linux). */
	watched: Map<number, number> | null;
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

/**
 * The processes of a PostgreSQL server on this machine (postmaster, backends, background
 * workers), when `databaseUrl` names a local one; [] otherwise or without /proc.
 */
export function localPostgresPids(databaseUrl: string | undefined): number[] {
	if (!databaseUrl) return [];
	let host: string;
	try {
		const url = new URL(databaseUrl);
		host = decodeURIComponent(url.hostname || url.searchParams.get('host') || 'localhost');
	} catch {
		return [];
	}
	const local =
		host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.startsWith('/');
	if (!local) return [];
	let entries: string[];
	try {
		entries = fs.readdirSync('/proc');
	} catch {
		return [];
	}
	const pids: number[] = [];
	for (const entry of entries) {
		if (!/^\d+$/.test(entry)) continue;
		try {
			if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
				pids.push(Number(entry));
		} catch {
			// The process ended while we looked.
		}
	}
	return pids;
}

export function cpuSnapshot(pids: number[]): CpuSnapshot {
	let busy = 0;
	let total = 0;
	for (const { times } of os.cpus()) {
		const b = times.user + times.nice + times.sys + times.irq;
		busy += b;
		total += b + times.idle;
	}
	const self = process.cpuUsage();
	let watched: Map<number, number> | null = null;
	if (processMillis(process.pid) !== null) {
		watched = new Map();
		for (const pid of pids) {
			const ms = processMillis(pid);
			if (ms !== null) watched.set(pid, ms);
		}
	}
	return { busy, total, self: (self.user + self.system) / 1000, watched };
}

/**
 * Share (0–1) of all CPUs that other processes kept busy between two snapshots. A watched process
 * that ended between them counts as other (its last moments cannot be read).
 */
export function othersShare(a: CpuSnapshot, b: CpuSnapshot): number | null {
	if (a.watched === null || b.watched === null || b.total <= a.total) return null;
	let ours = b.self - a.self;
	for (const [pid, before] of a.watched) {
		const after = b.watched.get(pid);
		if (after !== undefined) ours += after - before;
	}
	const others = b.busy - a.busy - ours;
	return Math.min(1, Math.max(0, others / (b.total - a.total)));
}
