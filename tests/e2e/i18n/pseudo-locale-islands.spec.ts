import type { Page } from '@playwright/test';
import { DEMO_USERNAME } from '../helpers/demo.ts';
import { type Kind, pseudo, pseudoSweep } from '../helpers/pseudo-sweep.ts';

/**
 * Issue 27: the islands, menus and dialogs, opened in the pseudo-locale; no text outside the
 * catalogue (tests/e2e/helpers/pseudo-sweep.ts). Each kind opens one on a page and the whole
 * page is checked again with it open.
 */

/** Clicks a side-nav button and waits for its popover panel. */
const navPanel = (item: string) => async (page: Page) => {
	await page.locator(`.side-nav [data-nav-item="${item}"]`).click();
	await page.locator(`#nav-panel-${item}:popover-open`).waitFor();
};

/** Opens the closeup's "Pin options" dialog. */
async function pinOptions(page: Page): Promise<void> {
	await page.locator('.pin-actions button[aria-haspopup="dialog"]').click();
	await page.locator('.pin-dialog__menu').waitFor();
}

/** Takes the browser offline for a moment: the shell's offline banner shows. */
async function goOffline(page: Page): Promise<void> {
	await page.context().setOffline(true);
	await page.locator('#offline-banner[data-state="offline"]').waitFor();
}

/**
 * UPS-04: a visitor opens pins from the home page until one opens the "log in to continue"
 * upsell modal instead (the 4th free pin of the session at the latest).
 */
