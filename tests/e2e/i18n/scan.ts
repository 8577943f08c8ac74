/**
 * A developer's scan for untranslated text: `node --import ./scripts/register.ts
 * tests/e2e/i18n/scan.ts http://localhost:4321/en-xa/pin/1/ [--login user:password]` prints
 * every text of the page outside the pseudo-locale's ⟦ ⟧ (the server needs PSEUDO_LOCALE=true).
 */
import { chromium } from '@playwright/test';
import { untranslatedTexts } from '../helpers/pseudo-text.ts';

const url = process.argv[2];
if (!url) {
	console.error('usage: scan.ts <url under /en-xa/> [--login user:password]');
	process.exit(2);
}
const loginAt = process.argv.indexOf('--login');
const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
if (loginAt > 0) {
	const [user, password] = (process.argv[loginAt + 1] ?? '').split(':');
	const origin = new URL(url).origin;
	await page.goto(`${origin}/login`);
	await page
		.getByLabel(/email|username/i)
		.first()
		.fill(user ?? '');
	await page
		.locator('input[type=password]')
		.first()
		.fill(password ?? '');
	await page.locator('form button[type=submit]').first().click();
	await page.waitForLoadState('networkidle');
}
await page.goto(url, { waitUntil: 'networkidle' });
const texts = await untranslatedTexts(page);
for (const t of texts)
	console.info(`${t.where}\t${JSON.stringify(t.text.slice(0, 120))}\t${t.element}`);
console.info(`${texts.length} untranslated`);
await browser.close();
