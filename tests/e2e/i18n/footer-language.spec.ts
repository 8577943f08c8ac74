import { logInAsDemo } from '../helpers/demo.ts';
import { expect, test } from '../helpers/test.ts';

/**
 * The footer's language picker (docs/i18n.md): a visitor picks a language, and the address
 * without a prefix answers in it from then on (the `cb_lang` cookie); it works without
 * JavaScript; signed-in people change their language in the settings.
 */

const picker = (page: import('@playwright/test').Page, label: string) =>
	page.locator('footer').getByLabel(label, { exact: true });

test('a visitor picks Deutsch, then العربية, in the footer', async ({ page }) => {
	await page.goto('/');
	// The browser asks for English (Accept-Language: en-US).
	await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
	await expect(picker(page, 'Language')).toHaveValue('en');
	// Complete languages first, each in its own name; the others marked as partial.
	const options = await picker(page, 'Language').locator('option').allTextContents();
	expect(options.slice(0, 4)).toEqual(['English', 'Deutsch', '日本語', 'العربية']);
	expect(options).toContain('Français (partly translated)');

	await picker(page, 'Language').selectOption({ label: 'Deutsch' });
	await page.getByRole('button', { name: 'Change language' }).click();
	await page.waitForURL((url) => url.pathname === '/');
	await expect(page.locator('html')).toHaveAttribute('lang', 'de');
	await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
	await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
	await expect(picker(page, 'Sprache')).toHaveValue('de');

	await picker(page, 'Sprache').selectOption({ label: 'العربية' });
	await page.getByRole('button', { name: 'Sprache ändern' }).click();
	await page.waitForURL((url) => url.pathname === '/');
	await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
	await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
	await expect(page.getByRole('link', { name: 'دخول', exact: true })).toBeVisible();
	await expect(picker(page, 'اللغة')).toHaveValue('ar');
});

test('from a page under a language prefix it goes back to the same page without the prefix', async ({
	page,
}) => {
	await page.goto('/ja/search/pins/?q=food');
	await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
	await picker(page, '言語').selectOption('de');
	await page.getByRole('button', { name: '言語を変更' }).click();
	await page.waitForURL((url) => url.pathname === '/search/pins/' && url.search === '?q=food');
	await expect(page.locator('html')).toHaveAttribute('lang', 'de');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ergebnisse für „food“');
	// Another page without a prefix keeps the choice.
	await page.goto('/today/');
	await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('without JavaScript the picker is a plain form that works', async ({ browser }) => {
	// A context of its own: the axe check after each test needs script.
	const context = await browser.newContext({ javaScriptEnabled: false });
	const page = await context.newPage();
	await page.goto('/ideas/');
	await picker(page, 'Language').selectOption('ja');
	await page.getByRole('button', { name: 'Change language' }).click();
	await page.waitForURL((url) => url.pathname === '/ideas/');
	await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
	await context.close();
});

test('a signed-in person is sent to the settings, where their language is kept', async ({
	page,
}) => {
	await logInAsDemo(page);
	const footer = page.locator('footer');
	await expect(footer.getByRole('combobox')).toHaveCount(0);
	await expect(footer.getByRole('link', { name: 'Change it in your settings' })).toHaveAttribute(
		'href',
		'/settings/account',
	);
});
