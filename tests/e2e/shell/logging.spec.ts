import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import Database from 'better-sqlite3';
import { logInAsDemo, pinIdsOnPage } from '../helpers/demo.ts';
import { waitForIslands } from '../helpers/hydration.ts';
import { withOtherSite } from '../helpers/other-site.ts';
import { expect, test } from '../helpers/test.ts';

/**
 * Event logging, experiments and the spam fingerprint in a real browser against the real server
 * (LOG-01..09, AUTH-20, STA-10): what the page sends, and that it lands in the database (read
 * from the e2e server's SQLite file).
 */

const CONTEXT_LOG = '/resource/ContextLogResource/create/';
const ACTIVATE = '/resource/ActivateExperimentResource/create/';
const EXPERIMENT = 'closeup_more_ideas_subtitle';

interface SentEvent {
	event_type: string;
	view_type?: string;
	object_id_str?: string;
	clientUUID: string;
	time: number;
}

const eventsOf = (r: Request): SentEvent[] => r.postDataJSON()?.data?.options?.events ?? [];
const isLog = (r: Request) => r.method() === 'POST' && r.url().endsWith(CONTEXT_LOG);

/** Rows of the e2e server's database (SQLite), read after the server has answered. */
async function rowsWhere<T>(sql: string, ...params: unknown[]): Promise<T[]> {
	const file = path.join(process.env.E2E_DATA_DIR ?? '.e2e-data', 'corkboard.db');
	const db = new Database(file, { readonly: true, timeout: 5000 });
	try {
		return db.prepare(sql).all(...params) as T[];
	} finally {
		db.close();
	}
}

async function visitorIdOf(page: Page): Promise<string> {
	const cookie = (await page.context().cookies()).find((c) => c.name === '_cb_vid');
	expect(cookie?.httpOnly).toBe(true);
	return cookie!.value;
}

async function firstPinId(page: Page): Promise<string> {
	await page.goto('/');
	const [id] = await pinIdsOnPage(page);
	return id!;
}

test.describe('event logging (LOG-01..06)', () => {
	test('a closeup view is logged 300 ms after load and stored once with the visitor id', async ({
		page,
	}) => {
		const id = await firstPinId(page);
		const logged = page.waitForRequest(
			(r) => isLog(r) && eventsOf(r).some((e) => e.object_id_str === id),
		);
		await page.goto(`/pin/${id}/`);
		const request = await logged;
		const sentAt = Date.now();
		const event = eventsOf(request).find((e) => e.object_id_str === id)!;
		expect(event).toMatchObject({ event_type: 'navigation', view_type: 'closeup' });
		expect(event.clientUUID).toMatch(
			/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
		);
		// LOG-04: a navigation goes out after 300 ms, not after the 10 s default.
		expect(sentAt - event.time).toBeGreaterThanOrEqual(250);
		expect(sentAt - event.time).toBeLessThan(5_000);
		expect((await request.response())?.status()).toBe(200);

		const visitor = await visitorIdOf(page);
		const rows = await rowsWhere<{ event_type: string; view_type: string; visitor_id: string }>(
			'select event_type, view_type, visitor_id from context_log_events where client_uuid = ?',
			event.clientUUID,
		);
		expect(rows).toEqual([{ event_type: 'navigation', view_type: 'closeup', visitor_id: visitor }]);
	});

	test('a search is logged with its query and scope', async ({ page }) => {
		const logged = page.waitForRequest(
			(r) => isLog(r) && eventsOf(r).some((e) => e.view_type === 'search'),
		);
		await page.goto('/search/pins/?q=scarf');
		const event = eventsOf(await logged).find((e) => e.view_type === 'search');
		expect(event).toMatchObject({
			event_type: 'navigation',
			view_parameter: 'pins',
			aux_data: { query: 'scarf' },
		});
	});

	test('LOG-03: a failed send is retried (1 s later) and its events are stored once', async ({
		page,
	}) => {
		const id = await firstPinId(page);
		const attempts: { at: number; uuids: string[] }[] = [];
		await page.route(`**${CONTEXT_LOG}`, async (route) => {
			attempts.push({ at: Date.now(), uuids: eventsOf(route.request()).map((e) => e.clientUUID) });
			// The first try fails without an envelope (a proxy's error page): no error code.
			if (attempts.length === 1) await route.fulfill({ status: 503, body: 'Service Unavailable' });
			else await route.continue();
		});
		const retried = page.waitForResponse(
			(r) => r.url().endsWith(CONTEXT_LOG) && r.status() === 200,
		);
		await page.goto(`/pin/${id}/`);
		await retried;
		expect(attempts.length).toBeGreaterThanOrEqual(2);
		const [first, second] = attempts as [(typeof attempts)[0], (typeof attempts)[0]];
		expect(second.uuids).toEqual(first.uuids);
		expect(second.at - first.at).toBeGreaterThanOrEqual(900);
		const stored = await rowsWhere<{ client_uuid: string }>(
			`select client_uuid from context_log_events where client_uuid in (${first.uuids.map(() => '?').join(',')})`,
			...first.uuids,
		);
		expect(stored.map((r) => r.client_uuid).sort()).toEqual([...first.uuids].sort());
	});

	test('LOG-13: ?social_debug shows logged events in the console; utm_source is recorded', async ({
		page,
	}) => {
		const shown: string[] = [];
		page.on('console', (m) => {
			if (m.type() === 'info' && m.text().startsWith('[event]')) shown.push(m.text());
		});
		const visit = page.waitForRequest(
			(r) => isLog(r) && eventsOf(r).some((e) => e.event_type === 'visit'),
			{
				timeout: 15_000,
			},
		);
		const id = await firstPinId(page);
		await page.goto(`/pin/${id}/?social_debug&utm_source=newsletter`);
		await expect.poll(() => shown.length).toBeGreaterThan(0);
		const request = await visit;
		expect(eventsOf(request).find((e) => e.event_type === 'visit')).toMatchObject({
			aux_data: { utm_source: 'newsletter' },
		});
	});
});

