/**
 * The web push upsell's rules (NTF-08, NTF-10), pure so they are tested without a browser:
 * it runs only while the browser's permission is `default` and no dismissal was stored within
 * the last 30 days (2592000000 ms).
 */

export const DISMISS_KEY = 'cb:webPushDismissedAt';
export const SUBSCRIPTION_ID_KEY = 'cb:webPushSubscriptionId';
export const DISMISSAL_MS = 2_592_000_000;

export function shouldOfferWebPush(input: {
	/** Whether the browser has Notification, service workers and the Push API. */
	supported: boolean;
	permission: NotificationPermission | 'unsupported';
	/** The stored dismissal time (ms since the epoch, as text), or null. */
	dismissedAt: string | null;
	now: number;
}): boolean {
	if (!input.supported || input.permission !== 'default') return false;
	const at = input.dismissedAt === null ? Number.NaN : Number(input.dismissedAt);
	return !(Number.isFinite(at) && input.now - at < DISMISSAL_MS && at <= input.now);
}

/** A VAPID key (base64url) as the bytes `applicationServerKey` takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
	const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
	const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
	const raw = atob(padded);
	const bytes = new Uint8Array(new ArrayBuffer(raw.length));
	for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
	return bytes;
}
