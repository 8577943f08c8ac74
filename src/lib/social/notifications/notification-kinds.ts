/**
 * The kinds of notification and their fixed facts (pure; no I/O). An `ActivityEvent`
 * (`platform/activity`) becomes one or more notifications of these kinds in the fan-out.
 */
const NOTIFICATION_KINDS = [
	'pin_saved',
	'pin_commented',
	'comment_replied',
	'comment_mention',
	'comment_liked',
	'user_followed',
	'board_invite',
	'board_join_request',
	'collaborator_pin',
	'scheduled_pin_published',
	'scheduled_pin_failed',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The settings option (`NOTIFICATION_OPTIONS` activity group) a kind obeys on every channel. */
export type NotificationOption = 'comments' | 'mentions' | 'saves' | 'follows' | 'group_boards';

interface KindFacts {
	option: NotificationOption;
	/** Mailed at once (a mention, an invite, a join request); the rest go to the daily digest. */
	urgent: boolean;
	/**
	 * NTF-05 grid type (0..23). Our mapping: 0 a generic notice (unused), 1 saves, 2 comments,
	 * 3 replies, 4 mentions, 5 comment likes, 6 follows, 7 board invites, 8 join requests,
	 * 9 a collaborator's pin, 10 a scheduled pin published, 11 a scheduled pin failed;
	 * 12..23 are kept for kinds to come (messages, recommendations).
	 */
	gridType: number;
	/** Whether people did it (listed as actors); scheduled pins have none. */
	hasActors: boolean;
}

/**
 * Scheduled pins obey the `saves` option (activity on one's own Pins): the five options are
 * the only switches settings store, and none is closer.
 */
export const KIND_FACTS: Record<NotificationKind, KindFacts> = {
	pin_saved: { option: 'saves', urgent: false, gridType: 1, hasActors: true },
	pin_commented: { option: 'comments', urgent: false, gridType: 2, hasActors: true },
	comment_replied: { option: 'comments', urgent: false, gridType: 3, hasActors: true },
	comment_mention: { option: 'mentions', urgent: true, gridType: 4, hasActors: true },
	comment_liked: { option: 'comments', urgent: false, gridType: 5, hasActors: true },
	user_followed: { option: 'follows', urgent: false, gridType: 6, hasActors: true },
	board_invite: { option: 'group_boards', urgent: true, gridType: 7, hasActors: true },
	board_join_request: { option: 'group_boards', urgent: true, gridType: 8, hasActors: true },
	collaborator_pin: { option: 'group_boards', urgent: false, gridType: 9, hasActors: true },
	scheduled_pin_published: { option: 'saves', urgent: false, gridType: 10, hasActors: false },
	scheduled_pin_failed: { option: 'saves', urgent: true, gridType: 11, hasActors: false },
};

export function isNotificationKind(value: string): value is NotificationKind {
	return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** The things a notification points at; the ones set depend on its kind. */
export interface NotificationTarget {
	pinId: string | null;
	boardId: string | null;
	commentId: string | null;
	draftId: string | null;
}

/**
 * A group stays current (takes new actors) while unread, or for 24 hours after its last
 * activity: a save a week after the last one read starts a new group at the top.
 */
const GROUP_WINDOW_MS = 24 * 60 * 60 * 1000;

export function groupStillCurrent(
	group: { isRead: boolean; updatedAt: string },
	now: Date,
): boolean {
	return !group.isRead || now.getTime() - Date.parse(group.updatedAt) < GROUP_WINDOW_MS;
}

/** NTF-05: notifications come 15 to a page. */
export const NOTIFICATIONS_PAGE_SIZE = 15;

/** The badge counts at most this many (NTF-04 shows `99+` from 100). */
export const BADGE_COUNT_CAP = 100;
