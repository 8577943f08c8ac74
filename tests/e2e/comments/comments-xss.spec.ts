import { expectAccessible } from '../helpers/expect-accessible.ts';
import { test } from '../helpers/open-page.ts';
import { callResourceFromPage } from '../helpers/resource.ts';
import { signUp } from '../helpers/sign-up.ts';
import { expect } from '../helpers/test.ts';
import {
	ALL_PAYLOADS,
	expectNothingRan,
	jsonLdNodes,
	PAYLOADS,
	watchDialogs,
} from '../helpers/xss-probe.ts';
import { commentWith, openComments, ownerWithPin, postComment } from './comment-world.ts';

/**
 * XSS through comments (issue 28 "Bad input"): a comment holding every payload, and a reply
 * with `<img onerror>` and `<script>`, read as literal text in the server HTML (signed out), in
 * the island (signed in, after it takes over) and in the pin's JSON-LD; nothing runs or leaves
 * live markup.
 */
test('XSS: comment payloads render as text on the closeup, in the island and the JSON-LD', async ({
	page,
	openPage,
}) => {
	test.setTimeout(120_000);
	const ownerDialogs = watchDialogs(page);
	const owner = await ownerWithPin(page, 'cmt-xss');
	// The author's name carries payloads too: it shows on each comment and in the mention list.
	const named = await callResourceFromPage(page, 'UserSettingsResource', 'update', {
		first_name: PAYLOADS.svg,
		last_name: PAYLOADS.img,
	});
	expect(named.httpStatus, JSON.stringify(named.response)).toBe(200);
	const top = await postComment(page, owner.pinId, ALL_PAYLOADS);
	const replyText = `${PAYLOADS.img} <script>window.__xss=2</script>`;
	await postComment(page, owner.pinId, replyText, { parent_id: top.id });

	await test.step('signed out: the server HTML and the JSON-LD hold the words as text', async () => {
		const visitor = await openPage();
		const dialogs = watchDialogs(visitor);
		await visitor.goto(owner.pinPath);
		await expect(commentWith(visitor, PAYLOADS.script).locator('.comment__text')).toHaveText(
			ALL_PAYLOADS,
		);
		const comments = (await jsonLdNodes(visitor)).flatMap(
			(n) => (n.comment as { text: string }[] | undefined) ?? [],
		);
		expect(comments.map((c) => c.text)).toContain(ALL_PAYLOADS);
		await expectNothingRan(visitor, dialogs);
	});

	await test.step("the owner's own closeup, with the island live", async () => {
		await openComments(page, owner.pinPath);
		await expect(commentWith(page, PAYLOADS.script).first().locator('.comment__text')).toHaveText(
			ALL_PAYLOADS,
		);
		await expectNothingRan(page, ownerDialogs);
	});

	await test.step('signed in: the island shows the comment and its reply as text', async () => {
		const reader = await openPage();
		const dialogs = watchDialogs(reader);
		await signUp(reader, 'cmt-xss-reader');
		await openComments(reader, owner.pinPath);
		const comment = commentWith(reader, PAYLOADS.script).first();
		await expect(comment.locator('.comment__text')).toHaveText(ALL_PAYLOADS);
		await reader.getByRole('button', { name: 'View 1 reply' }).click();
		await expect(reader.locator('.comments__replies .comment__text')).toHaveText(replyText);
		await expect(comment.locator('.comment__author')).toHaveText(`${PAYLOADS.svg} ${PAYLOADS.img}`);
		// The mention typeahead lists the author by that name, as text.
		const composer = reader.getByRole('combobox', { name: 'Add a comment' });
		await composer.pressSequentially(`@${owner.username}`);
		await expect(reader.getByRole('option').filter({ hasText: PAYLOADS.svg })).toBeVisible();
		await expectNothingRan(reader, dialogs);
		await expectAccessible(reader);
	});
});
