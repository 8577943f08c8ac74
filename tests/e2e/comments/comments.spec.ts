import { test } from '../helpers/open-page.ts';
import { signUp } from '../helpers/sign-up.ts';
import { expect } from '../helpers/test.ts';
import { commentWith, openComments, ownerWithPin, postComment } from './comment-world.ts';

/**
 * The closeup's comments in a real browser, two people: B comments on A's pin (posts, mentions A
 * through the typeahead, replies, edits, likes with the count changing at once and a refused
 * like rolled back, reports, deletes), A highlights and hides (CMT-01..05, CMT-08, CMT-09,
 * CMT-02/03's events through the one store).
 */
test('CMT-01/02/03/09/10: a signed-in person posts, mentions, replies, edits, likes (rollback on failure) and deletes', async ({
	page,
	openPage,
}) => {
	test.setTimeout(150_000);
	const ownerPage = await openPage();
	const owner = await ownerWithPin(ownerPage, 'cmt-owner');
	await signUp(page, 'cmt-b');
	await openComments(page, owner.pinPath);
	const composer = page.getByRole('combobox', { name: 'Add a comment' });
	await expect(page.getByRole('heading', { name: 'Comments', exact: true })).toBeVisible();

	await test.step('posts a comment: it shows at once and the count goes up', async () => {
		await composer.fill('First thoughts on this');
		await expect(page.getByText('22 of 500 characters')).toBeAttached();
		await page.getByRole('button', { name: 'Post' }).click();
		await expect(commentWith(page, 'First thoughts on this')).toBeVisible();
		await expect(page.getByRole('heading', { name: '1 comment' })).toBeVisible();
		await expect(composer).toHaveValue('');
	});

	await test.step('mentions the owner through the typeahead, by keyboard', async () => {
		await composer.click();
		// Most of the name: many e2e people share its first letters.
		await composer.pressSequentially(`Look @${owner.username.slice(0, -2)}`);
		const list = page.getByRole('listbox', { name: 'People you can mention' });
		await expect(
			list.getByRole('option', { name: new RegExp(`@${owner.username}`) }),
		).toBeVisible();
		await expect(composer).toHaveAttribute('aria-expanded', 'true');
		const options = list.getByRole('option');
		const index = (await options.allTextContents()).findIndex((t) =>
			t.includes(`@${owner.username}`),
		);
		for (let i = 0; i < index; i++) await composer.press('ArrowDown');
		await composer.press('Enter');
		await expect(composer).toHaveValue(`Look @${owner.username} `);
		await composer.pressSequentially('at this');
		await page.getByRole('button', { name: 'Post' }).click();
		const mention = commentWith(page, 'at this').getByRole('link', { name: `@${owner.username}` });
		await expect(mention).toHaveAttribute('href', `/${owner.username}/`);
	});

	await test.step('replies one level deep', async () => {
		const first = commentWith(page, 'First thoughts on this');
		await first.getByRole('button', { name: 'Reply' }).click();
		const reply = page.getByRole('combobox', { name: /^Reply to / });
		await reply.fill('And a reply');
		await page
			.locator('.comments__replies')
			.getByRole('button', { name: 'Reply', exact: true })
			.last()
			.click();
		await expect(
			page.locator('.comments__replies article.comment').filter({ hasText: 'And a reply' }),
		).toBeVisible();
		await expect(page.getByRole('heading', { name: '3 comments' })).toBeVisible();
		// No reply button under a reply: one level deep.
		await expect(
			commentWith(page, 'And a reply').getByRole('button', { name: 'Reply' }),
		).toHaveCount(0);
	});

	await test.step('edits their comment (CMT-10)', async () => {
		const first = commentWith(page, 'First thoughts on this');
		await first.getByRole('button', { name: /^More actions/ }).click();
		await first.getByRole('button', { name: 'Edit' }).click();
		const edit = page.getByRole('combobox', { name: 'Edit your comment' });
		await edit.fill('Second thoughts, edited');
		await page.getByRole('button', { name: 'Save' }).click();
		await expect(commentWith(page, 'Second thoughts, edited')).toContainText('Edited');
	});

	await test.step('likes: the count changes at once; a refused unlike rolls back with a toast (CMT-03)', async () => {
		const comment = commentWith(page, 'Second thoughts, edited');
		const like = comment.getByRole('button', { name: /^Like/ });
		// The server is slow: the change must show before it answers.
		let release: () => void = () => {};
		const held = new Promise<void>((r) => {
			release = r;
		});
		await page.route('**/v3/aggregated_comments/*/react/**', async (route) => {
			await held;
			await route.continue();
		});
		await like.click();
		await expect(like).toHaveAttribute('aria-pressed', 'true');
		await expect(like).toHaveText('Like 1');
		const answered = page.waitForResponse('**/v3/aggregated_comments/*/react/**');
		release();
		await answered;
		await page.unroute('**/v3/aggregated_comments/*/react/**');
		await page.route('**/v3/aggregated_comments/*/react/**', (route) =>
			route.fulfill({
				status: 429,
				json: {
					resource_response: {
						status: 'failure',
						code: 429,
						message: 'Slow down',
						data: null,
						error: {
							api_error_code: 12,
							code: 'RateLimited',
							message: 'Too many tries. Wait a moment.',
							message_detail: '',
							http_status: 429,
						},
					},
				},
			}),
		);
		await like.click();
		await expect(page.locator('.toaster__toast')).toHaveText('Too many tries. Wait a moment.');
		await expect(like).toHaveAttribute('aria-pressed', 'true');
		await expect(like).toHaveText('Like 1');
		await page.unroute('**/v3/aggregated_comments/*/react/**');
		// A reload shows what the server kept: one like.
		await openComments(page, owner.pinPath);
		await expect(
			commentWith(page, 'Second thoughts, edited').getByRole('button', { name: /^Like/ }),
		).toHaveText('Like 1');
	});

	await test.step('deletes their reply after confirming', async () => {
		await page.getByRole('button', { name: 'View 1 reply' }).click();
		const theReply = commentWith(page, 'And a reply');
		await theReply.getByRole('button', { name: /^More actions/ }).click();
		await theReply.getByRole('button', { name: 'Delete' }).click();
		const dialog = page.getByRole('dialog', { name: 'Delete this comment?' });
		await dialog.getByRole('button', { name: 'Delete' }).click();
		await expect(theReply).toHaveCount(0);
		await expect(page.getByRole('heading', { name: '2 comments' })).toBeVisible();
	});
});

