import type { Page } from '@playwright/test';
import { logInAsDemo } from '../helpers/demo.ts';
import { callResourceFromPage } from '../helpers/resource.ts';
import { expect, test } from '../helpers/test.ts';
import { testClip } from '../helpers/test-clip.ts';

async function uploadFromPage(page: Page, bytes: Buffer) {
	return page.evaluate(async (b64) => {
		const body = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
		const token = /(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
		const res = await fetch('/upload-video/', {
			method: 'POST',
			body,
			headers: { 'content-type': 'video/webm', 'x-csrftoken': decodeURIComponent(token) },
		});
		return { status: res.status, body: (await res.json()).resource_response };
	}, bytes.toString('base64'));
}

async function expectPlays(page: Page) {
	const video = page.locator('video[data-pin-video]');
	await expect(video).toHaveAttribute('poster', /\/media\//);
	await expect(video).toHaveAttribute('preload', 'metadata');
	await video.evaluate(async (v: HTMLVideoElement) => {
		v.muted = true;
		await v.play();
	});
	await expect
		.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
		.toBeGreaterThan(0);
	expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
}

async function jsonLdTypes(page: Page): Promise<Record<string, unknown>[]> {
	const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
	return texts.flatMap((t) => {
		const json = JSON.parse(t) as Record<string, unknown>;
		return (json['@graph'] as Record<string, unknown>[] | undefined) ?? [json];
	});
}

test.describe('video pins', () => {
	test('BLD-12 U-23 upload a video, publish it as a pin, watch it on the closeup and /tv', async ({
		page,
	}) => {
		test.setTimeout(120_000);
		await logInAsDemo(page);
		const upload = await uploadFromPage(page, testClip('webm', 3));
		expect(upload.status, JSON.stringify(upload.body.error)).toBe(200);
		const video = upload.body.data;
		expect(video).toMatchObject({ width: 320, height: 240, format: 'webm' });
		expect(video.frames).toHaveLength(5);

		// The video file is served with ranges, so the browser can seek.
		const ranged = await page.request.get(video.url, { headers: { range: 'bytes=0-99' } });
		expect(ranged.status()).toBe(206);
		expect(ranged.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/);

		const cover = video.frames[1].media_id;
		const picked = await callResourceFromPage(page, 'VideoCoverResource', 'update', {
			video_id: video.id,
			media_id: cover,
		});
		expect(picked.httpStatus).toBe(200);

		const boards = await callResourceFromPage(
			page,
			'BoardPickerBoardsShortlistResource',
			'get',
			{},
		);
		const board = boards.response.data.boards_shortlist.find(
			(b: { privacy: number; role: string }) => b.privacy === 0 && b.role === 'owner',
		);
		const draft = await callResourceFromPage(page, 'PinDraftResource', 'create', {
			type: 'single',
			board_id: board.id,
		});
		expect(draft.httpStatus).toBe(200);
		const updated = await callResourceFromPage(page, 'PinDraftResource', 'update', {
			id: draft.response.data.id,
			items: [
				{
					title: 'A test pattern that moves',
					description: 'Three seconds of colour bars, uploaded as a video pin.',
					link: null,
					media_id: null,
					video_id: video.id,
					pin_tags: [],
				},
			],
		});
		expect(updated.httpStatus, JSON.stringify(updated.response.error)).toBe(200);
		const published = await callResourceFromPage(page, 'PinDraftPublishResource', 'create', {
			id: draft.response.data.id,
		});
		expect(published.httpStatus, JSON.stringify(published.response.error)).toBe(200);
		const pinId = published.response.data.pin.id as string;

		await page.goto(`/pin/${pinId}/`);
		await expectPlays(page);
		const nodes = await jsonLdTypes(page);
		const node = nodes.find((n) => n['@type'] === 'VideoObject');
		expect(node).toMatchObject({ name: 'A test pattern that moves', width: 320, height: 240 });
		expect(String(node?.contentUrl)).toMatch(/\/video\.webm$/);
		expect(String(node?.duration)).toMatch(/^PT\d+S$/);

		// The pinner's editor offers the cover frames as a radio group, the picked one checked.
		await page.getByRole('button', { name: 'Pin options' }).click();
		await page.getByRole('button', { name: 'Edit Pin' }).click();
		const frames = page.getByRole('group', { name: 'Cover' }).getByRole('radio');
		await expect(frames).toHaveCount(5);
		await expect(frames.nth(1)).toBeChecked();
		await expect(page.getByRole('combobox', { name: /^Board/ })).toHaveValue(board.id);
		await frames.nth(1).focus();
		await page.keyboard.press('ArrowRight');
		await expect(frames.nth(2)).toBeChecked();
		await page.getByRole('button', { name: 'Cancel' }).click();

		await page.goto(`/tv/${pinId}/`);
		await expectPlays(page);
		expect((await jsonLdTypes(page)).some((n) => n['@type'] === 'VideoObject')).toBe(true);

		await page.goto('/videos/');
		await expect(page.locator(`a[href*="${pinId}"]`).first()).toBeVisible();
	});

	test('a viewer who asks for reduced motion is never autoplayed; others get it muted', async ({
		browser,
		page,
	}) => {
		test.setTimeout(90_000);
		await logInAsDemo(page);
		const upload = await uploadFromPage(page, testClip('webm', 3));
		const boards = await callResourceFromPage(
			page,
			'BoardPickerBoardsShortlistResource',
			'get',
			{},
		);
		const board = boards.response.data.boards_shortlist.find(
			(b: { privacy: number; role: string }) => b.privacy === 0 && b.role === 'owner',
		);
		const draft = await callResourceFromPage(page, 'PinDraftResource', 'create', {
			type: 'single',
			board_id: board.id,
		});
		await callResourceFromPage(page, 'PinDraftResource', 'update', {
			id: draft.response.data.id,
			items: [
				{
					title: 'Still',
					description: '',
					link: null,
					video_id: upload.body.data.id,
					pin_tags: [],
				},
			],
		});
		const published = await callResourceFromPage(page, 'PinDraftPublishResource', 'create', {
			id: draft.response.data.id,
		});
		const pinId = published.response.data.pin.id as string;

		const calm = await browser.newContext({ reducedMotion: 'reduce' });
		const calmPage = await calm.newPage();
		await calmPage.goto(`${new URL(page.url()).origin}/pin/${pinId}/`);
		await calmPage.waitForLoadState('load');
		await calmPage.waitForTimeout(1500);
		expect(await calmPage.locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
		await calm.close();

		await page.emulateMedia({ reducedMotion: 'no-preference' });
		await page.goto(`/pin/${pinId}/`);
		const video = page.locator('video[data-pin-video]');
		await expect
			.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.muted), {
				timeout: 10_000,
			})
			.toBe(true);
	});
});