async function upsellModal(page: Page): Promise<void> {
	const ids = await page
		.locator('.masonry a.pin-card')
		.evaluateAll((as) => as.slice(0, 5).map((a) => a.getAttribute('data-pin-id')));
	for (const id of ids) {
		await page.locator(`a.pin-card[data-pin-id="${id}"]`).click();
		const modal = page.locator('.auth-modal');
		const opened = await Promise.race([
			modal.waitFor().then(() => true),
			page.waitForURL(/\/pin\//).then(() => false),
		]);
		if (opened && (await modal.isVisible())) return;
		await page.goBack();
		await page.waitForURL((url) => url.pathname === '/en-xa/');
	}
	throw new Error('no upsell modal after five pins');
}

const VISITOR: Kind[] = [
	{ name: 'ideas menu', path: () => '/', open: navPanel('categories') },
	{
		name: 'login dialog',
		path: () => '/',
		open: async (page) => {
			await page.locator('.site-header a[data-auth-modal="login"]').click();
			await page.locator('.auth-modal').waitFor();
		},
	},
	{
		name: 'sign-up dialog',
		path: () => '/',
		open: async (page) => {
			await page.locator('.site-header a.site-header__signup').click();
			await page.locator('.auth-modal').waitFor();
		},
	},
	{
		name: 'save as a visitor (login to save)',
		path: (u) => u.pin,
		open: async (page) => {
			await page.locator('a.save-button__save').first().click();
			await page.locator('.auth-modal').waitFor();
		},
	},
	{
		name: 'consent banner (visitor from the EU)',
		path: () => '/',
		headers: { 'cf-ipcountry': 'DE' },
		open: async (page) => {
			await page.locator('.consent-banner, [data-consent-banner]').first().waitFor();
		},
	},
	{ name: 'upsell modal', path: () => '/', open: upsellModal },
	{ name: 'offline banner (visitor)', path: () => '/', open: goOffline },
];

const SIGNED_IN: Kind[] = [
	{
		name: 'account menu',
		path: () => '/',
		open: async (page) => {
			await page.locator('.account-menu__button').click();
			await page.locator('.account-menu__panel').waitFor();
		},
	},
	{ name: 'create menu', path: () => '/', open: navPanel('create') },
	{ name: 'more options menu', path: () => '/', open: navPanel('settings') },
	{
		name: 'board picker',
		path: (u) => u.pin,
		open: async (page) => {
			await page.locator('a.save-button__save').first().click();
			await page.locator('.save-picker__dialog').waitFor();
		},
	},
	{
		name: 'create board dialog',
		path: (u) => u.pin,
		open: async (page) => {
			await page.locator('a.save-button__save').first().click();
			await page.getByRole('button', { name: pseudo('Create board') }).click();
			await page.locator('.save-picker__create input').first().waitFor();
		},
	},
	{
		name: 'share (link copied)',
		path: (u) => u.pin,
		open: async (page) => {
			// Without a share sheet (a headless browser's would never close), Share copies the link
			// and says so in a toast.
			await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
			await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
			await page.getByTitle(pseudo('Share')).first().click();
			await page.locator('.toaster__toast').first().waitFor();
		},
	},
	{ name: 'pin options menu', path: (u) => u.pin, open: pinOptions },
	{
		name: 'report dialog',
		path: (u) => u.pin,
		open: async (page) => {
			await pinOptions(page);
			await page.getByRole('button', { name: pseudo('Report Pin') }).click();
			await page.locator('.pin-dialog fieldset input[type=radio]').first().waitFor();
		},
	},
	{
		name: 'edit pin dialog (own pin)',
		path: (u) => u.ownPin,
		open: async (page) => {
			await pinOptions(page);
			await page.getByRole('button', { name: pseudo('Edit Pin') }).click();
			await page.locator('.pin-dialog form').first().waitFor();
			await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
		},
	},
	{
		name: 'delete pin question (own pin)',
		path: (u) => u.ownPin,
		open: async (page) => {
			await pinOptions(page);
			await page.getByRole('button', { name: pseudo('Delete Pin') }).click();
			await page.locator('.pin-dialog').getByText(pseudo('Delete this Pin?')).waitFor();
		},
	},
	{
		name: 'error modal',
		path: (u) => u.person,
		open: async (page) => {
			await page.route('**/resource/UserFollowResource/create/**', (route) =>
				route.fulfill({ status: 500, json: { resource_response: { status: 'failure' } } }),
			);
			await page
				.getByRole('button', { name: pseudo('Follow') })
				.first()
				.click();
			await page.getByRole('alertdialog').waitFor();
		},
	},
	{
		name: 'comments island (heading, composer, its counter and the mention typeahead)',
		path: (u) => u.pin,
		open: async (page, u) => {
			// `client:visible`: the island takes over once the comments are scrolled to.
			await page.locator('#comments').scrollIntoViewIfNeeded();
			const composer = page.locator('#comment-new');
			await composer.waitFor();
			// Another person's @username (user content) opens the people list.
			await composer.pressSequentially(`@${u.person.split('/').filter(Boolean).pop()}`);
			await page.locator('#comments [role="listbox"] [role="option"]').first().waitFor();
		},
	},
	{ name: 'offline banner', path: () => '/', open: goOffline },
	{
		name: 'search typeahead',
		path: () => '/',
		open: async (page) => {
			await page.locator('#header-search-q').fill('ki');
			await page.getByRole('listbox').waitFor();
		},
	},
	{
		name: 'feedback dialog',
		path: () => '/',
		open: async (page) => {
			await navPanel('settings')(page);
			await page.locator('#nav-panel-settings [data-open-feedback]').click();
			await page.locator('dialog[open], [role="dialog"]').first().waitFor();
		},
	},
	{
		name: 'followers list',
		path: () => `/${DEMO_USERNAME}/`,
		open: async (page) => {
			await page.locator('button.profile-count').first().click();
			await page.locator('.follow-list__dialog').waitFor();
		},
	},
	{
		name: 'board collaborators dialog',
		path: (u) => u.board,
		open: async (page) => {
			await page.getByRole('button', { name: pseudo('Invite collaborators') }).click();
			await page.getByRole('dialog').first().waitFor();
		},
	},
];

pseudoSweep('islands for visitors', VISITOR, false);
pseudoSweep('islands when signed in', SIGNED_IN, true);
