import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationDeliveryJob } from '~/lib/platform/activity/activity.ts';
import type { Job } from '~/lib/platform/jobs/jobs.ts';
import { registerFetchTestTargets } from '~/lib/platform/security/fetch-test-targets.server.ts';
import type { NotificationDelivery } from '~/lib/social/push/delivery-source.ts';
import { pushDeliveryHandler } from '~/lib/social/push/push-delivery.server.ts';
import { vapidKeys } from '~/lib/social/push/vapid-keys.server.ts';
import { PUT } from '~/pages/v3/users/devices/web/[subscriptionId]/index.ts';
import { makeUser, viewerOf } from '../../helpers/builders.ts';
import { type PushReceiver, startPushReceiver } from '../../helpers/push-receiver.ts';
import { callRest } from '../../helpers/rest.ts';
import { createTestDb, type TestDb } from '../../helpers/test-db.ts';

/**
 * NTF-08..NTF-10, issue 28 "Web push": the push job sends the notification, encrypted, to every
 * subscription of its recipient, through a local push service that decrypts it (RFC 8291);
 * 404/410 delete the subscription; other failures throw so the job is retried.
 *
 * `notificationDelivery` (social/notifications) is given as its contract says: a stored delivery
 * by id, null for one that is gone or hidden from its recipient.
 */

let t: TestDb;
let receiver: PushReceiver;
type U = Awaited<ReturnType<typeof makeUser>>;
let ada: U;
let bob: U;
const deliveries = new Map<string, NotificationDelivery>();
const load = async (_db: unknown, id: string) => deliveries.get(id) ?? null;

beforeAll(async () => {
	t = await createTestDb();
	ada = await makeUser(t.db);
	bob = await makeUser(t.db);
	receiver = await startPushReceiver();
	registerFetchTestTargets([{ address: '127.0.0.1', port: receiver.port }]);
});

afterAll(async () => {
	registerFetchTestTargets([]);
	await receiver.close();
	await t.destroy();
});

beforeEach(async () => {
	await t.db.deleteFrom('web_push_subscriptions').execute();
	receiver.received.length = 0;
	receiver.answerWith(201);
	deliveries.clear();
});

function job(
	notificationId: string,
	recipientId: string,
	attempt = 1,
): Job<NotificationDeliveryJob> {
	return {
		id: `job-${notificationId}-${attempt}`,
		name: 'notifications.push',
		payload: { notificationId, recipientId },
		singletonKey: null,
		attempt,
		maxAttempts: 4,
	};
}

async function subscribe(user: U, id: string, name: string) {
	const s = receiver.subscription(name);
	const res = await callRest(PUT, {
		db: t.db,
		method: 'PUT',
		path: `/v3/users/devices/web/${id}/`,
		params: { subscriptionId: id },
		viewer: viewerOf(user),
		json: { subscription_endpoint: s.endpoint, subscription_info: s },
	});
	expect(res.status).toBe(200);
}

function delivery(id: string, recipientId: string, over: Partial<NotificationDelivery> = {}) {
	const d: NotificationDelivery = {
		notificationId: id,
		recipientId,
		option: 'comments',
		urgent: false,
		title: 'Bob commented on your Pin',
		body: '“Lovely colours”',
		path: '/pin/123/',
		imageUrl: '/media/abc/236x.jpg',
		createdAt: new Date().toISOString(),
		...over,
	};
	deliveries.set(id, d);
	return d;
}

describe('the push job', () => {
	it("sends the notification to each of the recipient's subscriptions, encrypted (aes128gcm) and VAPID-signed", async () => {
		await subscribe(ada, 'laptop', 'ada-laptop');
		await subscribe(ada, 'phone', 'ada-phone');
		await subscribe(bob, 'bob', 'bob-browser');
		delivery('1001', ada.id);
		await pushDeliveryHandler(t.db, load)(job('1001', ada.id));

		const pushes = receiver.received;
		expect(pushes.map((p) => p.subscriber).sort()).toEqual(['ada-laptop', 'ada-phone']);
		const { publicKey } = await vapidKeys(t.db);
		for (const push of pushes) {
			expect(push.contentEncoding).toBe('aes128gcm');
			expect(push.ttl).toBe('86400');
			expect(push.vapid).toMatchObject({ valid: true, aud: receiver.origin, key: publicKey });
			expect(push.vapid.sub).toMatch(/^(mailto:|https:)/);
			expect(push.json).toEqual({
				title: 'Bob commented on your Pin',
				body: '“Lovely colours”',
				url: '/pin/123/',
				icon: '/media/abc/236x.jpg',
				tag: 'notification-1001',
			});
		}
		const rows = await t.db
			.selectFrom('web_push_subscriptions')
			.selectAll()
			.where('user_id', '=', ada.id)
			.execute();
		expect(rows.every((r) => r.last_used_at !== null)).toBe(true);
	});

	it('sends nothing for a notification that is gone or hidden from its recipient (loader answers null)', async () => {
		await subscribe(ada, 'laptop', 'ada-laptop');
		await pushDeliveryHandler(t.db, load)(job('2002', ada.id));
		expect(receiver.received).toEqual([]);
	});

	it('sends nothing when the job names another recipient than the notification has', async () => {
		await subscribe(bob, 'bob', 'bob-browser');
		delivery('3003', ada.id);
		await pushDeliveryHandler(t.db, load)(job('3003', bob.id));
		expect(receiver.received).toEqual([]);
	});

	it('keeps a payload path on the site: an absolute or protocol-relative URL becomes "/"', async () => {
		await subscribe(ada, 'laptop', 'ada-laptop');
		delivery('4004', ada.id, { path: '//evil.example/x' });
		await pushDeliveryHandler(t.db, load)(job('4004', ada.id));
		expect((receiver.received[0]!.json as { url: string }).url).toBe('/');
	});

	it.each([404, 410])(
		'deletes a subscription the push service answers %i for, without a retry',
		async (status) => {
			await subscribe(ada, 'gone', 'ada-gone');
			delivery('5005', ada.id);
			receiver.answerWith(status);
			await pushDeliveryHandler(t.db, load)(job('5005', ada.id));
			expect(receiver.received).toHaveLength(1);
			expect(await t.db.selectFrom('web_push_subscriptions').selectAll().execute()).toEqual([]);
		},
	);

	it('throws on any other failure (so the queue retries) and keeps the subscription', async () => {
		await subscribe(ada, 'flaky', 'ada-flaky');
		delivery('6006', ada.id);
		receiver.answerWith(500);
		await expect(pushDeliveryHandler(t.db, load)(job('6006', ada.id))).rejects.toThrow(
			/web push failed/,
		);
		expect(await t.db.selectFrom('web_push_subscriptions').selectAll().execute()).toHaveLength(1);
		receiver.answerWith(201);
		await pushDeliveryHandler(t.db, load)(job('6006', ada.id, 2));
		expect(receiver.received.at(-1)!.json).toMatchObject({ tag: 'notification-6006' });
	});

	it('never connects to an endpoint that is no longer allowed (a private address at send time)', async () => {
		await subscribe(ada, 'laptop', 'ada-laptop');
		// The test target is closed again, as in production: the loopback endpoint is refused.
		registerFetchTestTargets([]);
		try {
			delivery('7007', ada.id);
			await pushDeliveryHandler(t.db, load)(job('7007', ada.id));
			expect(receiver.received).toEqual([]);
		} finally {
			registerFetchTestTargets([{ address: '127.0.0.1', port: receiver.port }]);
		}
	});
});
