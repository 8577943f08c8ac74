import type { ActivityEvent } from '../../platform/activity/activity.ts';
import type { Db } from '../../platform/db/database.ts';
import {
	boardMembersOf,
	boardOwnerOf,
	commentAuthorOf,
	isMentionedIn,
	pinOwnerOf,
} from './fanout.repository.server.ts';
import type { NotificationKind, NotificationTarget } from './notification-kinds.ts';

/** One notification an event asks for: who is told, of what, by whom, grouped on what. */
export interface PlannedNotification {
	recipientId: string;
	kind: NotificationKind;
	/** Null for kinds nobody did (a scheduled pin). */
	actorId: string | null;
	target: NotificationTarget;
	/** The group key: notifications of one kind with one key group together. */
	targetKey: string;
	/** A board the recipient must also be able to read (a save's destination board). */
	alsoBoardId?: string;
}

const none: NotificationTarget = { pinId: null, boardId: null, commentId: null, draftId: null };

/**
 * The recipients of an event (issue 28): the pin's owner for saves and comments, the parent
 * comment's author for replies, the mentioned person, the comment's author for likes, the
 * followed person, the invitee, the board's owner for a join request, the board's other members
 * for a collaborator's pin, the owner for a scheduled pin; a comment's recipient who is
 * mentioned in it gets the mention only. Whether each may be told (self,
 * blocks, visibility, switches) is the fan-out's check, not this plan's.
 */
export async function planNotifications(
	db: Db,
	event: ActivityEvent,
): Promise<PlannedNotification[]> {
	const one = (
		recipientId: string | null,
		plan: Omit<PlannedNotification, 'recipientId'>,
	): PlannedNotification[] => (recipientId ? [{ recipientId, ...plan }] : []);
	switch (event.kind) {
		case 'pin_saved':
			return one(await pinOwnerOf(db, event.pinId), {
				kind: 'pin_saved',
				actorId: event.actorId,
				target: { ...none, pinId: event.pinId },
				targetKey: `pin:${event.pinId}`,
				alsoBoardId: event.boardId,
			});
		case 'comment_created': {
			// A recipient tagged in the comment is told once, by its mention (urgent, and the more
			// personal of the two): "B mentioned you in a comment", not that and "B commented".
			const told = async (recipientId: string | null) =>
				recipientId && !(await isMentionedIn(db, event.commentId, recipientId))
					? recipientId
					: null;
			if (event.parentId === null) {
				return one(await told(await pinOwnerOf(db, event.pinId)), {
					kind: 'pin_commented',
					actorId: event.actorId,
					target: { ...none, pinId: event.pinId, commentId: event.commentId },
					targetKey: `pin:${event.pinId}`,
				});
			}
			return one(await told(await commentAuthorOf(db, event.parentId)), {
				kind: 'comment_replied',
				actorId: event.actorId,
				target: { ...none, pinId: event.pinId, commentId: event.commentId },
				targetKey: `comment:${event.parentId}`,
			});
		}
		case 'comment_mention':
			return one(event.mentionedUserId, {
				kind: 'comment_mention',
				actorId: event.actorId,
				target: { ...none, pinId: event.pinId, commentId: event.commentId },
				targetKey: `comment:${event.commentId}`,
			});
		case 'comment_liked':
			return one(await commentAuthorOf(db, event.commentId), {
				kind: 'comment_liked',
				actorId: event.actorId,
				target: { ...none, pinId: event.pinId, commentId: event.commentId },
				targetKey: `comment:${event.commentId}`,
			});
		case 'user_followed':
			return one(event.followedUserId, {
				kind: 'user_followed',
				actorId: event.actorId,
				target: none,
				targetKey: 'followers',
			});
		case 'board_invite':
			return one(event.inviteeId, {
				kind: 'board_invite',
				actorId: event.actorId,
				target: { ...none, boardId: event.boardId },
				targetKey: `board:${event.boardId}`,
			});
		case 'board_join_request':
			return one(await boardOwnerOf(db, event.boardId), {
				kind: 'board_join_request',
				actorId: event.actorId,
				target: { ...none, boardId: event.boardId },
				targetKey: `board:${event.boardId}`,
			});
		case 'collaborator_pin': {
			const members = await boardMembersOf(db, event.boardId);
			return members.map((recipientId) => ({
				recipientId,
				kind: 'collaborator_pin' as const,
				actorId: event.actorId,
				target: { ...none, boardId: event.boardId, pinId: event.pinId },
				targetKey: `board:${event.boardId}`,
			}));
		}
		case 'scheduled_pin_published':
			return one(event.ownerId, {
				kind: 'scheduled_pin_published',
				actorId: null,
				target: { ...none, pinId: event.pinId },
				targetKey: `pin:${event.pinId}`,
			});
		case 'scheduled_pin_failed':
			return one(event.ownerId, {
				kind: 'scheduled_pin_failed',
				actorId: null,
				target: { ...none, draftId: event.draftId },
				targetKey: `draft:${event.draftId}`,
			});
	}
}
