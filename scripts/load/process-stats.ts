/** Memory and CPU of a process on this machine, from `/proc/<pid>/status` and `/proc/<pid>/stat`. */
import fs from 'node:fs';

/** VmRSS of `pid` in bytes, or null when the process is gone (or there is no /proc). */
function residentBytes(pid: number): number | null {
	try {
		const status = fs.readFileSync(`/proc/${pid}/status`, 'latin1');
		const kb = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
		return kb ? Number(kb[1]) * 1024 : null;
	} catch {
		return null;
	}
}

/**
 * CPU seconds `pid` has used (user + system, all its threads), or null when it is gone. `/proc`
 * counts in USER_HZ ticks, which Linux fixes at 100 per second for user space.
 */
export function cpuSeconds(pid: number): number | null {
	try {
		const stat = fs.readFileSync(`/proc/${pid}/stat`, 'latin1');
		// Fields after the command name (in parentheses, which may hold spaces): state is the
		// first, utime the 12th, stime the 13th.
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
		return (Number(fields[11]) + Number(fields[12])) / 100;
	} catch {
		return null;
	}
}

/** Samples `pid`'s RSS every `everyMs` until stopped; `stop()` gives the samples (bytes). */
export function sampleResident(pid: number, everyMs = 1000): { stop(): number[] } {
	const samples: number[] = [];
	const take = () => {
		const rss = residentBytes(pid);
		if (rss !== null) samples.push(rss);
	};
	take();
	const timer = setInterval(take, everyMs);
	return {
		stop() {
			clearInterval(timer);
			take();
			return samples;
		},
	};
}
