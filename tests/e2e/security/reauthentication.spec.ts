import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { totpCode, totpStep } from '../../../src/lib/identity/auth/mfa/totp.ts';
import { waitForIslands } from '../helpers/hydration.ts';
import { linkFromMail } from '../helpers/mail.ts';
import { PASSWORD, signUp } from '../helpers/sign-up.ts';
import { expect, test } from '../helpers/test.ts';

/**
 * Account security in a real browser (the account-security review, findings 1 and 2): changing
 * the sign-in email asks "Confirm it's you" (the password, and a code with MFA on) before
 * anything changes; the old address's notice carries a link that stops the change and locks the
 * account until a password reset from that address; and a reset of an MFA account asks for the
 * code before it logs anyone in.
 */

/** Turns on MFA in the security settings; answers the secret and one backup code. */
async function turnOnMfa(page: Page): Promise<{ secret: string; backup: string }> {
	await page.goto('/settings/security');
	await waitForIslands(page);
	await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
	await page.getByLabel('Password').fill(PASSWORD);
	await page.getByRole('button', { name: 'Continue' }).click();
	const secret = (await page.locator('.mfa-secret').textContent())?.trim() ?? '';
	await page.getByLabel('Enter the 6-digit code the app shows').fill(totpCode(secret, totpStep()));
	await page.getByRole('button', { name: 'Turn on' }).click();
	const codes = page.getByRole('list', { name: 'Save your backup codes' }).getByRole('listitem');
	await expect(codes).toHaveCount(10);
	return { secret, backup: ((await codes.first().textContent()) ?? '').trim() };
}

async function changeEmail(page: Page, to: string): Promise<void> {
	await page.goto('/settings/account');
	await waitForIslands(page);
	await page.getByRole('textbox', { name: 'Email' }).fill(to);
	await page.getByRole('button', { name: 'Save' }).click();
}

test('finding 1: a new email asks for the password; the old address can undo the change', async ({
	page,
}) => {
	const email = await signUp(page, 'reauth');
	const stolen = `e2e-thief-${randomBytes(4).toString('hex')}@example.test`;
	await changeEmail(page, stolen);

	const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
	await expect(dialog).toBeVisible();
	await expect(dialog.getByLabel('Authentication code')).toHaveCount(0);
	await dialog.getByLabel('Password').fill('not my password 1');
	await dialog.getByRole('button', { name: 'Confirm' }).click();
	await expect(dialog.getByRole('alert')).toContainText('incorrect');
	await dialog.getByLabel('Password').fill(PASSWORD);
	await dialog.getByRole('button', { name: 'Confirm' }).click();
	await expect(dialog).toBeHidden();
	await expect(page.getByText('Check your inbox to confirm your new email').first()).toBeVisible();
	await expect(page.getByText(`Pending confirmation: check ${stolen}`)).toBeVisible();

	// The owner of the old address was told, with a link that stops the change.
	const undo = await linkFromMail(email, /email is being changed/, /https?:\/\/\S+undo-change\S+/);
	await page.goto(new URL(undo).pathname + new URL(undo).search);
	await page.getByRole('button', { name: 'Stop the change and lock my account' }).click();
	await expect(page.getByRole('heading', { name: 'Your account is locked' })).toBeVisible();

	// Every session ended: the settings page asks to log in.
	await page.goto('/settings/account');
	await expect(page).toHaveURL(/\/login/);

	// The way back: the reset link mailed to the old address; the email is the old one.
	const reset = await linkFromMail(email, /We locked your/, /https?:\/\/\S+\/pw\/\S+/);
	await page.goto(new URL(reset).pathname + new URL(reset).search);
	await waitForIslands(page);
	const fresh = 'e2e-after-lock-Passw0rd!';
	await page.getByLabel('New password', { exact: true }).fill(fresh);
	await page.getByLabel(/Confirm/).fill(fresh);
	// The page's own form: the footer has a "Change language" button too.
	await page
		.locator('main')
		.getByRole('button', { name: /Reset|Change|Save/ })
		.click();
	await page.waitForURL((url) => !url.pathname.startsWith('/pw/'));
	await page.goto('/settings/account');
	await waitForIslands(page);
	await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
	await expect(page.getByText('Pending confirmation')).toHaveCount(0);
});

test('finding 1: with MFA on, a new email asks for the password and a code', async ({ page }) => {
	const email = await signUp(page, 'reauth-mfa');
	const { secret, backup } = await turnOnMfa(page);

	// A session stolen later, or this one after the window: simulated by a fresh login with the
	// code, which is not itself a re-authentication for sensitive changes.
	await page.context().clearCookies();
	await page.goto('/login');
	await page.getByLabel('Email or username').fill(email);
	await page.getByLabel('Password').fill(PASSWORD);
	await page.getByRole('button', { name: 'Log in' }).click();
	await page.getByLabel('Verification code').fill(totpCode(secret, totpStep() + 1));
	await page.getByRole('button', { name: 'Verify' }).click();
	await page.waitForURL((url) => url.pathname === '/');

	await changeEmail(page, `e2e-mfa-new-${randomBytes(4).toString('hex')}@example.test`);
	const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
	await expect(dialog.getByLabel('Authentication code')).toBeVisible();
	await dialog.getByLabel('Password').fill(PASSWORD);
	await dialog.getByLabel('Authentication code').fill(backup);
	await dialog.getByRole('button', { name: 'Confirm' }).click();
	await expect(dialog).toBeHidden();
	await expect(page.getByText('Check your inbox to confirm your new email').first()).toBeVisible();
});

test('finding 2: a password reset of an MFA account asks for the code before it logs in', async ({
	page,
}) => {
	const email = await signUp(page, 'reset-mfa');
	const { backup } = await turnOnMfa(page);
	await page.context().clearCookies();

	await page.goto('/password/reset');
	await page.getByLabel('Email or username').fill(email);
	await page.getByRole('button', { name: 'Send reset link' }).click();
	const link = await linkFromMail(email, /Reset your/, /https?:\/\/\S+\/pw\/\S+/);
	await page.goto(new URL(link).pathname + new URL(link).search);
	const fresh = 'e2e-reset-mfa-Passw0rd!';
	await page.getByLabel('New password', { exact: true }).fill(fresh);
	await page.getByLabel(/Confirm/).fill(fresh);
	await page.getByRole('button', { name: 'Change password' }).click();

	// The password is saved, but nobody is logged in until the code passes; no mailed code.
	const code = page.getByLabel('Verification code');
	await expect(code).toBeVisible();
	await expect(page.getByRole('button', { name: /Email me a code/ })).toHaveCount(0);
	const cookies = await page.context().cookies();
	expect(cookies.find((c) => c.name === '_cb_sess')).toBeUndefined();
	await code.fill('000000');
	await page.getByRole('button', { name: 'Verify' }).click();
	await expect(page.getByRole('alert')).toBeVisible();
	await page.getByLabel('Verification code').fill(backup);
	await page.getByRole('button', { name: 'Verify' }).click();
	await page.waitForURL((url) => url.pathname === '/');
	await expect(page.getByRole('button', { name: 'Accounts and more options' })).toBeVisible();
});
