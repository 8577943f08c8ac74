/** What the benchmark needs from its surroundings: a build, a quiet machine, the commit. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Runs `astro build` when there is no build (scripts/start.ts rebuilds stale ones itself). */
export function ensureBuilt(root: string): void {
	if (fs.existsSync(path.join(root, 'dist/server/entry.mjs'))) return;
	console.info('No build found: running astro build…');
	execFileSync(process.execPath, [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
		cwd: root,
		stdio: 'inherit',
		env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
	});
}

/** Share of all CPUs busy over one second (run it before the benchmark loads anything). */
export async function machineBusy(): Promise<number> {
	const sample = () =>
		os.cpus().reduce(
			(acc, c) => {
				const { idle, ...rest } = c.times;
				const busy = Object.values(rest).reduce((x, y) => x + y, 0);
				return { busy: acc.busy + busy, total: acc.total + busy + idle };
			},
			{ busy: 0, total: 0 },
		);
	const a = sample();
	await new Promise((r) => setTimeout(r, 1000));
	const b = sample();
	return b.total > a.total ? (b.busy - a.busy) / (b.total - a.total) : 0;
}

/** The short commit id, or null outside a git checkout. */
export function gitCommit(root: string): string | null {
	try {
		return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
	} catch {
		return null;
	}
}
