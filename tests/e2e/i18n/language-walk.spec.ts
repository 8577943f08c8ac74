import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERNAME, pinIdsOnPage } from '../helpers/demo.ts';
import { waitForIslands } from '../helpers/hydration.ts';
import { signUp } from '../helpers/sign-up.ts';
import { expect, test } from '../helpers/test.ts';
import { isUserContent } from '../helpers/user-content.ts';

/**
 * Issue 27, as a person meets it: a visitor picks Deutsch in the footer and reads the home
 * page, a closeup and the sign-up modal in German; a user sets 日本語 in the settings and reads
 * the home feed, the account menu, the board picker's create form, the error modal and the
 * offline banner in Japanese; then Arabic, right to left. The expected words are the
 * catalogues' (src/messages/…/{de,ja,ar}.json); the browser itself asks for English
 * (Accept-Language en-US), so nothing here comes from it.
 */

/**
 * Visible text and labels inside the elements `selector` matches (by default the `main`
 * landmark), one entry per element.
 */
async function textsInMain(
	page: Page,
	selector = 'main',
): Promise<{ text: string; element: string }[]> {
	return page.evaluate((selector) => {
		const out: { text: string; element: string }[] = [];
		const shown = (el: Element) =>
			!el.closest('script, style, noscript, template, [aria-hidden="true"]') &&
			el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
		const name = (el: Element) =>
			el.tagName.toLowerCase() + (el.className ? `.${String(el.className).split(' ')[0]}` : '');
		for (const main of document.querySelectorAll(selector)) {
			const runs = new Map<Element, string>();
			const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
			for (let node = walker.nextNode(); node; node = walker.nextNode()) {
				const parent = node.parentElement;
				if (!parent || !shown(parent)) continue;
				runs.set(parent, (runs.get(parent) ?? '') + (node.nodeValue ?? ''));
			}
			for (const [el, text] of runs)
				if (text.trim()) out.push({ text: text.trim(), element: name(el) });
			for (const el of main.querySelectorAll('[alt], [title], [aria-label], [placeholder]')) {
				if (!shown(el)) continue;
				for (const attr of ['alt', 'title', 'aria-label', 'placeholder']) {
					const value = el.getAttribute(attr)?.trim();
					if (value) out.push({ text: value, element: `${name(el)}[${attr}]` });
				}
			}
		}
		return out;
	}, selector);
}

/** The signed-up person's own words (e-mail address, the name made of it): user content too. */
let ownTexts: string[] = [];

/** What is not the interface's words: people's content, the brand, addresses and numbers. */
function isNotInterfaceText(text: string): boolean {
	if (isUserContent(text) || ownTexts.some((own) => text.includes(own))) return true;
	const rest = text
		.replace(/\bCorkboard\b/g, '')
		.replace(/\b[\w-]+(\.[\w-]+)+(\/\S*)?/g, '') // a domain or an address (stylefile.example.org)
		.replace(/@[\w.]+/g, '');
	return !/[A-Za-z]{2,}/.test(rest);
}

/**
 * The texts of `main`, after checking that the collection saw `expected` (a catalogue string
 * the page shows there), so an empty answer means "nothing left", not "nothing read".
 */
async function mainTexts(page: Page, expected: string, selector = 'main') {
	const all = await textsInMain(page, selector);
	expect(
		all.map((t) => t.text),
		'the collected texts hold a known string',
	).toContain(expected);
	return all;
}

/** In a Japanese or Arabic page: any Latin-letter word in `main` that is not user content. */
async function latinWordsInMain(
	page: Page,
	expected: string,
	selector = 'main',
): Promise<string[]> {
	return (await mainTexts(page, expected, selector))
		.filter((t) => /[A-Za-z]{2,}/.test(t.text) && !isNotInterfaceText(t.text))
		.map((t) => `${t.element}: ${t.text}`);
}

/** Common English interface words; German pages use Latin letters, so only these count. */
const ENGLISH_WORDS =
	/\b(the|and|your|you|with|this|more|save|saved|sign|log in|follow|following|see|create|search|about|from|share|visit|like|send|ideas)\b/i;

async function englishWordsInMain(page: Page, expected: string): Promise<string[]> {
	return (await mainTexts(page, expected))
		.filter((t) => ENGLISH_WORDS.test(t.text) && !isUserContent(t.text))
		.map((t) => `${t.element}: ${t.text}`);
}

