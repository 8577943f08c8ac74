import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createBoardInUi } from '../helpers/boards.ts';
import { DEMO_USERNAME, pinIdsOnPage } from '../helpers/demo.ts';
import { expectAccessible } from '../helpers/expect-accessible.ts';
import { waitForIslands } from '../helpers/hydration.ts';
import { type OpenPage, test } from '../helpers/open-page.ts';
import { callResourceFromPage } from '../helpers/resource.ts';
import { signUp } from '../helpers/sign-up.ts';
import { expect } from '../helpers/test.ts';
import { uploadImageFromPage } from '../helpers/upload-image.ts';
import { whoAmI } from '../helpers/who-am-i.ts';

/**
 * The "Done when" journey of issue 4 (pins and boards) in a real browser, on fresh accounts so
 * parallel runs never collide: A creates a public and a secret board and two sections, uploads
 * pins, saves someone else's pin, organizes pins between the sections; A invites B to the
 * secret board, B accepts and saves a pin into it; a stranger and an anonymous visitor see
 * nothing of the secret board; pin, board and profile pages pass axe and read completely with
 * JavaScript off.
 *
 * There is no pin-builder page yet: the two uploaded pins are made as the pin builder will make
 * them, from inside A's page (`POST /upload-image/`, then `PinResource` create, both with the
 * CSRF token). Everything else is clicked through the UI.
 */

interface Person {
	page: Page;
	email: string;
}

/** A fresh account signed in in a browser context of its own. */
async function personElsewhere(openPage: OpenPage, tag: string): Promise<Person> {
	const page = await openPage();
	return { page, email: await signUp(page, tag) };
}

/** Creates a board on `/board/create/` (BRD-13) with the journey's description. */
function createBoard(page: Page, name: string, secret: boolean) {
	return createBoardInUi(page, { name, description: `E2E journey board ${name}`, secret });
}

/** Uploads a picture and makes a pin of it on a board (PIN-02), as the pin builder will. */
async function uploadPin(page: Page, boardId: string, title: string, hue: number): Promise<string> {
	const mediaId = await uploadImageFromPage(page, hue);
	const pin = await callResourceFromPage(page, 'PinResource', 'create', {
		board_id: boardId,
		media_id: mediaId,
		title,
		description: `${title}, uploaded by the e2e journey.`,
		alt_text: `A square on a coloured field (${title})`,
	});
	expect(pin.httpStatus, JSON.stringify(pin.response)).toBe(200);
	return pin.response.data.id as string;
}

/** Opens the save picker on a pin's closeup and saves the pin to a board (BRD-12, PIN-10). */
async function saveFromCloseup(page: Page, pinId: string, boardName: string): Promise<void> {
	await page.goto(`/pin/${pinId}/`);
	await waitForIslands(page);
	const saveButton = page.locator('.save-button');
	await saveButton.getByRole('link', { name: 'Save', exact: true }).click();
	const picker = page.getByRole('dialog', { name: 'Save' });
	await expect(picker).toBeVisible();
	await picker
		.getByRole('region', { name: 'All boards' })
		.getByRole('button', { name: `Save to ${boardName}` })
		.click();
	await expect(picker).toBeHidden();
	await expect(page.getByRole('status').filter({ hasText: `Saved to ${boardName}` })).toBeVisible();
	// PIN-10: the closeup now says where the pin is saved.
	await expect(saveButton.getByRole('link', { name: boardName })).toBeVisible();
}

/**
 * On a board or section page: opens Organize (`/organize/repin/`), ticks the pins and moves
 * them to a board or section (BRD-14). Pins are ticked by id: the tick boxes are labelled with
 * the pin titles, which a saved pin takes from someone else.
 */
