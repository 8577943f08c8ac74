/**
 * Summarizes a V8 `.cpuprofile` (from `node --cpu-prof`): where the samples fall by package or
 * file, and the functions with the most self and inclusive time.
 * Run: `node --import ./scripts/register.ts scripts/bench/summarize-profile.ts FILE [TOP]`.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
	id: number;
	callFrame: { functionName: string; url: string; lineNumber: number };
	children?: number[];
}

export interface Profile {
	nodes: ProfileNode[];
	samples: number[];
	/** Microseconds on the monotonic clock (the one `process.hrtime` reads). */
	startTime: number;
	timeDeltas: number[];
}

/** A span of the monotonic clock in microseconds, `[from, to]`. */
export type Window = [number, number];

/** Now on the monotonic clock in microseconds, comparable with profile timestamps. */
export const monotonicMicros = (): number => Number(process.hrtime.bigint() / 1000n);

/** A short bucket for a script URL: an npm package, a build chunk, a source file, or V8/Node. */
function bucketOf(url: string): string {
	if (!url) return '(V8/native)';
	if (url.startsWith('node:')) return 'node internals';
	const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
	if (pkg) return pkg[1]!;
	const chunk = /dist\/server\/(.+)$/.exec(url);
	if (chunk) return `dist/server/${chunk[1]}`;
	const src = /\/(src|scripts)\/(.+)$/.exec(url);
	return src ? `${src[1]}/${src[2]}` : path.basename(url);
}

/** Milliseconds the main thread was busy (not idle) inside `window`. */
export function busyMillis(profile: Profile, window: Window): number {
	const idle = new Set(
		profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id),
	);
	let at = profile.startTime;
	let busy = 0;
	for (let i = 0; i < profile.samples.length; i++) {
		const delta = profile.timeDeltas[i] ?? 0;
		at += delta;
		if (at >= window[0] && at <= window[1] && !idle.has(profile.samples[i]!)) busy += delta;
	}
	return busy / 1000;
}

const label = (n: ProfileNode) =>
	`${n.callFrame.functionName || '(anonymous)'} ${bucketOf(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;

/**
 * Self and inclusive sample shares per function and per bucket, idle time left out; only
 * samples inside `windows` count when windows are given (e.g. the measured load runs).
 */
export function summarize(profile: Profile, top = 15, windows: Window[] = []): string {
	const byId = new Map(profile.nodes.map((n) => [n.id, n]));
	const parent = new Map<number, number>();
	for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
	const self = new Map<string, number>();
	const inclusive = new Map<string, number>();
	const buckets = new Map<string, number>();
	let total = 0;
	let at = profile.startTime;
	for (let i = 0; i < profile.samples.length; i++) {
		at += profile.timeDeltas[i] ?? 0;
		if (windows.length > 0 && !windows.some(([from, to]) => at >= from && at <= to)) continue;
		const id = profile.samples[i]!;
		const leaf = byId.get(id)!;
		if (leaf.callFrame.functionName === '(idle)') continue;
		total++;
		self.set(label(leaf), (self.get(label(leaf)) ?? 0) + 1);
		const bucket = leaf.callFrame.url ? bucketOf(leaf.callFrame.url) : leaf.callFrame.functionName;
		buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
		const seen = new Set<string>();
		for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
			const key = label(byId.get(n)!);
			if (!seen.has(key)) inclusive.set(key, (inclusive.get(key) ?? 0) + 1);
			seen.add(key);
		}
	}
	const list = (title: string, m: Map<string, number>) =>
		`${title}\n${[...m]
			.sort((a, b) => b[1] - a[1])
			.slice(0, top)
			.map(([k, v]) => `  ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`)
			.join('\n')}`;
	return [
		`${total} busy samples`,
		list('Self time by package/file:', buckets),
		list('Self time by function:', self),
		list('Inclusive time by function:', inclusive),
	].join('\n\n');
}

if (import.meta.main) {
	const [file, top] = process.argv.slice(2);
	if (!file) throw new Error('Usage: summarize-profile.ts FILE.cpuprofile [TOP]');
	const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
	console.info(summarize(profile, top ? Number(top) : 15));
}
