import type { Browser, BrowserContext, Page } from '@playwright/test';
import { type PushReceiver, startPushReceiver } from '../../helpers/push-receiver.ts';
import { watchCspViolations } from '../helpers/csp-violations.ts';
import { logInAsDemo } from '../helpers/demo.ts';
import { expectAccessible } from '../helpers/expect-accessible.ts';
import { OWN_SERVER_SETUP_MS, type OwnServer, runOwnServer } from '../helpers/own-server.ts';
import { expect, test } from '../helpers/test.ts';

/**
 * NTF-08, NTF-10: the web push upsell in Chromium, on a server of its own (the shared e2e server
 * runs with WEB_PUSH_UPSELL off, so the prompt never sits over other tests' pages).
 *
 * Headless Chromium has no push service: `pushManager.subscribe` answers "Registration failed -
 * permission denied" even with the permission granted (checked on this machine). So:
 * - one browser runs the real `subscribe`, and the test checks the upsell handles its failure
 *   (the `web_push_failure` metric with its step, a message in the prompt);
 * - one browser stands in a push service at `subscribe` only: the init script makes it answer a
 *   subscription whose endpoint and keys are the test's local push receiver's (a P-256 key pair
 *   and auth secret made as a browser makes them); everything else is real: the service worker
 *   registration, `GET /getWebPushKey`, the `PUT /v3/users/devices/web/{id}/` and its storing.
 *   The server's delivery to such a subscription, decrypted by the same receiver, is covered by
 *   `tests/integration/push/`.
 */

/** Records the events the page reports (`corkboard:event`) in `window.__events`. */
const RECORD_EVENTS = () => {
	const w = window as unknown as { __events: string[] };
	w.__events = [];
	addEventListener('corkboard:event', (e) => {
		w.__events.push((e as CustomEvent<{ name: string }>).detail.name);
	});
};

const events = (page: Page) =>
	page.evaluate(() => (window as unknown as { __events: string[] }).__events);

const prompt = (page: Page) => page.getByRole('dialog', { name: 'Turn on notifications?' });

const withServer = test.extend<{ receiver: PushReceiver; server: OwnServer }>({
	// biome-ignore lint/correctness/noEmptyPattern: Playwright reads dependencies from this pattern
	receiver: async ({}, use) => {
		const receiver = await startPushReceiver();
		try {
			await use(receiver);
		} finally {
			await receiver.close();
		}
	},
	server: [
		async ({ receiver }, use, testInfo) =>
			runOwnServer(testInfo, { FETCH_TEST_TARGETS: `127.0.0.1:${receiver.port}` }, use),
		{ timeout: OWN_SERVER_SETUP_MS },
	],
	baseURL: async ({ server }, use) => {
		await use(server.origin);
	},
});

async function browserOf(
	browser: Browser,
	origin: string,
	violations: string[][],
	setup: (context: BrowserContext) => Promise<void>,
): Promise<{ context: BrowserContext; page: Page }> {
	const context = await browser.newContext({ baseURL: origin });
	violations.push(watchCspViolations(context));
	await context.addInitScript(RECORD_EVENTS);
	await setup(context);
	const page = await context.newPage();
	await logInAsDemo(page);
	return { context, page };
}

withServer.describe('the web push upsell', () => {
	withServer.describe.configure({ timeout: 240_000 });

	withServer(
		'allow, deny, not now, and the real subscribe failing headless',
		async ({ browser, server, receiver }) => {
			const violations: string[][] = [];
			const contexts: BrowserContext[] = [];
			try {
				// 1. Allow, with the receiver standing in the push service at `subscribe`.
				const sub = receiver.subscription('demo-browser');
				const allowing = await browserOf(browser, server.origin, violations, async (context) => {
					await context.addInitScript((s) => {
						PushManager.prototype.subscribe = async () =>
							({
								endpoint: s.endpoint,
								toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: s.keys }),
							}) as unknown as PushSubscription;
					}, sub);
				});
				contexts.push(allowing.context);
				const a = allowing.page;
				await expect(prompt(a)).toBeVisible({ timeout: 15_000 });
				await expectAccessible(a);
				// The person says yes in the browser's own prompt: granted from now on.
				await allowing.context.grantPermissions(['notifications'], { origin: server.origin });
				const stored = a.waitForResponse(
					(r) => r.url().includes('/v3/users/devices/web/') && r.request().method() === 'PUT',
				);
				const key = a.waitForResponse((r) => r.url().endsWith('/getWebPushKey'));
				await prompt(a).getByRole('button', { name: 'Allow' }).click();
				expect((await key).status()).toBe(200);
				const put = await stored;
				expect(put.status()).toBe(200);
				expect(put.request().postDataJSON()).toMatchObject({ subscription_endpoint: sub.endpoint });
				await expect(prompt(a)).toBeHidden();
				expect(await events(a)).toContain('web_push_allowed');
				expect(
					await a.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration('/'))),
				).toBe(true);
				// Granted now: the upsell does not come back.
				await a.reload();
				await a.waitForTimeout(2500);
				await expect(prompt(a)).toHaveCount(0);

				// 2. Denied: recorded as a denied event.
				const denying = await browserOf(browser, server.origin, violations, async (context) => {
					await context.addInitScript(() => {
						Notification.requestPermission = async () => 'denied';
					});
				});
				contexts.push(denying.context);
				const d = denying.page;
				await expect(prompt(d)).toBeVisible({ timeout: 15_000 });
				await prompt(d).getByRole('button', { name: 'Allow' }).click();
				await expect(prompt(d)).toBeHidden();
				expect(await events(d)).toContain('web_push_denied');

				// 3. Not now: the time is stored and the upsell waits (30 days) across page loads.
				const later = await browserOf(browser, server.origin, violations, async () => {});
				contexts.push(later.context);
				const l = later.page;
				await expect(prompt(l)).toBeVisible({ timeout: 15_000 });
				await prompt(l).getByRole('button', { name: 'Not now' }).click();
				await expect(prompt(l)).toBeHidden();
				const dismissed = Number(
					await l.evaluate(() => localStorage.getItem('cb:webPushDismissedAt')),
				);
				expect(Date.now() - dismissed).toBeLessThan(60_000);
				await l.reload();
				await l.waitForTimeout(2500);
				await expect(prompt(l)).toHaveCount(0);

				// 4. The real subscribe, granted, in headless Chromium: no push service, handled.
				const real = await browserOf(browser, server.origin, violations, async () => {});
				contexts.push(real.context);
				const r = real.page;
				await expect(prompt(r)).toBeVisible({ timeout: 15_000 });
				await real.context.grantPermissions(['notifications'], { origin: server.origin });
				await prompt(r).getByRole('button', { name: 'Allow' }).click();
				await expect(prompt(r).getByRole('status')).toHaveText(
					'Notifications could not be turned on. Try again later.',
				);
				expect(await events(r)).toContain('web_push_failure');
				await expectAccessible(r);
			} finally {
				for (const context of contexts) await context.close();
			}
			expect(violations.flat(), 'Content Security Policy violations').toEqual([]);
		},
	);
});

test('the shared e2e server shows no upsell (WEB_PUSH_UPSELL off)', async ({ page }) => {
	await logInAsDemo(page);
	await page.waitForTimeout(2500);
	await expect(prompt(page)).toHaveCount(0);
	expect(await page.locator('#web-push-upsell-script').count()).toBe(0);
});
