import type { Viewer } from '../../platform/access/viewer.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { type PutSubscriptionInput, SUBSCRIPTION_ID } from './push-subscription-input.ts';
import {
	removeSubscription,
	type SubscriptionAnswer,
	saveSubscription,
} from './push-subscriptions.service.server.ts';
import { vapidKeys } from './vapid-keys.server.ts';

/** `GET /getWebPushKey` (API-39, NTF-08): the VAPID public key browsers subscribe with. */
export async function webPushKeyForApi(db: Db): Promise<{ key: string }> {
	return { key: (await vapidKeys(db)).publicKey };
}

function subscriptionIdOf(raw: string | undefined): string {
	if (!raw || !SUBSCRIPTION_ID.test(raw)) {
		throw new AppError('InvalidOptions', {
			detail: 'subscriptionId: use 1 to 128 letters, digits, "-" or "_".',
		});
	}
	return raw;
}

/** `PUT /v3/users/devices/web/{subscriptionId}/` (API-40, NTF-09). */
export async function putWebPushSubscription(
	db: Db,
	viewer: Viewer,
	rawId: string | undefined,
	input: PutSubscriptionInput,
): Promise<SubscriptionAnswer> {
	const subscriptionId = subscriptionIdOf(rawId);
	const info = input.subscription_info;
	if (info.endpoint !== undefined && info.endpoint !== input.subscription_endpoint) {
		throw new AppError('PushSubscriptionInvalid', {
			detail: 'subscription_info.endpoint differs from subscription_endpoint.',
		});
	}
	return saveSubscription(db, viewer, {
		subscriptionId,
		endpoint: input.subscription_endpoint,
		p256dh: info.keys.p256dh,
		auth: info.keys.auth,
	});
}

/** `DELETE /v3/users/devices/web/{subscriptionId}/`: unsubscribes this browser. */
export async function deleteWebPushSubscription(
	db: Db,
	viewer: Viewer,
	rawId: string | undefined,
): Promise<{ deleted: true }> {
	return removeSubscription(db, viewer, subscriptionIdOf(rawId));
}
