import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { unzipSync } from 'fflate';
import { totpCode, totpStep } from '../../src/lib/identity/auth/mfa/totp.ts';
import { waitForIslands } from './helpers/hydration.ts';
import { linkFromMail } from './helpers/mail.ts';
import { expect, test } from './helpers/test.ts';

/**
 * The accounts journeys in a real browser, each on a fresh account so tests run in parallel
 * and never touch the demo account: sign-up and email verification, logout and login with
 * MFA, several accounts in one browser, a linked business, a passcode-protected setting, and
 * the data export.
 */
const PASSWORD = 'e2e-Passw0rd!';

function newEmail(tag: string): string {
	return `e2e-${tag}-${randomBytes(4).toString('hex')}@example.test`;
}

/**
 * Signs up through the /signup page (AUTH-05) and lands on the home page signed in. The new
 * account's email is unverified, so the 'Verify your email' reminder opens (AUTH-21); it is
 * dismissed with 'Got it' unless the test wants to look at it.
 */
async function signUp(page: Page, email: string, { keepReminder = false } = {}): Promise<void> {
	await page.goto('/signup');
	await page.getByLabel('Email').fill(email);
	await page.getByLabel('Password').fill(PASSWORD);
	await page.getByLabel('Birthday').fill('1990-04-12');
	await page.getByRole('button', { name: 'Continue' }).click();
	await page.waitForURL((url) => !url.pathname.startsWith('/signup'));
	const reminder = page.getByRole('dialog', { name: 'Verify your email' });
	await expect(reminder).toBeVisible();
	if (!keepReminder) await reminder.getByRole('button', { name: 'Got it' }).click();
}

/** Runs an action that ends in a page load (a switch reloads at `/`) and waits for that load. */
async function reloadsAfter(page: Page, action: () => Promise<void>): Promise<void> {
	const loaded = page.waitForEvent('load');
	await action();
	await loaded;
}

async function openAccountMenu(page: Page) {
	// A click before the menu island hydrates opens nothing.
	await waitForIslands(page);
	await page.getByRole('button', { name: 'Accounts and more options' }).click();
	return page.getByRole('region', { name: 'Accounts and more options' });
}

async function logOut(page: Page): Promise<void> {
	const menu = await openAccountMenu(page);
	await menu.getByRole('button', { name: 'Log out' }).click();
	await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
}

async function logIn(page: Page, login: string): Promise<void> {
	await page.goto('/login');
	await page.getByLabel('Email or username').fill(login);
	await page.getByLabel('Password').fill(PASSWORD);
	await page.getByRole('button', { name: 'Log in' }).click();
}

/** A second account, created in its own browser context so this one stays signed out of it. */
async function signUpElsewhere(browser: Browser, email: string): Promise<void> {
	const context = await browser.newContext();
	await signUp(await context.newPage(), email);
	await context.close();
}

test('AUTH-05, AUTH-21, AUTH-22: sign up, verify the email from the outbox, log out, log in', async ({
	page,
}) => {
	const email = newEmail('verify');
	await signUp(page, email, { keepReminder: true });
	// The reminder asks for verification until the mailed link is opened (AUTH-21).
	const reminder = page.getByRole('dialog', { name: 'Verify your email' });
	await reminder.getByRole('button', { name: 'Resend email' }).click();
	await expect(reminder.getByRole('button', { name: 'Email sent' })).toBeDisabled();
	await reminder.getByRole('button', { name: 'Got it' }).click();
	await expect(reminder).toBeHidden();

	const link = await linkFromMail(email, /confirm your email/i, /https?:\/\/\S+\/email\/verify\S*/);
	await page.goto(new URL(link).pathname + new URL(link).search);
	await expect(page).toHaveURL(/email_verified=1/);
	await page.reload();
	await expect(page.getByRole('dialog', { name: 'Verify your email' })).toHaveCount(0);

	await logOut(page);
	await logIn(page, email);
	await page.waitForURL((url) => url.pathname === '/');
	await expect(page.getByRole('button', { name: 'Accounts and more options' })).toBeVisible();
});