const footerPicker = (page: Page, label: string) =>
	page.locator('footer').getByLabel(label, { exact: true });

test('a visitor picks Deutsch in the footer: home, a closeup and the sign-up modal read German', async ({
	page,
}) => {
	await page.goto('/');
	await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
	await footerPicker(page, 'Language').selectOption({ label: 'Deutsch' });
	await page.getByRole('button', { name: 'Change language' }).click();
	await expect(page.locator('html')).toHaveAttribute('lang', 'de');
	await waitForIslands(page);
	// shell: the header's sign-in link and the footer's picker.
	await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
	await expect(footerPicker(page, 'Sprache')).toHaveValue('de');
	expect(
		await englishWordsInMain(page, 'Weitere Ideen'),
		'English words on the German home page',
	).toEqual([]);

	const [id] = await pinIdsOnPage(page);
	await page.goto(`/pin/${id}/`);
	await expect(page.locator('html')).toHaveAttribute('lang', 'de');
	await waitForIslands(page);
	expect(
		await englishWordsInMain(page, 'Ähnliche Pins'),
		'English words on the German closeup',
	).toEqual([]);
	// saving-button: "Merken"; signed out it opens the sign-up modal (upsell-client).
	await page.locator('.save-button').getByRole('link', { name: 'Merken' }).click();
	const modal = page.getByRole('dialog', { name: 'Registriere dich, um Ideen zu merken' });
	await expect(modal).toBeVisible();
	await expect(modal).not.toContainText(ENGLISH_WORDS);
});

