import type { Page } from '@playwright/test';
import { createBoardInUi } from '../helpers/boards.ts';
import { drawnPng } from '../helpers/drawn-picture.ts';
import { waitForIslands } from '../helpers/hydration.ts';
import { OWN_SERVER_SETUP_MS, type OwnServer, runOwnServer } from '../helpers/own-server.ts';
import { callResourceFromPage } from '../helpers/resource.ts';
import { signUp } from '../helpers/sign-up.ts';
import { test as base, expect } from '../helpers/test.ts';
import { whoAmI } from '../helpers/who-am-i.ts';

/**
 * BLD-22 across a restart, in a real browser: a pin scheduled in the builder about a minute
 * ahead survives `SIGTERM` and a new server process on the same data folder, and is published
 * exactly once at its time. The shared e2e server cannot be restarted by a test, so this spec
 * runs a server of its own (`../helpers/own-server.ts`: the build's `npm start` on a port of its
 * own and a copy of the e2e data folder) and points the browser's `baseURL` at it (so the
 * project's axe and CSP checks cover these pages too).
 */

const test = base.extend<{ server: OwnServer }>({
	server: [
		// Playwright reads a fixture's dependencies from this pattern: this one has none.
		// biome-ignore lint/correctness/noEmptyPattern: as above
		async ({}, use, testInfo) =>
			// The job engine looks for due jobs every 500 ms instead of every second.
			runOwnServer(testInfo, { JOBS_TEST_POLL_MS: '500' }, use),
		// The data folder's copy and the first start: a time of their own, before the test's.
		{ timeout: OWN_SERVER_SETUP_MS },
	],
	baseURL: async ({ server }, use) => {
		await use(server.origin);
	},
});

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
		.setInputFiles({ name: 'later.png', mimeType: 'image/png', buffer: await drawnPng(page, 40) });
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
