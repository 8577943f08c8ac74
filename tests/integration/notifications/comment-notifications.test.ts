import { describe, expect, it } from 'vitest';
import { newId } from '~/lib/platform/db/ids.ts';
import { notificationDelivery } from '~/lib/social/notifications/notification-delivery.server.ts';
import { notificationsPage } from '~/lib/social/notifications/notifications.service.server.ts';
import { fanOut, type Person, person, pinOf, t } from './notifications-world.ts';

async function comment(
	author: Person,
	pinId: string,
	text: string,
	parentId: string | null = null,
) {
	const id = newId();
	const at = new Date().toISOString();
	await t.db
		.insertInto('comments')
		.values({
			id,
			pin_id: pinId,
			user_id: author.id,
			parent_id: parentId,
			text,
			created_at: at,
			updated_at: at,
		})
		.execute();
	return id;
}

const page = async (p: Person) => (await notificationsPage(t.db, p.id, null)).items;

describe('comment notifications (CMT, issue 28)', () => {
	it('a comment tells the pin owner with its words; a reply its parent author; a mention and a like their people', async () => {
		const owner = await person({ first_name: 'Ona', last_name: 'O' });
		const bob = await person({ first_name: 'Bob', last_name: 'B' });
		const cat = await person({ first_name: 'Cat', last_name: 'C' });
		const { pin } = await pinOf(owner);
		const c1 = await comment(bob, pin.id, 'Lovely <b>colours</b>');
		await fanOut({
			kind: 'comment_created',
			actorId: bob.id,
			pinId: pin.id,
			commentId: c1,
			parentId: null,
		});
		const [n1] = await page(owner);
		expect(n1).toMatchObject({
			kind: 'pin_commented',
			gridType: 2,
			text: 'Bob B commented on your Pin',
			detail: 'Lovely <b>colours</b>',
			path: `/pin/${pin.id}/`,
		});

		const reply = await comment(cat, pin.id, 'Agreed', c1);
		await fanOut({
			kind: 'comment_created',
			actorId: cat.id,
			pinId: pin.id,
			commentId: reply,
			parentId: c1,
		});
		expect((await page(bob)).map((n) => [n.kind, n.text, n.detail])).toEqual([
			['comment_replied', 'Cat C replied to your comment', 'Agreed'],
		]);

		await fanOut({
			kind: 'comment_mention',
			actorId: cat.id,
			pinId: pin.id,
			commentId: reply,
			mentionedUserId: owner.id,
		});
		await fanOut({ kind: 'comment_liked', actorId: owner.id, pinId: pin.id, commentId: c1 });
		expect((await page(owner)).map((n) => n.kind)).toEqual(['comment_mention', 'pin_commented']);
		expect((await page(bob)).map((n) => n.text)).toEqual([
			'Ona O liked your comment',
			'Cat C replied to your comment',
		]);
		const mention = (await page(owner))[0]!;
		expect(await notificationDelivery(t.db, mention.id)).toMatchObject({
			option: 'mentions',
			urgent: true,
		});
	});

	it('a pin owner mentioned in a comment on their pin is told once, by the mention', async () => {
		const owner = await person({ first_name: 'Ona', last_name: 'O' });
		const bob = await person({ first_name: 'Bob', last_name: 'B' });
		const { pin } = await pinOf(owner);
		const c = await comment(bob, pin.id, '@ona look at this');
		await t.db
			.insertInto('comment_mentions')
			.values({
				comment_id: c,
				user_id: owner.id,
				offset: 0,
				length: 4,
				created_at: new Date().toISOString(),
			})
			.execute();
		await fanOut({
			kind: 'comment_created',
			actorId: bob.id,
			pinId: pin.id,
			commentId: c,
			parentId: null,
		});
		await fanOut({
			kind: 'comment_mention',
			actorId: bob.id,
			pinId: pin.id,
			commentId: c,
			mentionedUserId: owner.id,
		});
		expect((await page(owner)).map((n) => n.kind)).toEqual(['comment_mention']);
	});

	it('a deleted comment takes its notifications with it (list and delivery)', async () => {
		const owner = await person();
		const bob = await person();
		const { pin } = await pinOf(owner);
		const c = await comment(bob, pin.id, 'soon gone');
		const [id] = await fanOut({
			kind: 'comment_created',
			actorId: bob.id,
			pinId: pin.id,
			commentId: c,
			parentId: null,
		});
		expect(await page(owner)).toHaveLength(1);
		await t.db.deleteFrom('comments').where('id', '=', c).execute();
		expect(await page(owner)).toEqual([]);
		expect(await notificationDelivery(t.db, id!)).toBeNull();
	});
});