test.describe('logout (AUTH-12)', () => {
	test('a logout logs its event and sends pending events before the session ends', async ({
		page,
	}) => {
		await logInAsDemo(page);
		const userId = await page.locator('[data-session-keeper]').getAttribute('data-user-id');
		await waitForIslands(page);
		const order: string[] = [];
		let logoutEvent: SentEvent | undefined;
		page.on('request', (r) => {
			if (isLog(r)) {
				const found = eventsOf(r).find((e) => e.event_type === 'logout');
				if (found) {
					logoutEvent = found;
					order.push('events');
				}
			}
			if (r.url().includes('/resource/UserSessionResource/delete/')) order.push('logout');
		});
		await page.getByRole('button', { name: 'Accounts and more options' }).click();
		await page.getByRole('button', { name: 'Log out' }).click();
		await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
		expect(order).toEqual(['events', 'logout']);
		expect(
			await rowsWhere(
				'select cast(user_id as text) as user_id from context_log_events where client_uuid = ?',
				logoutEvent!.clientUUID,
			),
		).toEqual([{ user_id: userId }]);
	});
});

test.describe('experiments (LOG-07..09)', () => {
	test('the closeup sends one activation for its experiment, in its group', async ({ page }) => {
		test.setTimeout(60_000);
		const id = await firstPinId(page);
		// Pages never make the visitor cookie (they stay cacheable), so a brand-new visitor's first
		// pin page renders the control; their first call (here the state endpoint) makes it. The home
		// page's own calls may already have made it, so the visitor starts again without cookies.
		await page.context().clearCookies();
		await page.goto(`/pin/${id}/`);
		await expect(page.locator('[data-experiment]')).toHaveCount(0);
		await page.evaluate((path) => fetch(`/_/_/state?source_url=${path}`), `/pin/${id}/`);
		const activations: Request[] = [];
		page.on('request', (r) => {
			if (r.method() === 'POST' && r.url().endsWith(ACTIVATE)) activations.push(r);
		});
		const activated = page.waitForResponse((r) => r.url().endsWith(ACTIVATE), { timeout: 10_000 });
		await page.goto(`/pin/${id}/`);
		const section = page.locator(`section[data-experiment="${EXPERIMENT}"]`);
		const group = (await section.getAttribute('data-experiment-group'))!;
		expect(group).toMatch(/^(control|enabled_subtitle)$/);
		// LOG-08: `enabled…` groups see the variant.
		await expect(section.getByText('Picked from boards that saved this Pin')).toHaveCount(
			group.startsWith('enabled') ? 1 : 0,
		);
		// Checking the same experiment again (an island would) sends nothing more.
		await page.evaluate(
			({ name, group }) => {
				for (let i = 0; i < 3; i++) {
					dispatchEvent(new CustomEvent('corkboard:experiment', { detail: { name, group } }));
				}
			},
			{ name: EXPERIMENT, group },
		);
		const response = await activated;
		expect(response.request().postDataJSON().data.options).toEqual({
			experiments: [{ experiment_name: EXPERIMENT, experiment_group: group }],
		});
		expect(response.status()).toBe(200);
		// Stored once for this visitor (read from the database: the page never reads the answer's
		// body, and then Chromium does not keep it for Playwright).
		const visitor = await visitorIdOf(page);
		expect(
			await rowsWhere(
				'select experiment_group from experiment_activations where subject_key = ?',
				`visitor:${visitor}`,
			),
		).toEqual([{ experiment_group: group }]);
		await page.waitForTimeout(6_000);
		expect(activations).toHaveLength(1);

		// The same visitor keeps the group on the next visit.
		await page.reload();
		await expect(section).toHaveAttribute('data-experiment-group', group);
	});

	test('LOG-09: ?disable_experiments renders the control and activates nothing', async ({
		page,
	}) => {
		const id = await firstPinId(page);
		const activations: Request[] = [];
		page.on('request', (r) => {
			if (r.url().endsWith(ACTIVATE)) activations.push(r);
		});
		await page.goto(`/pin/${id}/?disable_experiments`);
		await expect(page.getByRole('heading', { name: 'More like this' })).toBeVisible();
		await expect(page.locator('[data-experiment]')).toHaveCount(0);
		await expect(page.getByText('Picked from boards that saved this Pin')).toHaveCount(0);
		await page.waitForTimeout(5_500);
		expect(activations).toHaveLength(0);
	});
});

