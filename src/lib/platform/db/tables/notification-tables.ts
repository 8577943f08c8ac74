/**
 * The social area's notification tables (`social/notifications`, migration
 * `2026_11_30_010000_notifications`). Part of `Database` (`../database.ts`), whose conventions
 * they follow.
 */

/** One notification group: (recipient, kind, target) and its actors so far. */
export interface NotificationTable {
	id: string;
	recipient_id: string;
	/** A `NotificationKind` (`social/notifications/notification-kinds.ts`). */
	kind: string;
	/** What the group is about, e.g. `pin:123`, `user:9`: groups of one kind share it. */
	target_key: string;
	/** 1 while the group takes new actors (at most one per recipient, kind and target). */
	is_current: number;
	pin_id: string | null;
	board_id: string | null;
	comment_id: string | null;
	draft_id: string | null;
	/** Distinct actors so far. */
	actor_count: number;
	/** A fresh id at every new actor: the feed's newest-first keyset. */
	sort_id: string;
	is_seen: number;
	is_read: number;
	created_at: string;
	updated_at: string;
}

/** A distinct actor of a group; `act_sort` orders them newest first. */
export interface NotificationActorTable {
	notification_id: string;
	actor_id: string;
	act_sort: string;
	acted_at: string;
}

/** A fan-out job already handled (its job id). */
export interface NotificationReceiptTable {
	job_key: string;
	created_at: string;
}
