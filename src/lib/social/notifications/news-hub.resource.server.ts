import { z } from 'zod';
import { isId } from '../../platform/db/ids.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { notificationAnswer } from './notification-answer.ts';
import { NOTIFICATIONS_PAGE_SIZE } from './notification-kinds.ts';
import {
	clearBadge,
	markNotificationsRead,
	notificationsPage,
	unseenCount,
} from './notifications.service.server.ts';

/**
 * Unseen conversations (NTF-03): messages do not exist yet, so always 0 (README, "Conversations").
 */
export const UNSEEN_CONVERSATIONS = 0;

/**
 * `NewsHubBadgeResource` (NTF-01): the viewer's badge.
 * - get `{}` → `{news_hub_count, conversations_count, count}`: unseen notifications (only those
 *   still visible to the viewer; at most 100, NTF-04), unseen conversations (0 until messages
 *   exist) and their sum, which the nav badge shows;
 * - delete `{}` clears it (every notification seen) → the same with 0.
 */
export const newsHubBadgeResource = defineResource({
	name: 'NewsHubBadgeResource',
	get: action({
		auth: 'required',
		options: z.object({ field_set_key: z.string().max(40).optional() }),
		async run({ db, viewer }) {
			const news = await unseenCount(db, viewer.id);
			return { data: badgeData(news) };
		},
	}),
	delete: action({
		auth: 'required',
		options: z.object({}),
		async run({ db, viewer }) {
			await clearBadge(db, viewer.id);
			return { data: badgeData(0) };
		},
	}),
});

function badgeData(news: number) {
	return {
		news_hub_count: news,
		conversations_count: UNSEEN_CONVERSATIONS,
		count: news + UNSEEN_CONVERSATIONS,
	};
}

const groupId = z.string().refine(isId, 'must be a notification id (digits)');

/**
 * `NewsHubResource` (NTF-05, NTF-06): the viewer's notifications.
 * - get `{bookmark?, page_size?}` → a list of groups, newest activity first, 15 a page
 *   (`page_size` 1..15), with the next bookmark (`-end-` at the end): `{id, type, grid_type,
 *   text, detail, path, image_url, time, unread, actor_count, actors: [{id, username, full_name,
 *   image_medium_url}]}`;
 * - update `{ids}` marks those read (ids not the viewer's change nothing), `{all: true}` every
 *   one; `{}` changes nothing.
 */
export const newsHubResource = defineResource({
	name: 'NewsHubResource',
	get: action({
		auth: 'required',
		options: z.object({
			bookmark: z.string().max(200).optional(),
			page_size: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_SIZE).optional(),
			field_set_key: z.string().max(40).optional(),
		}),
		async run({ db, viewer }, options) {
			const page = await notificationsPage(db, viewer.id, options.bookmark, options.page_size);
			return { data: page.items.map(notificationAnswer), bookmark: page.bookmark ?? '-end-' };
		},
	}),
	update: action({
		auth: 'required',
		options: z.object({
			ids: z.array(groupId).max(50).optional(),
			all: z.boolean().optional(),
		}),
		async run({ db, viewer }, options) {
			await markNotificationsRead(db, viewer.id, options.all === true ? null : (options.ids ?? []));
			return { data: { ok: true } };
		},
	}),
});