test.describe('spam fingerprint and fresh state (AUTH-20, STA-10)', () => {
	test('the fingerprint is sent about 300 ms after load, once per tab', async ({ page }) => {
		const sent: Request[] = [];
		page.on('request', (r) => {
			if (r.method() === 'POST' && r.url().endsWith('/v3/spam/fingerprints/')) sent.push(r);
		});
		const first = page.waitForResponse((r) => r.url().endsWith('/v3/spam/fingerprints/'));
		const loaded = Date.now();
		await page.goto('/');
		const response = await first;
		expect(Date.now() - loaded).toBeGreaterThanOrEqual(300);
		expect(response.status()).toBe(200);
		const { fingerprint } = response.request().postDataJSON();
		expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
		const visitor = await visitorIdOf(page);
		expect(
			await rowsWhere(
				'select fingerprint, user_id from spam_fingerprints where subject_key = ?',
				`visitor:${visitor}`,
			),
		).toEqual([{ fingerprint, user_id: null }]);

		await page.getByRole('link', { name: /Corkboard home/ }).click();
		await page.waitForLoadState('load');
		await page.waitForTimeout(1_000);
		expect(sent).toHaveLength(1);
	});

	test('a page shown again from the back-forward cache reloads when the account changed', async ({
		page,
	}) => {
		await page.goto('/');
		await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
		// Meanwhile the same browser signs in in another tab.
		const other = await page.context().newPage();
		await logInAsDemo(other);
		await other.close();
		// Playwright's Chromium runs without the back-forward cache, so the restore is simulated.
		const state = page.waitForResponse((r) => r.url().includes('/_/_/state?source_url=%2F'));
		const reloaded = page.waitForEvent('load');
		await page.evaluate(() =>
			dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })),
		);
		expect((await state).status()).toBe(200);
		await reloaded;
		await expect(page.getByRole('button', { name: 'Accounts and more options' })).toBeVisible();
	});

	test('the fresh state answers pages of this site only', async ({ page, baseURL }) => {
		await page.goto('/');
		const state = await page.evaluate(async () => {
			const res = await fetch('/_/_/state?source_url=%2F');
			return {
				status: res.status,
				cache: res.headers.get('cache-control'),
				body: await res.json(),
			};
		});
		expect(state.status).toBe(200);
		expect(state.cache).toBe('private, no-store');
		expect(state.body.resource_response.data.viewer).toMatchObject({
			login_state: 0,
			user_id: null,
		});
		expect(Object.keys(state.body.resource_response.data.experiment_groups)).toContain(EXPERIMENT);

		// From a page of another site the server refuses. That site is the test's own: our pages'
		// Content Security Policy would not let them fetch another origin at all.
		const elsewhere = '<!doctype html><html lang="en"><title>Elsewhere</title></html>';
		await withOtherSite(elsewhere, async (origin) => {
			await page.goto(`${origin}/`);
			const refused = page.waitForResponse((r) => r.url().includes('/_/_/state'));
			await page.evaluate(async (url) => {
				await fetch(url, { mode: 'no-cors', credentials: 'include' }).catch(() => {});
			}, `${baseURL}/_/_/state?source_url=%2F`);
			expect((await refused).status()).toBe(403);
		});
	});
});