test('CMT-04/08/02: the pin owner highlights and hides a person; the other reports a comment', async ({
	page,
	openPage,
}) => {
	test.setTimeout(150_000);
	const ownerPage = await openPage();
	const owner = await ownerWithPin(ownerPage, 'cmt-own2');
	await postComment(ownerPage, owner.pinId, 'A word from the creator');
	await signUp(page, 'cmt-c');
	await postComment(page, owner.pinId, 'Please highlight me');

	await test.step('the owner highlights it at once; the commenter sees it highlighted', async () => {
		await openComments(ownerPage, owner.pinPath);
		const comment = commentWith(ownerPage, 'Please highlight me');
		await comment.getByRole('button', { name: /^More actions/ }).click();
		await comment.getByRole('button', { name: 'Highlight' }).click();
		await expect(comment.getByText('Highlighted by the creator')).toBeVisible();
		await expect
			.poll(async () => {
				await page.goto(owner.pinPath);
				return commentWith(page, 'Please highlight me')
					.getByText('Highlighted by the creator')
					.count();
			})
			.toBe(1);
	});

	await test.step("the commenter reports the creator's comment with a reason; it leaves their view", async () => {
		await openComments(page, owner.pinPath);
		const theirs = commentWith(page, 'A word from the creator');
		await theirs.getByRole('button', { name: /^More actions/ }).click();
		await theirs.getByRole('button', { name: 'Report' }).click();
		const dialog = page.getByRole('dialog', { name: 'Report this comment' });
		await dialog.getByRole('radio', { name: 'Spam' }).check();
		await dialog.getByRole('button', { name: 'Send report' }).click();
		await expect(page.locator('.toaster__toast')).toHaveText(/We'll review this comment/);
		await expect(theirs).toHaveCount(0);
	});

	await test.step('the owner hides every comment of that person (CMT-02 hidden for a user)', async () => {
		await openComments(ownerPage, owner.pinPath);
		const comment = commentWith(ownerPage, 'Please highlight me');
		await comment.getByRole('button', { name: /^More actions/ }).click();
		await comment.getByRole('button', { name: /^Hide all comments from/ }).click();
		await ownerPage.getByRole('dialog').getByRole('button', { name: 'Hide comments' }).click();
		await expect(comment).toHaveCount(0);
		await ownerPage.reload();
		await expect(commentWith(ownerPage, 'Please highlight me')).toHaveCount(0);
	});
});

test('CMT-01: signed out, the comments are there without a composer; without JavaScript the first page reads', async ({
	page,
	openPage,
}) => {
	test.setTimeout(90_000);
	const owner = await ownerWithPin(page, 'cmt-out');
	// Ten a person may post on one pin in ten minutes; another person posts the eleventh.
	for (let i = 1; i <= 10; i++) await postComment(page, owner.pinId, `Comment number ${i}`);
	const other = await openPage();
	await signUp(other, 'cmt-out2');
	await postComment(other, owner.pinId, 'Comment number 11');

	await test.step('a visitor sees the count, the first ten and a login prompt, and no island', async () => {
		const visitor = await openPage();
		await visitor.goto(owner.pinPath);
		await expect(visitor.getByRole('heading', { name: '11 comments' })).toBeVisible();
		await expect(visitor.locator('#comments article.comment')).toHaveCount(10);
		await expect(commentWith(visitor, 'Comment number 11')).toBeVisible();
		await expect(visitor.locator('#comments textarea')).toHaveCount(0);
		await expect(visitor.locator('#comments astro-island')).toHaveCount(0);
		await expect(commentWith(visitor, 'Comment number 11').locator('time[datetime]')).toHaveText(
			/now|second|minute/,
		);
		await visitor.getByRole('link', { name: 'Log in to comment' }).click();
		await expect(visitor.locator('.auth-modal')).toBeVisible();
		// Crawlers read them in the JSON-LD.
		const ld = await visitor.locator('script[type="application/ld+json"]').first().textContent();
		expect(ld).toContain('"commentCount":11');
		expect(ld).toContain('Comment number 11');
	});

	await test.step('with JavaScript off, a signed-in person reads the first page too', async () => {
		const noJs = await openPage({
			javaScriptEnabled: false,
			storageState: await page.context().storageState(),
		});
		await noJs.goto(owner.pinPath);
		await expect(noJs.locator('#comments article.comment')).toHaveCount(10);
		await expect(noJs.getByRole('heading', { name: '11 comments' })).toBeVisible();
	});

	await test.step('signed in, "More comments" loads the rest by bookmark', async () => {
		await openComments(page, owner.pinPath);
		await page.getByRole('button', { name: 'More comments' }).click();
		await expect(page.locator('#comments article.comment')).toHaveCount(11);
		await expect(page.getByRole('button', { name: 'More comments' })).toHaveCount(0);
	});
});
