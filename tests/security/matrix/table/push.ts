import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { newId } from '~/lib/platform/db/ids.ts';
import { optionUnsubscribeToken } from '~/lib/social/notification-mail/option-unsubscribe-link.server.ts';
import { AUTH, denied, LIMITED, NOT_FOUND, OK, pageStatus } from '../outcomes.ts';
import { cells, everyone, signedIn } from '../presets.ts';
import type { Fixture, Row } from '../row.ts';
import { route } from '../row-kinds.ts';
import type { World } from '../world.ts';

/**
 * Web push (NTF-08, NTF-09) and notification mail's one-click unsubscribe (issue 28). A push
 * subscription belongs to one user: nobody else can read, replace or delete it. The owner's
 * subscription endpoint carries the owner-only canary `opush`, so an answer that showed it to
 * anyone else would fail the sweep.
 */

/** A fresh push subscription of the owner (browser-made keys, a canary endpoint). */
async function ownerSubscriptionFixture(w: World): Promise<Fixture> {
	const ecdh = createECDH('prime256v1');
	ecdh.generateKeys();
	const row = {
		id: newId(),
		user_id: w.users.owner.id,
		subscription_id: `owner-${randomUUID().slice(0, 8)}`,
		endpoint: `https://${w.canaries.private.ownerPushEndpoint.toLowerCase()}.example/push/${randomUUID()}`,
		p256dh: ecdh.getPublicKey().toString('base64url'),
		auth: randomBytes(16).toString('base64url'),
		created_at: new Date().toISOString(),
		last_used_at: null,
	};
	await w.db.insertInto('web_push_subscriptions').values(row).execute();
	return { sid: row.subscription_id, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth };
}

const forgedToken = (w: World) =>
	`${optionUnsubscribeToken(w.users.owner.id, ['comments']).split('.')[0]}.forged`;

export const PUSH_ROWS: Row[] = [
	route('GET /getWebPushKey', {
		does: 'the VAPID public key for subscribing',
		path: () => '/getWebPushKey',
		expect: signedIn(OK),
	}),
	route('PUT /v3/users/devices/web/[subscriptionId]', {
		does: "take over the owner's push subscription (its endpoint and keys) under one's own id",
		fixture: ownerSubscriptionFixture,
		path: () => '/v3/users/devices/web/mine/',
		json: ({ fx }) => ({
			subscription_endpoint: fx.endpoint,
			subscription_info: JSON.stringify({ keys: { p256dh: fx.p256dh, auth: fx.auth } }),
		}),
		// The owner moves its own endpoint to another id of its own; everyone else is refused.
		expect: cells(denied(409, 'PushSubscriptionTaken'), {
			anonymous: AUTH,
			suspended: AUTH,
			limited: LIMITED,
			owner: OK,
		}),
		echoes: ({ fx }) => [fx.endpoint!],
	}),
	route('DELETE /v3/users/devices/web/[subscriptionId]', {
		does: "delete the owner's push subscription by its id",
		fixture: ownerSubscriptionFixture,
		path: ({ fx }) => `/v3/users/devices/web/${fx.sid}/`,
		expect: { ...signedIn(NOT_FOUND), owner: OK },
	}),
	route('GET /email/unsubscribe', {
		does: "the one-click unsubscribe page with a forged token for the owner's comment emails",
		path: ({ w }) => `/email/unsubscribe/?token=${encodeURIComponent(forgedToken(w))}`,
		expect: everyone(pageStatus(400)),
	}),
	route('POST /email/unsubscribe', {
		does: "one-click unsubscribe of the owner's comment emails with a forged token",
		path: ({ w }) => `/email/unsubscribe/?token=${encodeURIComponent(forgedToken(w))}`,
		form: () => ({ 'List-Unsubscribe': 'One-Click' }),
		write: true,
		expect: everyone(pageStatus(400)),
	}),
];
