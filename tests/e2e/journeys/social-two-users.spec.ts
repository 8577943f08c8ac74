import path from 'node:path';
import { type PushReceiver, startPushReceiver } from '../../helpers/push-receiver.ts';
import { openComments, ownerWithPin } from '../comments/comment-world.ts';
import { linkFromMail } from '../helpers/mail.ts';
import { OWN_SERVER_SETUP_MS, type OwnServer, runOwnServer } from '../helpers/own-server.ts';
import { callResourceFromPage } from '../helpers/resource.ts';
import { signUp } from '../helpers/sign-up.ts';
import { test as base, expect } from '../helpers/test.ts';
import { whoAmI } from '../helpers/who-am-i.ts';

/**
 * Issue 28's two-person journey, end to end in a real browser against a server of its own
 * (NODE_ENV=test, so its jobs poll every 200 ms and its push sender may reach this test's local
 * push service, `FETCH_TEST_TARGETS`): B comments on A's pin mentioning A; A's badge shows 1
 * within its NTF-02 polling delay; A opens the side panel and the comment's page, likes and
 * highlights the comment; B sees it highlighted; A's push subscription receives the
 * notification (the local push service decrypts it: RFC 8291); A turns the mail's kind off by
 * the mail's one-click link, in a browser that is not signed in.
 */
const test = base.extend<{ push: PushReceiver; server: OwnServer }>({
	push: [
		// biome-ignore lint/correctness/noEmptyPattern: Playwright reads dependencies from this pattern
		async ({}, use) => {
			const receiver = await startPushReceiver();
			await use(receiver);
			await receiver.close();
		},
		{ timeout: 10_000 },
	],
	server: [
		async ({ push }, use, testInfo) =>
			runOwnServer(
				testInfo,
				{ JOBS_TEST_POLL_MS: '200', FETCH_TEST_TARGETS: `127.0.0.1:${push.port}` },
				use,
			),
		{ timeout: OWN_SERVER_SETUP_MS },
	],
	baseURL: async ({ server }, use) => {
		await use(server.origin);
	},
});

