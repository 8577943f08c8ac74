import { expectAccessible } from '../helpers/expect-accessible.ts';
import { test } from '../helpers/open-page.ts';
import { signUp } from '../helpers/sign-up.ts';
import { expect } from '../helpers/test.ts';
import { commentWith, openComments, ownerWithPin, postComment } from './comment-world.ts';

/**
 * The comments open at desktop (1366 px) and phone (390 px) widths, left to right and in
 * Arabic: axe passes with the island live, a comment's menu and the report dialog open, and
 * nothing sticks out of the page.
 */
for (const width of [1366, 390]) {
	test(`comments at ${width} px: axe passes with the comments, a menu and the report dialog open`, async ({
		page,
		openPage,
	}) => {
		// Six axe runs (two languages, three states) on a shared 2-core machine.
		test.setTimeout(240_000);
		const ownerPage = await openPage();
		const owner = await ownerWithPin(ownerPage, `cmt-w${width}`);
		const top = await postComment(
			ownerPage,
			owner.pinId,
			'A long enough comment to wrap on a phone screen, with words.',
		);
		await postComment(ownerPage, owner.pinId, 'A reply below it', { parent_id: top.id });
		await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
		await signUp(page, `cmt-l${width}`);
		for (const prefix of ['', '/ar']) {
			await openComments(page, `${prefix}${owner.pinPath}`);
			const comment = commentWith(page, 'A long enough comment').first();
			// Its reply loaded ("View 1 reply", in either language).
			await page.locator('.comments__replies > button.comment__action').first().click();
			await expect(page.locator('.comments__replies article.comment')).toHaveCount(1);
			await expectAccessible(page);
			const overflow = await page.evaluate(
				() => document.documentElement.scrollWidth - window.innerWidth,
			);
			expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
			await comment.locator('.comment-menu__button').click();
			await expect(comment.locator('.comment-menu__list')).toBeVisible();
			await expectAccessible(page);
			await comment.locator('.comment-menu__item').last().click();
			await expect(page.locator('dialog.comment-dialog[open]')).toBeVisible();
			await expectAccessible(page);
			await page.keyboard.press('Escape');
			await expect(page.locator('dialog.comment-dialog[open]')).toHaveCount(0);
		}
	});
}
