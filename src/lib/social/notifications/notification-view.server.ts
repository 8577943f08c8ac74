import notificationsMessages from '~/messages/notifications/index.ts';
import { boardPath } from '../../content/boards/board.ts';
import { pinPath } from '../../content/pins/pin.ts';
import { avatarUrl } from '../../identity/users/avatar.server.ts';
import { nameOf } from '../../identity/users/display-name.sql.server.ts';
import { displayName, fullName } from '../../identity/users/display-name.ts';
import { config } from '../../platform/config/config.server.ts';
import { pinBuilderUrl } from '../../platform/config/pin-builder-path.ts';
import { isNotificationKind, KIND_FACTS, type NotificationKind } from './notification-kinds.ts';
import type { ActorRow, NotificationGroupRow } from './notifications.repository.server.ts';

/** A person who acted in a group, as lists show them. */
interface NotificationActor {
	id: string;
	username: string;
	fullName: string;
	displayName: string;
	imageUrl: string | null;
}

/**
 * One notification group as every surface shows it (list, side panel, `/news_hub/{id}/`, mail,
 * push): its sentence in the current language ("Ana and 12 others saved your Pin"), the page it
 * opens and its picture. Built at read time from rows the read-time rule let through.
 */
export interface NotificationView {
	id: string;
	kind: NotificationKind;
	/** NTF-05 grid type (`KIND_FACTS`). */
	gridType: number;
	text: string;
	/** What it is about in people's words (a comment, a board name, a pin title), or ''. */
	detail: string;
	path: string;
	imageUrl: string | null;
	/** Time of its latest activity (ISO). */
	time: string;
	createdAt: string;
	unread: boolean;
	unseen: boolean;
	actors: NotificationActor[];
	/** Visible actors in all. */
	actorCount: number;
	/** The newest pin and comment it is about, when it has one. */
	pinId: string | null;
	commentId: string | null;
}

function actorOf(row: ActorRow): NotificationActor {
	const name = nameOf(row, '');
	return {
		id: row.actor_id,
		username: name.username,
		fullName: fullName(name),
		displayName: displayName(name),
		imageUrl: avatarUrl(row.image_storage_key, row.image_variants, '136x136'),
	};
}

function sentence(kind: NotificationKind, actor: string, others: number, board: string): string {
	const t = notificationsMessages();
	switch (kind) {
		case 'pin_saved':
			return t.pinSaved({ actor, others });
		case 'pin_commented':
			return t.pinCommented({ actor, others });
		case 'comment_replied':
			return t.commentReplied({ actor, others });
		case 'comment_mention':
			return t.commentMention({ actor, others });
		case 'comment_liked':
			return t.commentLiked({ actor, others });
		case 'user_followed':
			return t.userFollowed({ actor, others });
		case 'board_invite':
			return t.boardInvite({ actor, others, board });
		case 'board_join_request':
			return t.boardJoinRequest({ actor, others, board });
		case 'collaborator_pin':
			return t.collaboratorPin({ actor, others, board });
		case 'scheduled_pin_published':
			return t.scheduledPinPublished();
		case 'scheduled_pin_failed':
			return t.scheduledPinFailed();
	}
}

/** The page a group opens. */
function notificationPath(row: NotificationGroupRow, actors: NotificationActor[]): string {
	const kind = row.kind as NotificationKind;
	const board =
		row.board_owner_username && row.board_slug
			? boardPath(row.board_owner_username, row.board_slug)
			: null;
	switch (kind) {
		case 'user_followed':
			return actors.length === 1 && actors[0] ? `/${actors[0].username}/` : newsHubPath(row.id);
		case 'board_invite':
			return '/invited/';
		case 'board_join_request':
		case 'collaborator_pin':
			return board ?? newsHubPath(row.id);
		case 'scheduled_pin_failed':
			return `${pinBuilderUrl(config().PIN_BUILDER_PATH)}?draft=${row.draft_id}`;
		default:
			return row.pin_id ? pinPath(row.pin_id) : newsHubPath(row.id);
	}
}

/** `/news_hub/{id}/`: one group, who did it and a link to the thing. */
function newsHubPath(id: string): string {
	return `/news_hub/${id}/`;
}

/**
 * The view of a group row with its actors (`actorRowsOf` rows of this group, newest first),
 * in the current language; null for a row of an unknown kind or an actor kind with no visible
 * actor left (all of them blocked or gone since).
 */
export function notificationView(
	row: NotificationGroupRow,
	actorRows: readonly ActorRow[],
): NotificationView | null {
	if (!isNotificationKind(row.kind)) return null;
	const kind = row.kind;
	const facts = KIND_FACTS[kind];
	const actors = actorRows.map(actorOf);
	const total = Number(actorRows[0]?.total ?? 0);
	if (facts.hasActors && actors.length === 0) return null;
	const first = actors[0]?.displayName ?? notificationsMessages().someone();
	const board = row.board_name ?? '';
	const pinImage = avatarUrl(row.pin_storage_key, row.pin_variants, '236x');
	return {
		id: row.id,
		kind,
		gridType: facts.gridType,
		text: sentence(kind, first, Math.max(0, total - 1), board),
		// A comment's words for comment kinds (the newest comment of a group), else the board's name
		// or the pin's title: people's words, shown as text.
		detail: row.comment_text ?? (row.board_id ? board : (row.pin_title ?? '')),
		path: notificationPath(row, actors),
		imageUrl: kind === 'user_followed' ? (actors[0]?.imageUrl ?? null) : pinImage,
		time: row.updated_at,
		createdAt: row.created_at,
		unread: row.is_read === 0,
		unseen: row.is_seen === 0,
		actors,
		actorCount: total,
		pinId: row.pin_id,
		commentId: row.comment_id,
	};
}
