import type { Page } from '@playwright/test';
import { DEMO_USERNAME } from '../helpers/demo.ts';
import { waitForIslands } from '../helpers/hydration.ts';
import { expectAllFromCatalogue, type Kind, pseudo, pseudoSweep } from '../helpers/pseudo-sweep.ts';
import { signUp } from '../helpers/sign-up.ts';
import { expect, test } from '../helpers/test.ts';
import { whoAmI } from '../helpers/who-am-i.ts';

/**
 * Issue 27: every page kind of a signed-in person (the demo account), in the pseudo-locale; no
 * text outside the catalogue (tests/e2e/helpers/pseudo-sweep.ts).
 */
const KINDS: Kind[] = [
	{ name: 'home feed', path: () => '/' },
	{ name: 'closeup', path: (u) => u.pin },
	{ name: 'closeup: save (no script)', path: (u) => `${u.pin}repin/` },
	{ name: 'closeup (own pin)', path: (u) => u.ownPin },
	{ name: 'pin analytics', path: (u) => `${u.ownPin}analytics/` },
	{ name: 'board (owner)', path: (u) => u.board },
	{ name: 'board section (owner)', path: (u) => u.section },
	{ name: 'profile (own)', path: () => `/${DEMO_USERNAME}/` },
	{ name: 'search your pins', path: () => '/search/me/?q=kitchen' },
	{ name: 'settings', path: () => '/settings/' },
	{ name: 'settings profile', path: () => '/settings/profile' },
	{ name: 'settings account', path: () => '/settings/account' },
	{ name: 'settings notifications', path: () => '/settings/notifications' },
	{ name: 'settings privacy', path: () => '/settings/privacy' },
	{ name: 'settings security', path: () => '/settings/security' },
	{ name: 'parental passcode', path: () => '/parental-passcode' },
	{ name: 'home feed tuner', path: () => '/edit' },
	{ name: 'organize', path: (u) => `/organize/repin/?board_id=${u.boardId}` },
	{ name: 'board create', path: () => '/board/create/' },
	{ name: 'board edit', path: (u) => `/board/${u.boardId}/edit/` },
	{ name: 'pin builder', path: () => '/pin-creation-tool/' },
	{
		name: 'story builder',
		path: () => '/pin-creation-tool/',
		open: async (page) => {
			await page.getByRole('button', { name: pseudo('New story') }).click();
			await page.locator('.story-editor').first().waitFor();
		},
	},
	{ name: 'close account', path: () => '/close-account' },
	{ name: 'deactivate account', path: () => '/deactivate-account' },
	{ name: 'convert to business', path: () => '/convert-business' },
	{ name: 'create a linked business', path: () => '/create-business' },
	{ name: 'request your data', path: () => '/request-data' },
	{ name: 'email change (bad link)', path: () => '/email/confirm-change/', status: 400 },
	{ name: 'add account', path: () => '/add-account' },
];

pseudoSweep('pages when signed in', KINDS, true);

/** The viewer's group in the collage experiment, as the server assigns it (STA-10 state). */
async function collageGroup(page: Page): Promise<string | null> {
	return page.evaluate(async () => {
		const res = await fetch('/_/_/state?source_url=/collage-creation-tool');
		const state = (await res.json()).resource_response?.data;
		return (state?.experiment_groups?.collage_creation_tool as string | undefined) ?? null;
	});
}

// The collage tool (BLD-21) opens only for accounts in its experiment's `enabled` group, which
// follows the user id: fresh accounts are signed up until one is in it (about every second).
test('pseudo-locale: collage tool: no text outside the catalogue', async ({ page }) => {
	test.setTimeout(120_000);
	let enabled = false;
	for (let i = 0; i < 10 && !enabled; i++) {
		await signUp(page, 'pseudo-collage');
		enabled = (await collageGroup(page))?.startsWith('enabled') ?? false;
		if (!enabled) {
			await page.evaluate(() => sessionStorage.clear());
			await page.context().clearCookies();
		}
	}
	expect(enabled, 'an account in the collage experiment').toBe(true);
	const response = await page.goto('/en-xa/collage-creation-tool');
	expect(response?.status()).toBe(200);
	await waitForIslands(page);
	// The new account's name is user content the demo world did not have.
	await expectAllFromCatalogue(page, [(await whoAmI(page)).username]);
});
