import type { Viewer } from '../../platform/access/viewer.ts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import { fetchTestTargets } from '../../platform/security/fetch-test-targets.server.ts';
import {
	deleteSubscriptionRow,
	deleteUserSubscription,
	findSubscriptionByEndpoint,
	findUserSubscription,
	insertSubscription,
	updateSubscription,
} from './push.repository.server.ts';
import { acceptablePushEndpoint } from './push-endpoint.ts';

/**
 * Storing and removing a viewer's web push subscriptions (NTF-09). A subscription belongs to
 * one user, and nobody can read, replace or delete another's:
 *
 * - every statement names the viewer (`user_id`), so a `subscriptionId` of someone else is simply
 *   not found (PUT makes a new one of the viewer's; DELETE answers `NotFound`);
 * - an endpoint is unique. PUT of an endpoint stored for ANOTHER user is refused
 *   (`PushSubscriptionTaken`, 409), whatever keys it carries: the keys are not a secret of the
 *   browser alone (they were sent to us, and may have been seen elsewhere), so they prove
 *   nothing, and moving the endpoint silently would send one person's notifications to
 *   another's browser or cut them off. The other user frees it by unsubscribing (signing in
 *   there, or the browser dropping the subscription, which the push service then answers 410
 *   for and we delete). The same user PUTting the endpoint under another `subscriptionId`
 *   moves it to that id (one row per endpoint); PUT of a known id replaces its endpoint and keys
 *   (the browser renewed its subscription).
 */

export interface SubscriptionInput {
	subscriptionId: string;
	endpoint: string;
	p256dh: string;
	auth: string;
}

/** What the API answers for a stored subscription (never the keys). */
export interface SubscriptionAnswer {
	id: string;
	subscription_id: string;
	created_at: string;
}

/** A base64url P-256 public key (65 bytes uncompressed) and a 16-byte auth secret. */
function keysAreUsable(p256dh: string, auth: string): boolean {
	const key = Buffer.from(p256dh, 'base64url');
	const secret = Buffer.from(auth, 'base64url');
	return key.length === 65 && key[0] === 0x04 && secret.length === 16;
}

export async function saveSubscription(
	db: Db,
	viewer: Viewer,
	input: SubscriptionInput,
): Promise<SubscriptionAnswer> {
	if (!acceptablePushEndpoint(input.endpoint, fetchTestTargets())) {
		throw new AppError('PushEndpointRefused');
	}
	if (!keysAreUsable(input.p256dh, input.auth)) {
		throw new AppError('PushSubscriptionInvalid', {
			detail:
				'subscription_info.keys: p256dh must be a P-256 public key and auth 16 bytes, both base64url.',
		});
	}
	const keys = { endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth };
	return db.transaction().execute(async (trx) => {
		const holder = await findSubscriptionByEndpoint(trx, input.endpoint);
		if (holder && holder.user_id !== viewer.id) throw new AppError('PushSubscriptionTaken');
		if (holder && holder.subscription_id !== input.subscriptionId) {
			// The endpoint is the viewer's under another id: it moves to this id (one row per endpoint).
			await deleteSubscriptionRow(trx, holder.id);
		}
		const mine = await findUserSubscription(trx, viewer.id, input.subscriptionId);
		if (mine) {
			await updateSubscription(trx, mine.id, keys);
			return answer(mine.id, mine.subscription_id, mine.created_at);
		}
		const row = {
			id: newId(),
			user_id: viewer.id,
			subscription_id: input.subscriptionId,
			...keys,
			created_at: new Date().toISOString(),
			last_used_at: null,
		};
		await insertSubscription(trx, row);
		return answer(row.id, row.subscription_id, row.created_at);
	});
}

/** Deletes the viewer's subscription; `NotFound` when the viewer has none by that id. */
export async function removeSubscription(
	db: Db,
	viewer: Viewer,
	subscriptionId: string,
): Promise<{ deleted: true }> {
	if (!(await deleteUserSubscription(db, viewer.id, subscriptionId))) {
		throw new AppError('NotFound', { detail: 'No such push subscription of yours.' });
	}
	return { deleted: true };
}

function answer(id: string, subscriptionId: string, createdAt: string): SubscriptionAnswer {
	return { id, subscription_id: subscriptionId, created_at: createdAt };
}
