import type { Page } from '@playwright/test';
import { createBoardInUi } from '../helpers/boards.ts';
import { callResourceFromPage } from '../helpers/resource.ts';
import { signUp } from '../helpers/sign-up.ts';
import { expect } from '../helpers/test.ts';
import { uploadImageFromPage } from '../helpers/upload-image.ts';
import { whoAmI } from '../helpers/who-am-i.ts';

/** A person of the comments tests and the pin they own (on a public board of their own). */
export interface PinOwner {
	username: string;
	email: string;
	id: string;
	pinId: string;
	pinPath: string;
}

/** Signs a fresh person up in `page` and makes them a pin everyone may read. */
export async function ownerWithPin(page: Page, tag: string): Promise<PinOwner> {
	const email = await signUp(page, tag);
	const me = await whoAmI(page);
	const board = await createBoardInUi(page, { name: `Comments ${tag}` });
	const mediaId = await uploadImageFromPage(page, 40);
	const pin = await callResourceFromPage(page, 'PinResource', 'create', {
		board_id: board.id,
		media_id: mediaId,
		title: `Comment on me ${tag}`,
	});
	expect(pin.httpStatus, JSON.stringify(pin.response)).toBe(200);
	const pinId = pin.response.data.id as string;
	return { username: me.username, email, id: me.id, pinId, pinPath: `/pin/${pinId}/` };
}

/** Posts a comment through the API as the page's viewer; answers the comment. */
export async function postComment(
	page: Page,
	pinId: string,
	text: string,
	extra: Record<string, unknown> = {},
	// biome-ignore lint/suspicious/noExplicitAny: the contract's comment, read field by field
): Promise<any> {
	const answer = await callResourceFromPage(page, 'AggregatedCommentResource', 'create', {
		pin_id: pinId,
		text,
		...extra,
	});
	expect(answer.httpStatus, JSON.stringify(answer.response)).toBe(200);
	return answer.response.data;
}

/** Opens a closeup and brings its comments into view, waiting for the island to take over. */
export async function openComments(page: Page, path: string): Promise<void> {
	await page.goto(path);
	await page.locator('#comments').scrollIntoViewIfNeeded();
	await page.locator('#comments .comments__live').waitFor();
}

/** One comment's article in the list, by its text. */
export function commentWith(page: Page, text: string | RegExp) {
	return page.locator('#comments article.comment').filter({ hasText: text });
}
