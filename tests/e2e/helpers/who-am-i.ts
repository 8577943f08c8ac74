import type { Page } from '@playwright/test';

/** The signed-in user's id, username and profile path, as the page's own account lookup answers. */
export async function whoAmI(
	page: Page,
): Promise<{ id: string; username: string; profile: string }> {
	const me = await page.evaluate(async () => {
		const res = await fetch('/v3/users/me/?fields=user.id,user.username');
		return (await res.json()).resource_response.data as { id: string; username: string };
	});
	return { id: me.id, username: me.username, profile: `/${me.username}/` };
}
