import type { NotificationView } from './notification-view.server.ts';

/**
 * The API's shape of a notification group (`NewsHubResource`, the side panel). Snake case as
 * the rest of the API; `grid_type` is NTF-05's number (`KIND_FACTS`).
 */
export interface NotificationAnswer {
	id: string;
	type: string;
	grid_type: number;
	text: string;
	detail: string;
	path: string;
	image_url: string | null;
	time: string;
	unread: boolean;
	actor_count: number;
	actors: { id: string; username: string; full_name: string; image_medium_url: string | null }[];
}

export function notificationAnswer(view: NotificationView): NotificationAnswer {
	return {
		id: view.id,
		type: view.kind,
		grid_type: view.gridType,
		text: view.text,
		detail: view.detail,
		path: view.path,
		image_url: view.imageUrl,
		time: view.time,
		unread: view.unread,
		actor_count: view.actorCount,
		actors: view.actors.map((a) => ({
			id: a.id,
			username: a.username,
			full_name: a.fullName,
			image_medium_url: a.imageUrl,
		})),
	};
}
