/**
 * What happened to a person's things (issue 28): the events every area reports and the social
 * area turns into notifications (`social/notifications`), mail and web push. Platform holds the
 * contract so that any area can report without importing social. Pure types and names; the
 * enqueue is `record-activity.server.ts`.
 *
 * An event names who did it (`actorId`) and the ids of what it touched; it never carries text,
 * so what a notification shows is read and access-checked when it is shown or sent.
 */
export type ActivityEvent =
	/** Someone saved `pinId` (someone else's pin) to a board: a save of the pin's owner's pin. */
	| { kind: 'pin_saved'; actorId: string; pinId: string; boardId: string }
	/** A comment on a pin (`parentId` null), or a reply to a comment (`parentId` its id). */
	| {
			kind: 'comment_created';
			actorId: string;
			pinId: string;
			commentId: string;
			parentId: string | null;
	  }
	/** `mentionedUserId` was tagged in a comment (created or edited to add the tag). */
	| {
			kind: 'comment_mention';
			actorId: string;
			pinId: string;
			commentId: string;
			mentionedUserId: string;
	  }
	/** A like (reaction 1) on a comment. */
	| { kind: 'comment_liked'; actorId: string; pinId: string; commentId: string }
	/** `actorId` started following `followedUserId`. */
	| { kind: 'user_followed'; actorId: string; followedUserId: string }
	/** `actorId` invited `inviteeId` to collaborate on `boardId`. */
	| { kind: 'board_invite'; actorId: string; boardId: string; inviteeId: string }
	/** `actorId` asked to join `boardId` (its owner is told). */
	| { kind: 'board_join_request'; actorId: string; boardId: string }
	/** A collaborator added `pinId` to the group board `boardId` (the other members are told). */
	| { kind: 'collaborator_pin'; actorId: string; boardId: string; pinId: string }
	/** A scheduled pin of `ownerId` was published as `pinId`. */
	| { kind: 'scheduled_pin_published'; ownerId: string; draftId: string; pinId: string }
	/** A scheduled pin of `ownerId` failed to publish (its draft keeps the reason). */
	| { kind: 'scheduled_pin_failed'; ownerId: string; draftId: string };

/** The job that turns one event into notifications (handled by `social/notifications`). */
export const ACTIVITY_FANOUT_JOB = 'activity.fanout';

/**
 * The jobs that deliver one stored notification on a channel, payload
 * `NotificationDeliveryJob`, enqueued by the fan-out for each channel the recipient's switches
 * allow: web push (`social/push`) and mail (`social/notification-mail`: immediate, or into the
 * daily digest).
 */
export const NOTIFICATION_PUSH_JOB = 'notifications.push';
export const NOTIFICATION_EMAIL_JOB = 'notifications.email';

export interface NotificationDeliveryJob {
	notificationId: string;
	recipientId: string;
}
