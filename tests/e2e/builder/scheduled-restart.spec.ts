import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { createBoardInUi } from '../helpers/boards.ts';
import { waitForIslands } from '../helpers/hydration.ts';
import { callResourceFromPage } from '../helpers/resource.ts';
import { signUp } from '../helpers/sign-up.ts';
import { test as base, expect } from '../helpers/test.ts';
import { whoAmI } from '../helpers/who-am-i.ts';

/**
 * BLD-22 across a restart, in a real browser: a pin scheduled in the builder about a minute
 * ahead survives `SIGTERM` and a new server process on the same data folder, and is published
 * exactly once at its time. The shared e2e server cannot be restarted by a test, so this spec
 * runs its OWN `npm start` child (the build must exist: `npx astro build`) on a port of its own
 * and a copy of the e2e data folder (a consistent SQLite snapshot; media hard-linked), and points
 * the browser's `baseURL` at it (so the project's axe and CSP checks cover these pages too).
 */

const SOURCE_DATA = process.env.E2E_DATA_DIR ?? '.e2e-data';

/** A free TCP port on localhost; the restarted server binds the same one. */
async function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const srv = net.createServer();
		srv.listen(0, '127.0.0.1', () => {
			const { port } = srv.address() as net.AddressInfo;
			srv.close(() => resolve(port));
		});
		srv.on('error', reject);
	});
}

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
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'corkboard-sched-e2e-'));
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

interface OwnServer {
	origin: string;
	/** Starts `npm start` (built) on the port and data folder; resolves once `/readyz` answers. */
	start(): Promise<void>;
	/** SIGTERM, then waits for the process to end; resolves with its exit code. */
	stop(): Promise<number | null>;
	output(): string;
}

function ownServer(port: number, dataDir: string): OwnServer {
	const origin = `http://localhost:${port}`;
	let child: ChildProcess | null = null;
	let exited: Promise<number | null> = Promise.resolve(null);
	let output = '';
	return {
		origin,
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
						// The job engine looks for due jobs every 500 ms instead of every second
						// (honoured only under NODE_ENV=test; see scripts/start.ts).
						NODE_ENV: 'test',
						JOBS_TEST_POLL_MS: '500',
					},
					stdio: ['ignore', 'pipe', 'pipe'],
				},
			);
			child = proc;
			proc.stdout?.on('data', (d) => (output += d));
			proc.stderr?.on('data', (d) => (output += d));
			exited = new Promise((resolve) => proc.on('exit', (code) => resolve(code)));
			// Generous: a 2-core machine shared with other runs starts the server slowly.
			const deadline = Date.now() + 90_000;
			for (;;) {
				if (proc.exitCode !== null) throw new Error(`server exited early:\n${output}`);
				try {
					if ((await fetch(`${origin}/readyz`)).ok) return;
				} catch {
					// not listening yet
				}
				if (Date.now() > deadline) throw new Error(`server did not become ready:\n${output}`);
				await new Promise((r) => setTimeout(r, 200));
			}
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

const test = base.extend<{ server: OwnServer }>({
	// Playwright reads a fixture's dependencies from this pattern: this one has none.
	// biome-ignore lint/correctness/noEmptyPattern: as above
	server: async ({}, use, testInfo) => {
		const dataDir = await copyDataFolder();
		const server = ownServer(await freePort(), dataDir);
		await server.start();
		try {
			await use(server);
		} finally {
			await server.stop();
			if (testInfo.status !== testInfo.expectedStatus)
				await testInfo.attach('server output', { body: server.output() });
			fs.rmSync(dataDir, { recursive: true, force: true });
		}
	},
	baseURL: async ({ server }, use) => {
		await use(server.origin);
	},
});

// Slow from the start: the data folder's copy and the first server start run as a fixture, before
// the test body lengthens its own time (below).
test.slow(true, 'a real minute passes, and the server starts twice');

/** A PNG of the given hue, drawn in the page. */
async function png(page: Page, hue: number): Promise<Buffer> {
	const b64 = await page.evaluate((h) => {
		const canvas = document.createElement('canvas');
		canvas.width = 300;
		canvas.height = 400;
		const ctx = canvas.getContext('2d')!;
		ctx.fillStyle = `hsl(${h} 60% 45%)`;
		ctx.fillRect(0, 0, 300, 400);
		ctx.fillStyle = '#fff';
		ctx.fillRect(50, 50, 200, 150);
		return canvas.toDataURL('image/png').split(',')[1]!;
	}, hue);
	return Buffer.from(b64, 'base64');
}

/** The first whole minute at least `leadMs` from now, as the page's local date and time. */
async function minuteAhead(page: Page, leadMs: number) {
	return page.evaluate((lead) => {
		const at = new Date(Date.now() + lead);
		if (at.getSeconds() !== 0 || at.getMilliseconds() !== 0) {
			at.setSeconds(0, 0);
			at.setMinutes(at.getMinutes() + 1);
		}
		const pad = (n: number) => String(n).padStart(2, '0');
		return {
			iso: at.toISOString(),
			date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
			time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
		};
	}, leadMs);
}