test('a signed-out visitor of /de/settings logs in in German and comes back to /de/settings', async ({
	page,
}) => {
	await page.goto('/de/settings/profile');
	await page.waitForURL((url) => url.pathname === '/de/login');
	expect(new URL(page.url()).searchParams.get('next')).toBe('/de/settings/profile');
	await expect(page.locator('html')).toHaveAttribute('lang', 'de');
	await waitForIslands(page);
	await page.getByLabel('E-Mail-Adresse oder Benutzername').fill(DEMO_USERNAME);
	await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
	await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click();
	await page.waitForURL((url) => url.pathname === '/de/settings/profile');
	await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('a user sets 日本語 in the settings, then العربية: feed, menu, dialog, error modal and offline banner follow', async ({
	page,
	context,
}) => {
	test.slow();
	const email = await signUp(page, 'walk');
	ownTexts = [email, email.split('@')[0]!.replace(/[^a-z0-9]/gi, '')];
	await page.goto('/settings/account');
	await waitForIslands(page);
	await page.getByLabel('Language').selectOption('ja');
	await page.getByRole('button', { name: 'Save' }).click();
	await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

	// The home feed.
	await page.goto('/');
	await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
	await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
	await waitForIslands(page);
	expect(
		await latinWordsInMain(page, 'アイデアをもっと見る'),
		'Latin words on the Japanese home feed',
	).toEqual([]);

	// The account menu (account-menu: menuLabel, settings, logOut).
	await page.getByRole('button', { name: 'アカウントとその他のオプション' }).click();
	await expect(
		page
			.getByRole('menuitem', { name: '設定' })
			.or(page.getByRole('link', { name: '設定' }))
			.first(),
	).toBeVisible();
	await expect(
		page
			.getByRole('menuitem', { name: 'ログアウト' })
			.or(page.getByRole('button', { name: 'ログアウト' }))
			.first(),
	).toBeVisible();
	expect(
		await latinWordsInMain(page, 'ログアウト', '.account-menu__panel'),
		'Latin words in the Japanese account menu',
	).toEqual([]);
	await page.keyboard.press('Escape');

	// A dialog: the board picker of a closeup, whose create form is open (no boards yet).
	const [id] = await pinIdsOnPage(page);
	await page.goto(`/pin/${id}/`);
	await waitForIslands(page);
	expect(
		await latinWordsInMain(page, '似ているピン'),
		'Latin words on the Japanese closeup',
	).toEqual([]);
	await page.locator('.save-button').getByRole('link', { name: '保存', exact: true }).click();
	const picker = page.getByRole('dialog', { name: '保存' });
	await expect(picker).toBeVisible();
	await expect(picker.getByLabel('ボード名')).toBeFocused();
	expect(
		await latinWordsInMain(page, '作成して保存', 'dialog[open], [role="dialog"]'),
		'Latin words in the Japanese board picker',
	).toEqual([]);

	// The error modal: the server fails the board's creation (a 500 in the API's envelope, with no
	// text of its own), so the modal's words are the catalogue's (error-modal).
	await page.route('**/resource/BoardResource/create/**', (route) =>
		route.fulfill({
			status: 500,
			json: {
				resource_response: {
					status: 'failure',
					error: {
						api_error_code: 9999,
						code: 'Internal',
						message: '',
						message_detail: '',
						http_status: 500,
					},
				},
			},
		}),
	);
	await picker.getByLabel('ボード名').fill('旅行');
	await picker.getByRole('button', { name: '作成して保存' }).click();
	const modal = page.getByRole('alertdialog', { name: 'エラーが発生しました' });
	await expect(modal).toBeVisible();
	await expect(modal).toContainText('申し訳ありません。こちら側で問題が発生しました。');
	await modal.getByRole('button', { name: 'OK' }).click();
	await expect(modal).toBeHidden();
	await page.unrouteAll();

	// The offline banner (shell-offline).
	const banner = page.locator('#offline-banner');
	await context.setOffline(true);
	await expect(banner).toHaveText('オフラインです。インターネット接続を確認してください。');
	await context.setOffline(false);
	await expect(banner).toHaveText('オンラインに戻りました！');

	// An island on a `/de/…` page gets the server's words in German, though the person reads
	// Japanese and the browser asks for English: the call names its page's language.
	await page.goto(`/de/pin/${id}/`);
	await waitForIslands(page);
	await page.route('**/resource/BoardResource/create/**', async (route) => {
		// The real server's answer to a call for a resource that does not exist, made with the
		// island's own headers, stands in for a failing creation.
		const real = await route.fetch({
			url: new URL('/resource/NoSuchThingResource/get/', route.request().url()).href,
			method: 'GET',
			postData: '',
		});
		const body = (await real.json()) as { resource_response: { error: Record<string, unknown> } };
		body.resource_response.error.http_status = 500;
		// The modal prefers `message_detail`, a developer's note whose languages are not this
		// test's subject: the person-facing `message` is shown.
		body.resource_response.error.message_detail = '';
		await route.fulfill({ status: 500, json: body });
	});
	await page.locator('.save-button').getByRole('link', { name: 'Merken', exact: true }).click();
	const germanPicker = page.getByRole('dialog', { name: 'Merken' });
	await germanPicker.getByLabel('Name der Pinnwand').fill('Reisen');
	await germanPicker.getByRole('button', { name: 'Erstellen und merken' }).click();
	const germanModal = page.getByRole('alertdialog', { name: 'Ein Fehler ist aufgetreten' });
	await expect(germanModal).toContainText('Diese Ressource gibt es nicht');
	await germanModal.getByRole('button', { name: 'OK' }).click();
	await page.unrouteAll();

	// Arabic: right to left.
	await page.goto('/settings/account');
	await waitForIslands(page);
	await page.getByLabel('言語').selectOption('ar');
	await page.getByRole('button', { name: '保存' }).click();
	await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
	await page.goto('/');
	await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
	await waitForIslands(page);
	await expect(page.getByRole('button', { name: 'الحسابات والمزيد من الخيارات' })).toBeVisible();
	expect(
		await latinWordsInMain(page, 'المزيد من الأفكار'),
		'Latin words on the Arabic home feed',
	).toEqual([]);
	await page.goto(`/pin/${id}/`);
	await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
	await waitForIslands(page);
	expect(
		await latinWordsInMain(page, 'المزيد مما يشبه هذا'),
		'Latin words on the Arabic closeup',
	).toEqual([]);
	await page.locator('.save-button').getByRole('link', { name: 'حفظ', exact: true }).click();
	const arabicPicker = page.getByRole('dialog', { name: 'حفظ' });
	await expect(arabicPicker).toBeVisible();
	// saving-boards: with no boards yet, the create form ("Create and save") once they loaded.
	await expect(arabicPicker.getByRole('button', { name: 'إنشاء وحفظ' })).toBeVisible();
	expect(
		await latinWordsInMain(page, 'إنشاء وحفظ', 'dialog[open], [role="dialog"]'),
		'Latin words in the Arabic board picker',
	).toEqual([]);
	await page.keyboard.press('Escape');
	await context.setOffline(true);
	await expect(banner).toHaveText('أنت غير متصل! تحقّق من اتصالك بالإنترنت.');
	await context.setOffline(false);
	await expect(banner).toHaveText('عاد اتصالك بالإنترنت!');
});
