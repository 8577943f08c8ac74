/**
 * `npm run lockfile:complete`: adds the platform packages of other systems (macOS, Windows,
 * Android, musl, WebAssembly builds) that `npm install` leaves out of package-lock.json when
 * the registry it talks to does not serve them. Without these entries `npm ci` refuses the lock
 * file ("Missing: … from lock file") even though it would never install them here.
 *
 * Each added entry names the version, marks it optional and states the os/cpu/libc read from
 * the package name, so npm skips it on every other platform. Run it after `npm install`
 * changes dependencies; it changes nothing when the lock file is already complete.
 */
import fs from 'node:fs';

type Entry = {
	version?: string;
	dev?: boolean;
	optional?: boolean;
	optionalDependencies?: Record<string, string>;
	os?: string[];
	cpu?: string[];
	libc?: string[];
};

const OS = [
	'darwin',
	'win32',
	'linux',
	'android',
	'freebsd',
	'openbsd',
	'netbsd',
	'sunos',
	'aix',
	'openharmony',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

/** os, cpu and libc from a platform package name such as `@scope/thing-linux-arm64-musl`. */
export function platformOf(name: string): Pick<Entry, 'os' | 'cpu' | 'libc'> | null {
	const parts = name.split('/').pop()!.split('-');
	const os = parts.find((p) => OS.includes(p));
	const cpu = parts.find((p) => CPU.includes(p));
	if (!cpu || (!os && cpu !== 'wasm32')) return null;
	const out: Pick<Entry, 'os' | 'cpu' | 'libc'> = { cpu: [cpu] };
	if (os) out.os = [os];
	if (parts.includes('musl')) out.libc = ['musl'];
	else if (parts.includes('gnu') && os === 'linux') out.libc = ['glibc'];
	return out;
}

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8')) as { packages: Record<string, Entry> };
const added: string[] = [];
const skipped: string[] = [];

for (const [path, entry] of Object.entries(lock.packages)) {
	for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
		const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
		if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
		const platform = platformOf(name);
		if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) {
			skipped.push(`${name}@${spec}`);
			continue;
		}
		const stub: Entry = { version: spec, optional: true, ...platform };
		if (entry.dev) stub.dev = true;
		lock.packages[`node_modules/${name}`] = stub;
		added.push(`${name}@${spec}`);
	}
}

if (added.length > 0) {
	lock.packages = Object.fromEntries(
		Object.entries(lock.packages).sort(([a], [b]) =>
			a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
		),
	);
	fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}
console.info(
	`Added ${added.length} platform entries${added.length ? `: ${added.join(', ')}` : ''}.`,
);
if (skipped.length > 0) console.warn(`Could not place: ${skipped.join(', ')}`);