test('issue 28: a mention reaches the badge, the panel, push and mail; like, highlight, unsubscribe', async ({
	browser,
	page,
	push,
	server,
}, testInfo) => {
	test.setTimeout(240_000);
	await page.setViewportSize({ width: 1366, height: 900 });
	const mailDir = path.join(server.dataDir, 'mail');

	// A: a confirmed address (notification mail goes only to confirmed ones), a pin, and a push
	// subscription as the web push upsell stores it (NTF-09).
	const owner = await ownerWithPin(page, 'social-a');
	const verify = await linkFromMail(
		owner.email,
		/confirm your email/i,
		/https?:\/\/\S+\/email\/verify\S*/,
		mailDir,
	);
	await page.goto(new URL(verify).pathname + new URL(verify).search);
	const subscription = push.subscription('a');
	const stored = await page.evaluate(async (sub) => {
		const token = /(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
		const res = await fetch('/v3/users/devices/web/journey-a/', {
			method: 'PUT',
			headers: { 'Content-Type': 'application/json', 'X-CSRFToken': token },
			body: JSON.stringify({
				subscription_endpoint: sub.endpoint,
				subscription_info: JSON.stringify(sub),
			}),
		});
		return res.status;
	}, subscription);
	expect(stored).toBe(200);

	// B, in a browser of their own.
	const bContext = await browser.newContext({
		baseURL: server.origin,
		extraHTTPHeaders: { 'x-forwarded-for': '10.88.0.2' },
	});
	const bPage = await bContext.newPage();
	await bPage.setViewportSize({ width: 390, height: 844 });
	await signUp(bPage, 'social-b');
	const b = await whoAmI(bPage);

	await test.step('B comments on the pin, mentioning A through the typeahead', async () => {
		await openComments(bPage, owner.pinPath);
		const composer = bPage.getByRole('combobox', { name: 'Add a comment' });
		await composer.fill(`Lovely, @${owner.username.slice(0, 4)}`);
		const list = bPage.getByRole('listbox', { name: 'People you can mention' });
		await list.getByRole('option', { name: new RegExp(`@${owner.username}`) }).click();
		await composer.press('End');
		await composer.pressSequentially(' look at this');
		await bPage.getByRole('button', { name: 'Post' }).click();
		await expect(
			bPage.locator('#comments article.comment').filter({ hasText: 'look at this' }),
		).toBeVisible();
	});

	await test.step("A's badge shows 1 within its polling delay, and the tab title (1)", async () => {
		await page.goto('/');
		const titleBefore = await page.title();
		const badge = page.locator('.side-nav [data-notification-badge]');
		// NTF-02: refreshes 2 s, 7 s, 17 s… after load; the fan-out job runs within a second.
		await expect(badge).toHaveText('1', { timeout: 30_000 });
		await expect(page).toHaveTitle(`(1) ${titleBefore}`);
		await page.screenshot({ path: testInfo.outputPath('a-badge-1366.png') });

		await page.locator('.side-nav [data-nav-item="news"]').click();
		const panel = page.locator('#side-panel-news');
		const item = panel.getByRole('link', { name: /mentioned you in a comment/ });
		await expect(item).toBeVisible();
		await expect(badge).toBeHidden();
		await page.screenshot({ path: testInfo.outputPath('a-panel-1366.png') });
		await item.click();
	});

	await test.step("A likes and highlights the comment on the pin's page", async () => {
		await page.waitForURL((url) => url.pathname.startsWith(`/pin/${owner.pinId}`));
		await openComments(page, owner.pinPath);
		const comment = page.locator('#comments article.comment').filter({ hasText: 'look at this' });
		const like = comment.getByRole('button', { name: /^Like/ });
		await like.click();
		await expect(like).toHaveAttribute('aria-pressed', 'true');
		await comment.getByRole('button', { name: /^More actions/ }).click();
		await comment.getByRole('button', { name: 'Highlight' }).click();
		await expect(comment.getByText('Highlighted by the creator')).toBeVisible();
		await page.screenshot({ path: testInfo.outputPath('a-highlight-1366.png') });
	});

	await test.step('B sees the comment highlighted', async () => {
		await openComments(bPage, owner.pinPath);
		const comment = bPage.locator('#comments article.comment').filter({ hasText: 'look at this' });
		await expect(comment.getByText('Highlighted by the creator')).toBeVisible();
		await bPage.screenshot({ path: testInfo.outputPath('b-highlight-390.png') });
	});

	await test.step("A's push subscription received the mention, encrypted for it", async () => {
		const pushes = await push.waitFor(1, 30_000);
		const mention = pushes.find((p) => /mentioned you/.test(p.text ?? ''));
		expect(mention, JSON.stringify(pushes.map((p) => p.text))).toBeTruthy();
		expect(mention?.vapid.valid).toBe(true);
		const payload = mention?.json as { title?: string; body?: string; url?: string };
		expect(`${payload.title} ${payload.body}`).toContain(b.username);
		expect(payload.url).toContain(`/pin/${owner.pinId}`);
	});

	await test.step("A turns the mail's kind off by its link, without signing in", async () => {
		const link = await linkFromMail(
			owner.email,
			/mentioned you/i,
			/https?:\/\/\S+\/email\/unsubscribe\/\?token=[^\s"<>]+/,
			mailDir,
		);
		const visitor = await browser.newContext({ baseURL: server.origin });
		const visitorPage = await visitor.newPage();
		const url = new URL(link);
		await visitorPage.goto(url.pathname + url.search);
		await visitorPage.getByRole('button', { name: 'Unsubscribe' }).click();
		await expect(visitorPage.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
		await visitor.close();
		const email = await callResourceFromPage(page, 'EmailSettingsResource', 'get', {});
		expect(email.response.data.activity.mentions).toBe(false);
		expect(email.response.data.activity.comments).toBe(true);
	});
	await bContext.close();
});