test('AUTH-05: signing up with an address that has an account shows no error and mails its owner', async ({
	page,
	browser,
}) => {
	const email = newEmail('taken');
	await signUpElsewhere(browser, email);
	await page.goto('/signup');
	await page.getByLabel('Email').fill(email.toUpperCase());
	await page.getByLabel('Password').fill(PASSWORD);
	await page.getByLabel('Birthday').fill('1990-04-12');
	await page.getByRole('button', { name: 'Continue' }).click();
	// The same way out as a new account, but nobody is logged in and nothing says "taken".
	await page.waitForURL((url) => !url.pathname.startsWith('/signup'));
	await expect(page.getByRole('alert')).toHaveCount(0);
	await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
	const login = await linkFromMail(email, /already have a/i, /https?:\/\/\S+\/login\b\S*/);
	expect(new URL(login).pathname).toBe('/login');
});

test('AUTH-03: turn on two-factor authentication, then log in with a code from the app', async ({
	page,
}) => {
	const email = newEmail('mfa');
	await signUp(page, email);
	await page.goto('/settings/security');
	await waitForIslands(page);
	await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
	await page.getByLabel('Password').fill(PASSWORD);
	await page.getByRole('button', { name: 'Continue' }).click();
	await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
	const secret = (await page.locator('.mfa-secret').textContent())?.trim() ?? '';
	expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
	await page.getByLabel('Enter the 6-digit code the app shows').fill(totpCode(secret, totpStep()));
	await page.getByRole('button', { name: 'Turn on' }).click();
	await expect(page.getByText('Two-factor authentication is on').first()).toBeVisible();

	await page.goto('/');
	await logOut(page);
	await logIn(page, email);
	// The password alone is not enough: the login asks for the code (AUTH-03).
	const code = page.getByLabel('Verification code');
	await expect(code).toBeVisible();
	// A code from the next time step, so it is not the one already used to turn MFA on.
	await code.fill(totpCode(secret, totpStep() + 1));
	await page.getByRole('button', { name: 'Verify' }).click();
	await page.waitForURL((url) => url.pathname === '/');
	await expect(page.getByRole('button', { name: 'Accounts and more options' })).toBeVisible();
});

test('MAS-03, MAS-10: add a second account in the same browser and switch between them', async ({
	page,
	browser,
}) => {
	const first = newEmail('first');
	const second = newEmail('second');
	await signUpElsewhere(browser, second);
	await signUp(page, first);

	let menu = await openAccountMenu(page);
	await menu.getByRole('button', { name: 'Add account' }).click();
	const dialog = page.getByRole('dialog', { name: 'Add account' });
	await expect(dialog).toBeVisible();
	await dialog.getByLabel('Email or username').fill(second);
	await dialog.getByLabel('Password').fill(PASSWORD);
	await reloadsAfter(page, () => dialog.getByRole('button', { name: 'Log in' }).click());

	const me = async () =>
		(await page.request.get('/v3/users/me/?fields=user.email').then((r) => r.json()))
			.resource_response.data.email;
	await expect.poll(me).toBe(second);

	menu = await openAccountMenu(page);
	// MAS-05: on success the browser reloads at `/`.
	await reloadsAfter(page, () =>
		menu
			.getByRole('button', { name: /^Switch to/ })
			.first()
			.click(),
	);
	await expect(page).toHaveURL(/\/$/);
	await expect.poll(me).toBe(first);
});

test('MAS-07: create a linked business, switch to it and back', async ({ page }) => {
	const email = newEmail('owner');
	await signUp(page, email);
	await page.goto('/create-business');
	const business = `Shop ${randomBytes(3).toString('hex')}`;
	await page.getByLabel('Business name').fill(business);
	await page.getByRole('button', { name: 'Create account' }).click();
	await page.waitForURL((url) => url.pathname === '/');

	const me = async () =>
		(await page.request.get('/v3/users/me/?fields=user.partner').then((r) => r.json()))
			.resource_response.data.partner;
	await expect.poll(async () => (await me())?.business_name).toBe(business);

	const menu = await openAccountMenu(page);
	await reloadsAfter(page, () => menu.getByRole('button', { name: /^Switch back to/ }).click());
	await expect.poll(me).toBeNull();
});

