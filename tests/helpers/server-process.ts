import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface ServerProcess {
	url: string;
	port: number;
	child: ChildProcess;
	/** Everything the server wrote to stdout and stderr so far. */
	output(): string;
	/** Resolves with the exit code once the process has ended. */
	exited: Promise<number | null>;
}

/** A free TCP port on localhost. */
export async function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const srv = net.createServer();
		srv.listen(0, '127.0.0.1', () => {
			const { port } = srv.address() as net.AddressInfo;
			srv.close(() => resolve(port));
		});
		srv.on('error', reject);
	});
}

/**
 * Starts the built server (`scripts/start.ts --no-build`) on a free port against the given
 * database environment, and waits until `/readyz` answers. Needs `npm run build` first. Unless
 * `env` names a DATA_DIR, the server gets a temp one, removed when it exits. `PUBLIC_ORIGIN:
 * 'self'` sets it to the server's own address (the port is chosen here).
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
	if (!fs.existsSync('dist/server/entry.mjs'))
		throw new Error('Run `npm run build` before these tests.');
	const port = await freePort();
	const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'corkboard-server-'));
	let output = '';
	const child = spawn(
		process.execPath,
		['--import', './scripts/register.ts', 'scripts/start.ts', '--no-build'],
		{
			env: {
				...process.env,
				PORT: String(port),
				HOST: '127.0.0.1',
				DATA_DIR: dataDir,
				SEED_ON_START: 'false',
				LOG_LEVEL: 'info',
				...env,
				...(env.PUBLIC_ORIGIN === 'self' ? { PUBLIC_ORIGIN: `http://127.0.0.1:${port}` } : {}),
			},
			stdio: ['ignore', 'pipe', 'pipe'],
		},
	);
	child.stdout?.on('data', (d) => (output += d));
	child.stderr?.on('data', (d) => (output += d));
	const exited = new Promise<number | null>((resolve) =>
		child.on('exit', (code) => {
			if (!env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
			resolve(code);
		}),
	);
	const url = `http://127.0.0.1:${port}`;
	await waitUntilReady(child, url, () => output, 30_000);
	return { url, port, child, output: () => output, exited };
}

/**
 * Waits until the server `child` answers `GET {origin}/readyz`; throws with its output when it
 * exits first or is not ready within `timeoutMs`.
 */
export async function waitUntilReady(
	child: ChildProcess,
	origin: string,
	output: () => string,
	timeoutMs: number,
	stepMs = 100,
): Promise<void> {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
		try {
			if ((await fetch(`${origin}/readyz`)).ok) return;
		} catch {
			// not listening yet
		}
		if (Date.now() > deadline) throw new Error(`server did not become ready:\n${output()}`);
		await new Promise((r) => setTimeout(r, stepMs));
	}
}

/** Sends `signal` to a server that is still running and waits for its exit (for cleanups). */
export async function stopServer(
	server: ServerProcess | undefined,
	signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
	if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
	server.child.kill(signal);
	await server.exited;
}
