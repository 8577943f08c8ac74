/** `--cpu-prof` support: profiler flags for the servers and the summary printed afterwards. */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadWindow } from './measure-page.ts';
import { busyMillis, type Profile, summarize } from './summarize-profile.ts';

export type ServerKey = 'ours' | 'plain';

const profileDir = (root: string, name: ServerKey) =>
	path.join(root, 'bench-results/profiles', name);

/** Node flags that profile one server into an emptied folder. */
export function profileArgs(root: string, name: ServerKey): string[] {
	fs.rmSync(profileDir(root, name), { recursive: true, force: true });
	return ['--cpu-prof', `--cpu-prof-dir=${profileDir(root, name)}`];
}

function readProfile(root: string, name: ServerKey): Profile | null {
	const dir = profileDir(root, name);
	const file = fs.existsSync(dir) && fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
	if (!file) console.warn(`No profile was written in ${dir}`);
	return file ? (JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Profile) : null;
}

/**
 * After the servers stopped (profiles are written on exit): main-thread CPU per request of
 * both servers per run, then where our server's time went during the measured runs.
 */
export function printProfiles(root: string, windows: LoadWindow[]): void {
	const profiles = { ours: readProfile(root, 'ours'), plain: readProfile(root, 'plain') };
	console.info('\nMain-thread CPU per request (from the profiles):');
	for (const w of windows) {
		const profile = profiles[w.server];
		if (!profile || w.requests === 0) continue;
		const perRequest = busyMillis(profile, w.window) / w.requests;
		console.info(`  ${w.page.padEnd(4)} ${w.server.padEnd(5)} ${perRequest.toFixed(2)} ms`);
	}
	if (!profiles.ours) return;
	const dir = path.relative(root, profileDir(root, 'ours'));
	console.info(`\nOur server under measured load (${dir}):\n`);
	const spans = windows.filter((w) => w.server === 'ours').map((w) => w.window);
	console.info(summarize(profiles.ours, 12, spans));
}
