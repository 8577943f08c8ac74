/**
 * Tables of web push and notification mail (migration `2026_11_30_020000_web_push`):
 * `social/push` and `social/notification-mail`. Part of `Database` (`../database.ts`), whose
 * conventions they follow.
 */

/** The installation's VAPID key pair: one row, `id` = `vapid`; keys base64url as web-push makes them. */
export interface WebPushKeyTable {
	id: string;
	public_key: string;
	private_key: string;
	created_at: string;
}

/** A browser's push subscription (NTF-09), owned by one user; `endpoint` is unique. */
export interface WebPushSubscriptionTable {
	id: string;
	user_id: string;
	/** The client's id for it, from `PUT /v3/users/devices/web/{subscriptionId}/`. */
	subscription_id: string;
	/** The push service's URL (https). */
	endpoint: string;
	/** The browser's P-256 public key, base64url (RFC 8291 `ua_public`). */
	p256dh: string;
	/** The browser's 16-byte auth secret, base64url. */
	auth: string;
	created_at: string;
	/** When a push was last accepted for it; null before the first. */
	last_used_at: string | null;
}

/** A notification waiting for its recipient's daily digest mail. */
export interface NotificationDigestItemTable {
	id: string;
	user_id: string;
	notification_id: string;
	created_at: string;
}