test('PPC-01, PPC-09: a passcode-protected setting changes only with the passcode', async ({
	page,
}) => {
	const email = newEmail('passcode');
	await signUp(page, email);
	await page.goto('/parental-passcode');
	await waitForIslands(page);
	await page.getByLabel('Passcode', { exact: true }).fill('2468');
	await page.getByLabel('Confirm passcode').fill('2468');
	await page.getByLabel('Backup email', { exact: true }).fill('guardian@example.test');
	await page.getByLabel('Confirm backup email').fill('guardian@example.test');
	await page.getByRole('button', { name: 'Turn on passcode' }).click();
	await expect(page.getByText('Parental passcode is on').first()).toBeVisible();

	await page.goto('/settings/profile');
	await waitForIslands(page);
	await page.getByLabel('About').fill('Protected words');
	await page.getByRole('button', { name: 'Save' }).click();
	const modal = page.getByRole('dialog');
	await expect(modal.getByLabel('Passcode')).toBeVisible();
	await modal.getByLabel('Passcode').fill('1111');
	await modal.getByRole('button', { name: 'Submit' }).click();
	await expect(modal.getByRole('alert')).toContainText('incorrect');
	await modal.getByLabel('Passcode').fill('2468');
	await modal.getByRole('button', { name: 'Submit' }).click();
	await expect(page.getByText('Profile saved').first()).toBeVisible();
	await page.reload();
	await waitForIslands(page);
	await expect(page.getByLabel('About')).toHaveValue('Protected words');
});

test('SET-12: export the account data as a ZIP', async ({ page }) => {
	const email = newEmail('export');
	await signUp(page, email);
	await page.goto('/request-data');
	const downloading = page.waitForEvent('download');
	await page.getByRole('link', { name: 'Download your data' }).click();
	const download = await downloading;
	expect(download.suggestedFilename()).toMatch(/^corkboard-data-.+\.zip$/);
	const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
	const profile = JSON.parse(new TextDecoder().decode(files['profile.json']));
	expect(profile.email).toBe(email);
	expect(JSON.stringify(files['profile.json'] && profile)).not.toContain('password_hash');
});

/**
 * Ages the sessions of one account in the e2e server's own database, as time would: they
 * expired a day ago, so the browser becomes a limited-login viewer (LIM-01).
 */
function expireSessionsOf(email: string): void {
	const file = path.join(process.env.E2E_DATA_DIR ?? '.e2e-data', 'corkboard.db');
	const db = new Database(file, { timeout: 5000 });
	try {
		const yesterday = new Date(Date.now() - 86_400_000).toISOString();
		db.prepare(
			'update sessions set expires_at = ? where user_id = (select id from users where email = ?)',
		).run(yesterday, email);
	} finally {
		db.close();
	}
}

test('LIM-01, LIM-06: an expired session is a limited-login visitor until they log in again', async ({
	page,
}) => {
	const email = newEmail('limited');
	await signUp(page, email);
	const username = (
		await page.request.get('/v3/users/me/?fields=user.username').then((r) => r.json())
	).resource_response.data.username as string;
	expireSessionsOf(email);

	// Readable pages still open, and the header knows who is back.
	await page.goto('/');
	await expect(page.getByRole('link', { name: `Continue as ${username}` })).toBeVisible();
	// Actions that need a login are refused by the server, not only hidden.
	const refused = await page.request.get('/v3/users/settings/');
	expect(refused.status()).toBe(401);
	expect((await refused.json()).resource_response.error.code).toBe('LimitedLogin');

	// Other pages ask them to log in again, with their email filled in.
	await page.goto('/settings/profile');
	await expect(page).toHaveURL(/\/login\?limited=1/);
	await expect(page.getByRole('heading', { name: `Welcome back, ${username}` })).toBeVisible();
	await page.getByLabel('Password').fill(PASSWORD);
	await page.getByRole('button', { name: 'Log in' }).click();
	await page.waitForURL((url) => url.pathname === '/settings/profile');
	expect((await page.request.get('/v3/users/settings/')).status()).toBe(200);
});