async function organize(page: Page, pinIds: string[], target: string) {
	await page.getByRole('link', { name: 'Organize', exact: true }).click();
	await page.waitForURL(/\/organize\/repin\//);
	for (const id of pinIds) {
		await page
			.getByRole('checkbox')
			.and(page.locator(`[value="${id}"]`))
			.check();
	}
	await page.getByLabel('Move to').selectOption({ label: target });
	await page.getByRole('button', { name: 'Move', exact: true }).click();
	await page.waitForURL((url) => !url.pathname.startsWith('/organize/'));
}

interface Secret {
	/** The secret board's path and name. */
	path: string;
	name: string;
	/** The collaborator's pin on it. */
	pinId: string;
	owner: { id: string; profile: string };
	collaborator: { id: string; profile: string };
}

/** Answers `/v3/users/{id}/` counts as this page's viewer reads them. */
async function countsOf(page: Page, userId: string) {
	return page.evaluate(async (id) => {
		const res = await fetch(`/v3/users/${id}/?fields=user.board_count,user.pin_count`);
		return (await res.json()).resource_response.data as { board_count: number; pin_count: number };
	}, userId);
}

/** Every place a visitor who may not see the secret board could find a trace of it. */
async function expectSecretHidden(page: Page, who: string, secret: Secret) {
	const notFound = page.getByRole('heading', { name: "We couldn't find that page" });
	const board = await page.goto(secret.path);
	expect(board?.status(), `${who}: the secret board's URL`).toBe(404);
	await expect(notFound).toBeVisible();
	expect(await page.content()).not.toContain(secret.name);

	const pin = await page.goto(`/pin/${secret.pinId}/`);
	expect(pin?.status(), `${who}: the closeup of the collaborator's pin`).toBe(404);
	await expect(notFound).toBeVisible();

	// The owner's profile lists only the public board; nothing names the secret one.
	await page.goto(secret.owner.profile);
	await expect(page.locator('.board-card')).toHaveCount(1);
	await expect(page.getByRole('heading', { name: 'Secret boards' })).toHaveCount(0);
	expect(await page.content(), `${who}: the owner's profile`).not.toContain(secret.name);
	// The collaborator's profile shows neither the board nor the pin saved to it.
	await page.goto(secret.collaborator.profile);
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
	expect(await page.content(), `${who}: the collaborator's profile`).not.toContain(secret.name);
	expect(await pinIdsOnPage(page)).not.toContain(secret.pinId);
	// The home feed (newest pins) does not carry it either.
	await page.goto('/');
	expect(await pinIdsOnPage(page)).not.toContain(secret.pinId);

	// BRD-17, ACC-03: counts others read never include the secret board or its pins.
	expect(await countsOf(page, secret.owner.id), `${who}: the owner's counts`).toEqual({
		board_count: 1,
		pin_count: 3,
	});
	expect(await countsOf(page, secret.collaborator.id), `${who}: the collaborator's counts`).toEqual(
		{
			board_count: 0,
			pin_count: 0,
		},
	);
}

test('issue 4 done-when journey: boards and sections, uploads, a save, organizing, a collaborator adds a pin, a secret board nobody else sees (BRD-13, RTE-16, BRD-08, PIN-02, PIN-10, BRD-12, BRD-14, BRD-05, COL-01, COL-02, COL-04, BRD-06, RTE-15, BRD-15, BRD-17, ACC-03, RTE-05, RTE-06, SEO-02)', async ({
	page,
	openPage,
}) => {
	// A long journey of three people: about 25 s on a quiet machine, well over a minute on a busy one.
	test.setTimeout(120_000);
	const tag = randomBytes(3).toString('hex');
	const publicName = `Journey kitchen ${tag}`;
	const secretName = `Journey surprise ${tag}`;

	// A, in the test's own context, so the fixture's axe check covers A's last page too.
	const a: Person = { page, email: await signUp(page, 'journey-a') };

	let publicBoard = { path: '', id: '' };
	let secretBoard = { path: '', id: '' };
	let username = '';
	const uploadedTitles = [`Journey tiles ${tag}`, `Journey lamp ${tag}`] as const;
	const uploadedIds: string[] = [];
	let foreignPinId = '';
	let savedPinId = '';

	await test.step('BRD-13, RTE-16: A creates a public and a secret board on /board/create/', async () => {
		publicBoard = await createBoard(a.page, publicName, false);
		username = publicBoard.path.split('/')[1]!;
		secretBoard = await createBoard(a.page, secretName, true);
		expect(secretBoard.path.startsWith(`/${username}/`)).toBe(true);
	});

	await test.step('BRD-08: A adds two sections to the public board', async () => {
		await a.page.goto(publicBoard.path);
		for (const title of ['Walls', 'Lights']) {
			// The owner's tools are one row; the section form opens from its disclosure.
			await a.page.locator('.board-actions__add-section summary').click();
			await a.page.getByLabel('New section').fill(title);
			await a.page.getByRole('button', { name: 'Add', exact: true }).click();
			await expect(
				a.page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: title }),
			).toBeVisible();
		}
		await expect(a.page.getByText('2 sections')).toBeVisible();
	});

	await test.step('PIN-02: A uploads two pins to the public board', async () => {
		await a.page.goto(publicBoard.path);
		for (const [i, title] of uploadedTitles.entries()) {
			uploadedIds.push(await uploadPin(a.page, publicBoard.id, title, 40 + i * 120));
		}
		await a.page.reload();
		const grid = a.page.getByRole('list', { name: `Pins on ${publicName}` });
		for (const title of uploadedTitles) {
			await expect(grid.getByRole('link', { name: new RegExp(title) })).toBeVisible();
		}
		await expect(a.page.getByText('2 Pins', { exact: true })).toBeVisible();
	});

	await test.step("PIN-10, BRD-12, BRD-14: A saves someone else's pin from a closeup with the board picker", async () => {
		// The demo account's own pins are surely someone else's; the oldest shown is a seeded one
		// (newer ones may be made and deleted by tests running alongside).
		await a.page.goto(`/${DEMO_USERNAME}/_created/`);
		foreignPinId = (await pinIdsOnPage(a.page)).at(-1)!;
		await saveFromCloseup(a.page, foreignPinId, publicName);
		await a.page.goto(publicBoard.path);
		await expect(a.page.getByText('3 Pins', { exact: true })).toBeVisible();
		// BRD-14: the save is prepended, before the two uploads.
		const onBoard = await pinIdsOnPage(a.page);
		expect(onBoard.slice(1)).toEqual([...uploadedIds].reverse());
		savedPinId = onBoard[0]!;
		expect(savedPinId).not.toBe(foreignPinId);
	});

	await test.step('BRD-14, BRD-05: A organizes pins into the sections and between them', async () => {
		await a.page.goto(publicBoard.path);
		// The saved pin and the first upload go to "Walls"…
		await organize(a.page, [savedPinId, uploadedIds[0]!], `${publicName} / Walls`);
		await a.page.goto(publicBoard.path);
		const sections = a.page.getByRole('navigation', { name: 'Sections' });
		await expect(sections.getByRole('link', { name: /Walls\s*2 Pins/ })).toBeVisible();
		// …then, from the "Walls" section page, the saved pin moves on to "Lights".
		await sections.getByRole('link', { name: /Walls/ }).click();
		await expect(a.page.getByRole('heading', { level: 1, name: 'Walls' })).toBeVisible();
		expect(new Set(await pinIdsOnPage(a.page))).toEqual(new Set([savedPinId, uploadedIds[0]]));
		await organize(a.page, [savedPinId], `${publicName} / Lights`);
		await a.page.goto(publicBoard.path);
		await expect(sections.getByRole('link', { name: /Walls\s*1 Pin\b/ })).toBeVisible();
		await expect(sections.getByRole('link', { name: /Lights\s*1 Pin\b/ })).toBeVisible();
		await expect(a.page.getByRole('heading', { name: '1 Pin not in a section' })).toBeVisible();
		await expect(a.page.getByText('3 Pins', { exact: true })).toBeVisible();
		await sections.getByRole('link', { name: /Lights/ }).click();
		await expect(a.page.getByRole('heading', { level: 1, name: 'Lights' })).toBeVisible();
		expect(await pinIdsOnPage(a.page)).toEqual([savedPinId]);
		await a.page.goto(publicBoard.path);
		expect(await pinIdsOnPage(a.page)).toEqual([uploadedIds[1]]);
		await sections.getByRole('link', { name: /Walls/ }).click();
		await expect(a.page.getByRole('heading', { level: 1, name: 'Walls' })).toBeVisible();
		expect(await pinIdsOnPage(a.page)).toEqual([uploadedIds[0]]);
	});

	const b = await personElsewhere(openPage, 'journey-b');

	await test.step('COL-01, BRD-06: A invites B to the secret board from the collaborators dialog', async () => {
		await a.page.goto(secretBoard.path);
		await waitForIslands(a.page);
		await a.page.getByRole('button', { name: 'Invite collaborators' }).click();
		const dialog = a.page.getByRole('dialog', { name: 'Invite collaborators' });
		await expect(dialog).toBeVisible();
		await dialog.getByLabel('Invite by username or email').fill(b.email);
		await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
		await expect(dialog.getByRole('status')).toContainText('Invited');
		await expectAccessible(a.page);
		await a.page.keyboard.press('Escape');
		await expect(dialog).toBeHidden();
	});

	let collaboratorPinId = '';
	await test.step('COL-02, COL-04, RTE-15: B accepts on /invited and saves a pin into the secret board', async () => {
		await b.page.goto('/invited');
		await expect(b.page.getByText(secretName, { exact: true })).toBeVisible();
		await b.page.getByRole('button', { name: `Accept invite to ${secretName}` }).click();
		// Accepting opens the board, readable to B now.
		await b.page.waitForURL((url) => url.pathname === secretBoard.path);
		await expect(b.page.getByRole('heading', { level: 1, name: secretName })).toBeVisible();
		await b.page.goto('/invited');
		await expect(b.page.getByText(secretName, { exact: true })).toHaveCount(0);

		await b.page.goto(`/${DEMO_USERNAME}/_created/`);
		// Again one of the oldest shown (see A's save above).
		const ids = await pinIdsOnPage(b.page);
		const other = ids.reverse().find((id) => id !== foreignPinId)!;
		await saveFromCloseup(b.page, other, secretName);

		// B reads the secret board as a collaborator and finds the pin there.
		await b.page.goto(secretBoard.path);
		await expect(b.page.getByRole('heading', { level: 1, name: secretName })).toBeVisible();
		const pins = await pinIdsOnPage(b.page);
		expect(pins).toHaveLength(1);
		collaboratorPinId = pins[0]!;
		// The owner sees the collaborator's pin too, and counts follow (BRD-05).
		await a.page.goto(secretBoard.path);
		await expect(a.page.getByText('1 Pin', { exact: true })).toBeVisible();
		expect(await pinIdsOnPage(a.page)).toEqual([collaboratorPinId]);
	});

	const owner = await whoAmI(a.page);
	const profilePath = owner.profile;
	expect(profilePath).toBe(`/${username}/`);

	await test.step('BRD-15, BRD-17: A sees both boards on the profile, counts include the secret one', async () => {
		await a.page.goto(profilePath);
		await expect(a.page.getByRole('heading', { name: 'Secret boards' })).toBeVisible();
		await expect(a.page.locator('.board-card')).toHaveCount(2);
		await expect(a.page.locator('.board-card').filter({ hasText: secretName })).toContainText(
			'Secret',
		);
		expect(await countsOf(a.page, owner.id)).toEqual({ board_count: 2, pin_count: 3 });
	});

	const secret: Secret = {
		path: secretBoard.path,
		name: secretName,
		pinId: collaboratorPinId,
		owner,
		collaborator: await whoAmI(b.page),
	};

	await test.step('BRD-17, ACC-03: a stranger (signed in) sees nothing of the secret board', async () => {
		const c = await personElsewhere(openPage, 'journey-c');
		await expectSecretHidden(c.page, 'stranger', secret);
	});

	const visitor = await openPage();

	await test.step('BRD-17, ACC-03: an anonymous visitor sees nothing of the secret board', async () => {
		await expectSecretHidden(visitor, 'anonymous', secret);
	});

	const uploadedPath =
		await test.step('RTE-05, RTE-06, SEO-02: board, section, pin and profile pages read completely with JavaScript off', async () => {
			const p = await openPage({ javaScriptEnabled: false });

			await p.goto(publicBoard.path);
			await expect(p.getByRole('heading', { level: 1, name: publicName })).toBeVisible();
			await expect(p.getByText(`E2E journey board ${publicName}`)).toBeVisible();
			await expect(p.getByText('3 Pins', { exact: true })).toBeVisible();
			const sections = p.getByRole('navigation', { name: 'Sections' });
			await expect(sections.getByRole('link', { name: /Walls\s*1 Pin\b/ })).toBeVisible();
			await expect(sections.getByRole('link', { name: /Lights\s*1 Pin\b/ })).toBeVisible();
			const grid = p.getByRole('list', { name: `Pins on ${publicName}` });
			await expect(grid.getByRole('link', { name: new RegExp(uploadedTitles[1]!) })).toBeVisible();
			await expect(grid.getByRole('listitem')).toHaveCount(1);

			await sections.getByRole('link', { name: /Walls/ }).click();
			await expect(p.getByRole('heading', { level: 1, name: 'Walls' })).toBeVisible();
			const wallPins = p.getByRole('list', { name: `Pins on Walls – ${publicName}` });
			const uploaded = wallPins.getByRole('link', { name: new RegExp(uploadedTitles[0]!) });
			await expect(uploaded).toBeVisible();
			await uploaded.click();
			await expect(p.getByRole('heading', { level: 1, name: uploadedTitles[0] })).toBeVisible();
			await expect(p.getByText(`${uploadedTitles[0]}, uploaded by the e2e journey.`)).toBeVisible();
			await expect(
				p.getByRole('img', { name: /A square on a coloured field/ }).first(),
			).toBeVisible();
			await expect(p.getByRole('link', { name: publicName }).first()).toBeVisible();
			const pinPath = new URL(p.url()).pathname;
			// SEO-02: the title and canonical link come from the pin.
			await expect(p).toHaveTitle(new RegExp(uploadedTitles[0]));
			expect(await p.locator('link[rel=canonical]').getAttribute('href')).toContain(uploadedIds[0]);

			await p.goto(profilePath);
			await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
			await expect(p.locator('.board-card')).toHaveCount(1);
			const card = p.locator('.board-card').filter({ hasText: publicName });
			await expect(card).toContainText('3 Pins');
			await expect(card).toContainText('2 sections');
			await expect(p.getByText(secretName)).toHaveCount(0);
			return pinPath;
		});

	await test.step('axe (WCAG 2.1 A/AA): board, section, pin and profile pages pass, signed out and as the owner', async () => {
		// axe needs page scripts, so it runs in JavaScript-on contexts: the anonymous visitor's
		// and A's (the fixture checks A's page once more after the test).
		for (const path of [publicBoard.path, profilePath, uploadedPath]) {
			await visitor.goto(path);
			await expectAccessible(visitor);
		}
		await visitor.goto(publicBoard.path);
		await visitor
			.getByRole('navigation', { name: 'Sections' })
			.getByRole('link', { name: /Walls/ })
			.click();
		await expect(visitor.getByRole('heading', { level: 1, name: 'Walls' })).toBeVisible();
		await expectAccessible(visitor);

		// (The owner's profile has its own axe check in profiles/profile.spec.ts.)
		await a.page.goto(secretBoard.path);
		await waitForIslands(a.page);
		await expectAccessible(a.page);
		await a.page.goto(`/pin/${collaboratorPinId}/`);
		await expect(a.page.getByRole('heading', { level: 1 })).toBeVisible();
		await waitForIslands(a.page);
		await expectAccessible(a.page);
		await a.page.goto(publicBoard.path);
		await waitForIslands(a.page);
		// Left open: the fixture runs axe on it after the test.
	});
});
