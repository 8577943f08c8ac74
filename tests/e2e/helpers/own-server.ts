import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import Database from 'better-sqlite3';
import { freePort, waitUntilReady } from '../../helpers/server-process.ts';

/**
 * A server of a spec's OWN, for what the shared e2e server cannot do: be restarted by a test, or
 * run with a test-only setting. It is `npm start` of the build (`npx astro build` must have run)
 * on a free port, on a private copy of the e2e data folder, under `NODE_ENV=test` (which is what
 * lets `JOBS_TEST_POLL_MS` and `FETCH_TEST_TARGETS` count; see `scripts/start.ts`). A spec points
 * the browser's `baseURL` at it, so the project's axe and CSP checks cover its pages too:
 *
 *     const test = base.extend<{ server: OwnServer }>({
 *       server: [async ({}, use, testInfo) => runOwnServer(testInfo, { … }, use), { timeout: OWN_SERVER_SETUP_MS }],
 *       baseURL: async ({ server }, use) => use(server.origin),
 *     });
 */

const SOURCE_DATA = process.env.E2E_DATA_DIR ?? '.e2e-data';

/** Time for copying the data folder and the first start on a busy 2-core machine. */
export const OWN_SERVER_SETUP_MS = 150_000;

/** Hard-links (or, across devices, copies) every file of `from` into `to`. */
function linkTree(from: string, to: string): void {
	fs.mkdirSync(to, { recursive: true });
	for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
		const a = path.join(from, entry.name);
		const b = path.join(to, entry.name);
		if (entry.isDirectory()) linkTree(a, b);
		else if (entry.isFile()) {
			try {
				fs.linkSync(a, b);
			} catch {
				fs.copyFileSync(a, b);
			}
		}
	}
}

/**
 * A private copy of the seeded e2e world: the database through SQLite's `VACUUM INTO` (a
 * consistent snapshot even while the shared e2e server writes to it), the media files
 * hard-linked (stored pictures are never rewritten in place; new uploads are new files).
 */
async function copyDataFolder(): Promise<string> {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'corkboard-own-e2e-'));
	const source = path.join(SOURCE_DATA, 'corkboard.db');
	if (fs.existsSync(source)) {
		const db = new Database(source, { readonly: true, fileMustExist: true });
		try {
			db.pragma('busy_timeout = 30000');
			db.prepare('VACUUM INTO ?').run(path.join(dir, 'corkboard.db'));
		} finally {
			db.close();
		}
		const media = path.join(SOURCE_DATA, 'media');
		if (fs.existsSync(media)) linkTree(media, path.join(dir, 'media'));
	}
	return dir;
}

export interface OwnServer {
	origin: string;
	/** Its private data folder (its mail is in `mail/`). */
	dataDir: string;
	/** Starts `npm start` (built) on the port and data folder; resolves once `/readyz` answers. */
	start(): Promise<void>;
	/** SIGTERM, then waits for the process to end; resolves with its exit code. */
	stop(): Promise<number | null>;
	output(): string;
}

/** The server on `port` and `dataDir`, with `env` added to the test settings (not started). */
function ownServer(port: number, dataDir: string, env: Record<string, string>): OwnServer {
	const origin = `http://localhost:${port}`;
	let child: ChildProcess | null = null;
	let exited: Promise<number | null> = Promise.resolve(null);
	let output = '';
	return {
		origin,
		dataDir,
		output: () => output,
		async start() {
			if (!fs.existsSync('dist/server/entry.mjs'))
				throw new Error('Run `npx astro build` before this test.');
			output += `\n--- start ${new Date().toISOString()} ---\n`;
			const proc = spawn(
				process.execPath,
				['--import', './scripts/register.ts', 'scripts/start.ts', '--no-build'],
				{
					env: {
						...process.env,
						PORT: String(port),
						HOST: 'localhost',
						PUBLIC_ORIGIN: origin,
						DATA_DIR: dataDir,
						SEED_ON_START: 'false',
						LOG_LEVEL: 'info',
						ASTRO_TELEMETRY_DISABLED: '1',
						TRUST_PROXY: 'true',
						// Test-only settings count only under NODE_ENV=test (scripts/start.ts).
						NODE_ENV: 'test',
						...env,
					},
					stdio: ['ignore', 'pipe', 'pipe'],
				},
			);
			child = proc;
			proc.stdout?.on('data', (d) => (output += d));
			proc.stderr?.on('data', (d) => (output += d));
			exited = new Promise((resolve) => proc.on('exit', (code) => resolve(code)));
			// Generous: a 2-core machine shared with other runs starts the server slowly.
			await waitUntilReady(proc, origin, () => output, 90_000, 200);
		},
		async stop() {
			const proc = child;
			child = null;
			if (!proc || proc.exitCode !== null || proc.signalCode !== null)
				return proc?.exitCode ?? null;
			proc.kill('SIGTERM');
			const timer = setTimeout(() => proc.kill('SIGKILL'), 30_000);
			try {
				return await exited;
			} finally {
				clearTimeout(timer);
			}
		},
	};
}

/**
 * The body of a spec's `server` fixture: copies the data folder, starts the server with `env`
 * (e.g. `JOBS_TEST_POLL_MS`, `FETCH_TEST_TARGETS`), hands it to the test, then stops it,
 * attaches its output when the test failed, and removes the copy.
 */
export async function runOwnServer(
	testInfo: TestInfo,
	env: Record<string, string>,
	use: (server: OwnServer) => Promise<void>,
): Promise<void> {
	const dataDir = await copyDataFolder();
	const server = ownServer(await freePort(), dataDir, env);
	try {
		await server.start();
		await use(server);
	} finally {
		await server.stop();
		if (testInfo.status !== testInfo.expectedStatus)
			await testInfo.attach('server output', { body: server.output() });
		fs.rmSync(dataDir, { recursive: true, force: true });
	}
}
