import { isFullyAuthenticated, type Viewer } from '../../platform/access/viewer.ts';
import type { Db } from '../../platform/db/database.ts';
import { isId } from '../../platform/db/ids.ts';
import type { PageLoad } from '../../platform/routing/page-load.ts';
import type { NotificationView } from './notification-view.server.ts';
import { clearBadge, newsHubGroup, notificationsPage } from './notifications.service.server.ts';

/** Signed out or limited login: the login page, coming back here afterwards. */
function toLogin(url: URL): PageLoad<never> {
	return {
		kind: 'redirect',
		to: `/login?next=${encodeURIComponent(url.pathname + url.search)}`,
		status: 302,
	};
}

/**
 * `/notifications` (NTF-06): the viewer's notifications, 15 a page (NTF-05), "more" by
 * bookmark (`?bookmark=`), server HTML. Opening it clears the badge (NTF-03).
 */
export async function loadNotificationsPage(
	db: Db,
	viewer: Viewer | null,
	url: URL,
): Promise<PageLoad<{ items: NotificationView[]; next: string | null }>> {
	if (!isFullyAuthenticated(viewer)) return toLogin(url);
	const page = await notificationsPage(db, viewer.id, url.searchParams.get('bookmark'));
	await clearBadge(db, viewer.id);
	const next = page.bookmark
		? `/notifications?bookmark=${encodeURIComponent(page.bookmark)}`
		: null;
	return { kind: 'ok', data: { items: page.items, next } };
}

/**
 * `/news_hub/{n}`: one group of the viewer's, with who did it and a link to the thing. Anyone
 * else's, a hidden one or an unknown number is not found.
 */
export async function loadNewsHubPage(
	db: Db,
	viewer: Viewer | null,
	url: URL,
	id: string,
): Promise<PageLoad<NotificationView>> {
	if (!isFullyAuthenticated(viewer)) return toLogin(url);
	if (!isId(id)) return { kind: 'not-found' };
	const view = await newsHubGroup(db, viewer.id, id);
	return view ? { kind: 'ok', data: view } : { kind: 'not-found' };
}