test('BLD-22 BLD-20: a pin scheduled a minute ahead in the builder survives a server restart and is published exactly once', async ({
	page,
	server,
}) => {
	// A real minute passes, plus a restart and the checks on a busy machine.
	test.setTimeout(300_000);

	await signUp(page, 'sched-restart');
	const me = await whoAmI(page);
	const boardName = `Later board ${Date.now() % 100000}`;
	const board = await createBoardInUi(page, { name: boardName });

	// The builder: one picture, a title, the board, "Publish at a later date".
	await page.goto('/pin-creation-tool/');
	await waitForIslands(page);
	await expect(page.getByRole('heading', { level: 1, name: 'Create Pin' })).toBeVisible();
	await page
		.getByTestId('file-input')
		.setInputFiles({ name: 'later.png', mimeType: 'image/png', buffer: await png(page, 40) });
	const titleField = page.getByRole('textbox', { name: 'Title', exact: true });
	await expect(titleField).toBeEnabled({ timeout: 30_000 });
	const title = `Scheduled across a restart ${Date.now()}`;
	await titleField.fill(title);
	await page.getByRole('button', { name: /^Board/ }).click();
	const dialog = page.getByRole('dialog', { name: 'Choose a board' });
	await expect(dialog).toHaveAttribute('aria-busy', 'false');
	await dialog
		.getByRole('region', { name: 'All boards' })
		.getByRole('button', { name: new RegExp(boardName) })
		.first()
		.click();
	await expect(dialog).toBeHidden();
	await expect(page.getByRole('button', { name: `Board ${boardName}` })).toBeVisible();

	await page.getByRole('radio', { name: 'Publish at a later date' }).check();
	// The time field takes whole minutes: the first one at least 50 s away leaves time for the
	// checks and the restart before it comes, and comes at most 110 s from now.
	const due = await minuteAhead(page, 50_000);
	const form = page.getByRole('form', { name: 'Pin details' });
	await form.getByLabel('Date', { exact: true }).fill(due.date);
	await form.getByLabel(/^Time/).fill(due.time);
	await expect(form.getByText('Saved', { exact: true })).toBeVisible({ timeout: 15_000 });
	await form.getByRole('button', { name: 'Schedule', exact: true }).click();
	await expect(page.getByText(/^Your Pin is scheduled for /)).toBeVisible({ timeout: 20_000 });
	// BLD-20: it stays in the drafts list, marked, and its form offers Unschedule instead.
	await expect(
		page.getByRole('complementary', { name: /Drafts/ }).getByText(/^Scheduled for /),
	).toBeVisible();
	await expect(form.getByRole('button', { name: 'Unschedule' })).toBeVisible();

	// Listed as scheduled, counted once; no pin yet.
	const scheduled = await callResourceFromPage(page, 'ScheduledPinsResource', 'get', {});
	expect(scheduled.httpStatus).toBe(200);
	expect(scheduled.response.data.scheduled_pin_count).toBe(1);
	expect(scheduled.response.data.scheduled_pins).toHaveLength(1);
	const [entry] = scheduled.response.data.scheduled_pins as {
		id: string;
		title: string;
		scheduled_ts: string;
	}[];
	expect(entry!.title).toBe(title);
	expect(new Date(entry!.scheduled_ts).toISOString()).toBe(due.iso);
	const dueAt = Date.parse(due.iso);

	const boardPins = async () =>
		page.evaluate(async (id) => {
			const res = await fetch(`/v3/boards/${id}/?fields=board.pin_count`);
			return (await res.json()).resource_response.data.pin_count as number;
		}, board.id);
	expect(await boardPins()).toBe(0);

	// Stop the server before the time comes, and start a new process on the same data folder.
	expect(
		Date.now(),
		'the server must stop before the due time (the machine was too slow for this run)',
	).toBeLessThan(dueAt - 3_000);
	expect(await server.stop()).toBe(0);
	const stoppedAt = Date.now();
	expect(stoppedAt, 'stopped before the due time').toBeLessThan(dueAt);
	await server.start();

	// Still waiting after the restart (unless the new server came up after the due time).
	if (Date.now() < dueAt - 2_000) {
		const waiting = await callResourceFromPage(page, 'ScheduledPinsResource', 'get', {});
		expect(waiting.response.data.scheduled_pin_count).toBe(1);
	}

	// Past the due time: the new process publishes it, once.
	await page.waitForTimeout(Math.max(0, dueAt - Date.now()));
	await expect.poll(boardPins, { timeout: 60_000, intervals: [500, 1_000, 2_000] }).toBe(1);
	// Give a (wrong) second delivery time to show up before counting again.
	await page.waitForTimeout(3_000);
	expect(await boardPins()).toBe(1);

	const after = await callResourceFromPage(page, 'ScheduledPinsResource', 'get', {});
	expect(after.response.data.scheduled_pins).toEqual([]);
	expect(after.response.data.scheduled_pin_count).toBe(0);
	const drafts = await callResourceFromPage(page, 'PinDraftsResource', 'get', {});
	expect(drafts.httpStatus).toBe(200);
	expect((drafts.response.data as { id: string }[]).map((d) => d.id)).not.toContain(entry!.id);
	const counts = await page.evaluate(async (id) => {
		const res = await fetch(`/v3/users/${id}/?fields=user.pin_count`);
		return (await res.json()).resource_response.data as { pin_count: number };
	}, me.id);
	expect(counts.pin_count).toBe(1);

	// The board page shows it once, and its closeup is the scheduled pin.
	await page.goto(board.path);
	await expect(page.getByRole('heading', { level: 1, name: boardName })).toBeVisible();
	const cards = page.locator('a.pin-card[data-pin-id]');
	await expect(cards).toHaveCount(1);
	const pinId = await cards.first().getAttribute('data-pin-id');
	await page.goto(`/pin/${pinId}/`);
	await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
