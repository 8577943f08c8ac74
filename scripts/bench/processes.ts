/**
 * Child servers of the benchmark: started with `node --import ./scripts/register.ts <script>`,
 * awaited until they answer, and stopped with SIGTERM (SIGKILL after a grace period).
 */
import { type ChildProcess, spawn } from 'node:child_process';

export interface Server {
	name: string;
	origin: string;
	child: ChildProcess;
	/** Last lines of its output, for error messages. */
	tail(): string;
}

const running = new Set<Server>();

/** Starts `script` (relative to `root`) with `env` added; its output is kept, not printed. */
export function startServer(
	name: string,
	root: string,
	script: string,
	port: number,
	env: Record<string, string>,
	nodeArgs: string[] = [],
): Server {
	const child = spawn(
		process.execPath,
		[...nodeArgs, '--import', './scripts/register.ts', script],
		{
			cwd: root,
			env: { ...process.env, ...env, PORT: String(port), HOST: 'localhost' },
			stdio: ['ignore', 'pipe', 'pipe'],
		},
	);
	let output = '';
	const keep = (chunk: Buffer) => {
		output = (output + chunk.toString()).slice(-4000);
	};
	child.stdout?.on('data', keep);
	child.stderr?.on('data', keep);
	const server = { name, origin: `http://localhost:${port}`, child, tail: () => output };
	running.add(server);
	child.on('exit', () => running.delete(server));
	return server;
}

/** Resolves once `path` answers 200; rejects when the child exits or `timeoutMs` passes. */
export async function waitUntilReady(
	server: Server,
	path: string,
	timeoutMs: number,
): Promise<void> {
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		if (server.child.exitCode !== null || server.child.signalCode !== null) {
			throw new Error(`${server.name} exited early:\n${server.tail()}`);
		}
		try {
			const res = await fetch(new URL(path, server.origin));
			await res.arrayBuffer();
			if (res.ok) return;
		} catch {
			// Not listening yet.
		}
		await new Promise((r) => setTimeout(r, 250));
	}
	throw new Error(
		`${server.name} did not answer ${path} within ${timeoutMs / 1000} s:\n${server.tail()}`,
	);
}

/** Sends SIGTERM and waits for the exit (SIGKILL after `graceMs`). */
export async function stopServer(server: Server, graceMs = 10_000): Promise<void> {
	const { child } = server;
	if (child.exitCode !== null || child.signalCode !== null) return;
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
	child.kill('SIGTERM');
	const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
	await exited;
	clearTimeout(timer);
}

/** Stops every server this process started and has not stopped yet. */
export async function stopAll(): Promise<void> {
	await Promise.all([...running].map((s) => stopServer(s)));
}
