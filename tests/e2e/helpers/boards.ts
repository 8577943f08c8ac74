import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/**
 * Creates a board through the `/board/create/` form (BRD-13) as the signed-in viewer, and
 * answers its path (`/{username}/{slug}/`) and id (read from its "Edit board" link).
 */
export async function createBoardInUi(
	page: Page,
	board: { name: string; description?: string; secret?: boolean },
): Promise<{ path: string; id: string }> {
	await page.goto('/board/create/');
	await page.getByLabel('Name', { exact: true }).fill(board.name);
	if (board.description) await page.getByLabel('Description').fill(board.description);
	if (board.secret) await page.getByLabel('Keep this board secret').check();
	await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
	await expect(page.getByRole('heading', { level: 1, name: board.name })).toBeVisible();
	await expect(page.getByText(board.secret ? /^Secret board by/ : /^Board by/)).toBeVisible();
	const edit = await page.getByRole('link', { name: 'Edit board' }).getAttribute('href');
	const id = /\/board\/(\d+)\/edit\//.exec(edit ?? '')?.[1];
	expect(id, 'the board page links its edit page').toBeTruthy();
	return { path: new URL(page.url()).pathname, id: id! };
}
