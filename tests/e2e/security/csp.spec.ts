import { createHash } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { logInAsDemo, pinIdsOnPage } from '../helpers/demo.ts';
import { waitForIslands } from '../helpers/hydration.ts';
import { test } from '../helpers/open-page.ts';
import { withOtherSite } from '../helpers/other-site.ts';
import { expect } from '../helpers/test.ts';

/**
 * The Content Security Policy (issue 7, `docs/security/xss-and-csp.md`) in Chromium: the main
 * pages, signed out and signed in, carry it; every inline script on them is one it allows by
 * hash; they run without a single `securitypolicyviolation` (and their islands hydrate); and
 * it stops what an escaping hole would let in: inline scripts, event-handler attributes,
 * `javascript:` links and framing by another site.
 */

/** Records `securitypolicyviolation` events of every document the page loads. */
async function recordViolations(page: Page): Promise<void> {
	await page.addInitScript(() => {
		const seen: string[] = [];
		(window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
		document.addEventListener('securitypolicyviolation', (e) => {
			seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sample}`);
		});
	});
}

function violationsOf(page: Page): Promise<string[]> {
	return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

const sha256 = (text: string) =>
	`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Opens `path` and checks the page against its policy: the header is there, scripts need our
 * origin or a hash (no `'unsafe-inline'`, no `'unsafe-eval'`), each inline script's hash is
 * listed, islands hydrate, and nothing was refused.
 */
async function expectPageUnderPolicy(page: Page, path: string, status = 200): Promise<void> {
	const res = await page.goto(path);
	expect(res?.status(), path).toBe(status);
	const policy = (await res!.allHeaders())['content-security-policy'] ?? '';
	const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? '';
	expect(scriptSrc, `script-src of ${path}`).toMatch(/^'self'/);
	expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:|data:/);
	expect(policy).toContain("object-src 'none'");
	expect(policy).toContain("frame-ancestors 'none'");
	const inline = await page.evaluate(() =>
		Array.from(document.scripts)
			.filter((s) => !s.src && s.type !== 'application/ld+json')
			.map((s) => s.text),
	);
	for (const text of inline) {
		expect(scriptSrc, `hash of the inline script "${text.slice(0, 60)}…" on ${path}`).toContain(
			sha256(text),
		);
	}
	await waitForIslands(page);
	await page.waitForLoadState('load');
	expect(await violationsOf(page), `violations on ${path}`).toEqual([]);
}

test('the main pages, signed out, run under the policy without a violation', async ({ page }) => {
	await recordViolations(page);
	await page.goto('/');
	const [pinId] = await pinIdsOnPage(page);
	await page.goto(`/pin/${pinId}/`);
	const board = await page.locator('.closeup__meta a').nth(1).getAttribute('href');
	const profile = await page.locator('.closeup__meta a').first().getAttribute('href');
	for (const path of [
		'/',
		`/pin/${pinId}/`,
		board!,
		profile!,
		'/search/pins/?q=kitchen',
		'/today/',
		'/ideas/',
		'/login',
		'/signup',
	]) {
		await expectPageUnderPolicy(page, path);
	}
	await expectPageUnderPolicy(page, '/no-such-page/at-all/', 404);
	// AMP pages have their own policy: the AMP runtime's CDN, and framing by AMP viewers.
	const amp = await page.request.get(`/amp/pin/${pinId}`);
	expect(amp.headers()['content-security-policy']).toMatch(
		/script-src https:\/\/cdn\.ampproject\.org\/;/,
	);
	expect(amp.headers()['content-security-policy']).not.toContain('frame-ancestors');
});

test('the main pages, signed in, run under the policy and their islands hydrate', async ({
	page,
}) => {
	await recordViolations(page);
	await logInAsDemo(page);
	const [pinId] = await pinIdsOnPage(page);
	for (const path of [
		'/',
		`/pin/${pinId}/`,
		'/demo/',
		'/settings/profile',
		'/settings/privacy',
		'/board/create/',
	]) {
		await expectPageUnderPolicy(page, path);
	}
});

/**
 * Runs `run` on a page of a browser context of its own, outside the project's guard (which
 * fails a test on any violation): these tests break the policy on purpose.
 */
async function outsideTheGuard(browser: Browser, run: (page: Page) => Promise<void>) {
	const context = await browser.newContext();
	try {
		const page = await context.newPage();
		await recordViolations(page);
		await run(page);
	} finally {
		await context.close();
	}
}

test.describe('what the policy stops', () => {
	test('script that escaping would have let in does not run, and each attempt is reported', async ({
		browser,
	}) => {
		await outsideTheGuard(browser, async (page) => {
			await page.goto('/');
			await page.evaluate(() => {
				document.body.insertAdjacentHTML(
					'beforeend',
					'<img src="data:," onerror="window.__csp=1"><a id="js-link" href="javascript:window.__csp=2">go</a>',
				);
				const script = document.createElement('script');
				script.textContent = 'window.__csp=3';
				document.body.append(script);
			});
			await page.locator('#js-link').click();
			await expect.poll(() => violationsOf(page).then((v) => v.length)).toBeGreaterThanOrEqual(3);
			const violations = await violationsOf(page);
			expect(
				violations.filter((v) => v.startsWith('script-src-attr')),
				'the onerror',
			).toHaveLength(1);
			expect(
				violations.filter((v) => v.startsWith('script-src-elem')),
				'script and link',
			).toHaveLength(2);
			expect(await page.evaluate(() => typeof (window as { __csp?: unknown }).__csp)).toBe(
				'undefined',
			);
		});
	});

	test('another site cannot frame our pages', async ({ browser, baseURL }) => {
		const framing = `<!doctype html><html lang="en"><title>Framing</title><iframe title="ours" src="${baseURL}/login"></iframe></html>`;
		await outsideTheGuard(browser, (page) =>
			withOtherSite(framing, async (origin) => {
				const refused = page.waitForEvent('console', (m) => m.text().includes('frame-ancestors'));
				await page.goto(`${origin}/`);
				await refused;
				const frame = page.frames().find((f) => f !== page.mainFrame());
				expect(await frame?.locator('form').count()).toBe(0);
			}),
		);
	});
});
