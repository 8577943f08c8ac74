import { errorMessage } from '../../src/lib/platform/http/errors.ts';
import { logInAsDemo } from './helpers/demo.ts';
import { waitForIslands } from './helpers/hydration.ts';
import { expect, test } from './helpers/test.ts';

/** Uploads a file from inside the page, as the pin builder will: multipart `img` + CSRF header. */
async function upload(page: import('@playwright/test').Page, kind: 'png' | 'text') {
	return page.evaluate(async (kind) => {
		let blob: Blob;
		if (kind === 'png') {
			const canvas = document.createElement('canvas');
			canvas.width = 900;
			canvas.height = 1200;
			const ctx = canvas.getContext('2d')!;
			const gradient = ctx.createLinearGradient(0, 0, 900, 1200);
			gradient.addColorStop(0, '#1d6f5f');
			gradient.addColorStop(1, '#f2c14e');
			ctx.fillStyle = gradient;
			ctx.fillRect(0, 0, 900, 1200);
			blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
		} else {
			blob = new Blob(['this is not an image'], { type: 'image/jpeg' });
		}
		const form = new FormData();
		form.append('img', blob, kind === 'png' ? 'picture.png' : 'fake.jpg');
		const token = document.cookie.match(/csrftoken=([^;]+)/)?.[1] ?? '';
		const res = await fetch('/upload-image/', {
			method: 'POST',
			body: form,
			headers: { 'x-csrftoken': token },
		});
		return { status: res.status, body: await res.json() };
	}, kind);
}

test.describe('image upload (PIN-02)', () => {
	test('signed-out visitors cannot upload', async ({ page }) => {
		// A private page, so the browser holds a CSRF cookie and the refusal is about the login.
		await page.goto('/login');
		const { status, body } = await upload(page, 'png');
		expect(status).toBe(401);
		expect(body.resource_response.error.code).toBe('AuthenticationRequired');
	});

	test('a signed-in user gets every size back, served immutable', async ({ page, request }) => {
		await logInAsDemo(page);
		const { status, body } = await upload(page, 'png');
		expect(status).toBe(200);
		const data = body.resource_response.data;
		expect(data.dominant_color).toMatch(/^#[0-9a-f]{6}$/);
		expect(Object.keys(data.images).sort()).toEqual(
			['60x60', '136x136', '170x', '236x', '474x', '564x', '600x315', '736x', 'orig'].sort(),
		);
		expect(data.images['236x']).toMatchObject({ width: 236, height: 315 });
		expect(data.images['600x315']).toMatchObject({ width: 600, height: 315 });
		expect(data.images.orig).toMatchObject({ width: 900, height: 1200 });
		const served = await request.get(data.images['236x'].url);
		expect(served.status()).toBe(200);
		expect(served.headers()['cache-control']).toContain('immutable');
		expect(served.headers()['content-type']).toMatch(/^image\//);
	});

	test('junk is refused with a clear message', async ({ page }) => {
		await logInAsDemo(page);
		const { status, body } = await upload(page, 'text');
		expect(status).toBe(415);
		expect(body.resource_response.error.code).toBe('ImageUnsupported');
		expect(body.resource_response.error.message).toContain('JPEG, PNG, WebP or GIF');
	});
});

test.describe('login (RTE-02)', () => {
	test('the demo account logs in and out', async ({ page }) => {
		await logInAsDemo(page);
		// A click before the menu island hydrates opens nothing.
		await waitForIslands(page);
		await page.getByRole('button', { name: 'Accounts and more options' }).click();
		await page.getByRole('button', { name: 'Log out' }).click();
		await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
	});

	test('a wrong password says so and signs nobody in', async ({ page }) => {
		await page.goto('/login');
		await page.getByLabel('Email or username').fill('demo');
		await page.getByLabel('Password').fill('wrong-password');
		await page.getByRole('button', { name: 'Log in' }).click();
		await expect(page.getByRole('alert')).toHaveText(errorMessage('LoginFailed'));
		await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
	});
});
