import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationDeliveryJob } from '~/lib/platform/activity/activity.ts';
import type { Job } from '~/lib/platform/jobs/jobs.ts';
import { registerFetchTestTargets } from '~/lib/platform/security/fetch-test-targets.server.ts';
import {
	notificationDigestHandler,
	notificationEmailHandler,
} from '~/lib/social/notification-mail/notification-mail-delivery.server.ts';
import { notificationDelivery } from '~/lib/social/notifications/notification-delivery.server.ts';
import { pushDeliveryHandler } from '~/lib/social/push/push-delivery.server.ts';
import { PUT } from '~/pages/v3/users/devices/web/[subscriptionId]/index.ts';
import { type PushReceiver, startPushReceiver } from '../../helpers/push-receiver.ts';
import { callRest } from '../../helpers/rest.ts';
import { fanOut, type Person, person, pinOf, t } from '../notifications/notifications-world.ts';

/**
 * Push and mail over real notifications (social/notifications' fan-out and `notificationDelivery`):
 * what the recipient's browser decrypts and what the digest lists follow the notifications
 * area's texts and its access rule (issue 28 "Authorization": nothing about a secret board
 * reaches a person who cannot see it, through an email or a push payload).
 */

let receiver: PushReceiver;
beforeAll(async () => {
	receiver = await startPushReceiver();
	registerFetchTestTargets([{ address: '127.0.0.1', port: receiver.port }]);
});
afterAll(async () => {
	registerFetchTestTargets([]);
	await receiver.close();
});

function job(notificationId: string, recipientId: string): Job<NotificationDeliveryJob> {
	return {
		id: `j${notificationId}`,
		name: 'x',
		payload: { notificationId, recipientId },
		singletonKey: null,
		attempt: 1,
		maxAttempts: 4,
	};
}

async function saved(owner: Person, saver: Person) {
	const { pin } = await pinOf(owner);
	const dest = await pinOf(saver);
	const [id] = await fanOut({
		kind: 'pin_saved',
		actorId: saver.id,
		pinId: pin.id,
		boardId: dest.board.id,
	});
	return { id: id as string, pin };
}

describe('push and mail of real notifications', () => {
	it("a save reaches the owner's browser decrypted, in the owner's language, opening the pin", async () => {
		const owner = await person({ locale: 'de' });
		const ana = await person({ first_name: 'Ana', last_name: 'Lima' });
		const s = receiver.subscription(`owner-${owner.id}`);
		const put = await callRest(PUT, {
			db: t.db,
			method: 'PUT',
			path: '/v3/users/devices/web/b/',
			params: { subscriptionId: 'b' },
			viewer: owner.v,
			json: { subscription_endpoint: s.endpoint, subscription_info: s },
		});
		expect(put.status).toBe(200);
		const { id, pin } = await saved(owner, ana);
		await pushDeliveryHandler(t.db, notificationDelivery)(job(id, owner.id));
		const [push] = await receiver.waitFor(1);
		expect(push!.json).toMatchObject({
			title: 'Ana Lima hat deinen Pin gemerkt',
			url: `/pin/${pin.id}/`,
			tag: `notification-${id}`,
		});
	});

	it('a save whose pin moved to a secret board drops out of the digest: no mail at all', async () => {
		const owner = await person({ email_verified_at: new Date().toISOString() });
		const ana = await person();
		const { id, pin } = await saved(owner, ana);
		await notificationEmailHandler(t.db, notificationDelivery)(job(id, owner.id));
		const stranger = await person();
		const secret = await pinOf(stranger, 'secret');
		await t.db
			.updateTable('pins')
			.set({ board_id: secret.board.id })
			.where('id', '=', pin.id)
			.execute();
		await notificationDigestHandler(
			t.db,
			notificationDelivery,
		)({
			...job(id, owner.id),
			payload: { userId: owner.id },
		} as unknown as Job<{ userId: string }>);
		const mails = await t.db
			.selectFrom('outbox')
			.selectAll()
			.where('to_address', '=', owner.email)
			.execute();
		expect(mails).toEqual([]);
	});

	it('a visible save is listed in the digest mail with its link', async () => {
		const owner = await person({ email_verified_at: new Date().toISOString() });
		const ana = await person({ first_name: 'Ana', last_name: 'Lima' });
		const { id, pin } = await saved(owner, ana);
		await notificationEmailHandler(t.db, notificationDelivery)(job(id, owner.id));
		await notificationDigestHandler(
			t.db,
			notificationDelivery,
		)({
			...job(id, owner.id),
			payload: { userId: owner.id },
		} as unknown as Job<{ userId: string }>);
		const [mail] = await t.db
			.selectFrom('outbox')
			.selectAll()
			.where('to_address', '=', owner.email)
			.execute();
		expect(mail?.subject).toBe('1 new notification on Corkboard');
		expect(mail?.text_body).toContain('Ana Lima saved your Pin');
		expect(mail?.text_body).toContain(`/pin/${pin.id}/`);
	});
});
