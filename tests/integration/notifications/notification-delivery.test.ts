import { describe, expect, it } from 'vitest';
import { notificationDelivery } from '~/lib/social/notifications/notification-delivery.server.ts';
import { fanOut, person, pinOf, t } from './notifications-world.ts';

describe('notificationDelivery (the push and mail contract)', () => {
	it('composes a save in the recipient language with its path and picture', async () => {
		const ana = await person({ first_name: 'Ana', last_name: 'Lima' });
		const owner = await person({ locale: 'de' });
		const { pin, board } = await pinOf(owner);
		const anaBoard = await pinOf(ana);
		const [id] = await fanOut({
			kind: 'pin_saved',
			actorId: ana.id,
			pinId: pin.id,
			boardId: anaBoard.board.id,
		});
		expect(id).toBeDefined();
		const d = await notificationDelivery(t.db, id as string);
		expect(d).toMatchObject({
			notificationId: id,
			recipientId: owner.id,
			option: 'saves',
			urgent: false,
			title: 'Ana Lima hat deinen Pin gemerkt',
			path: `/pin/${pin.id}/`,
		});
		expect(d?.imageUrl).toMatch(/236x\.jpg$/);
		expect(board.id).toBeTruthy();
	});

	it('answers null for a vanished pin and for a pin moved to a secret board', async () => {
		const ana = await person();
		const owner = await person();
		const { pin } = await pinOf(owner);
		const dest = await pinOf(ana);
		const [id] = await fanOut({
			kind: 'pin_saved',
			actorId: ana.id,
			pinId: pin.id,
			boardId: dest.board.id,
		});
		// Made secret on a board the recipient is no member of: a board of someone else.
		const stranger = await person();
		const secret = await pinOf(stranger, 'secret');
		await t.db
			.updateTable('pins')
			.set({ board_id: secret.board.id })
			.where('id', '=', pin.id)
			.execute();
		expect(await notificationDelivery(t.db, id as string)).toBeNull();
		await t.db.deleteFrom('pins').where('id', '=', pin.id).execute();
		expect(await notificationDelivery(t.db, id as string)).toBeNull();
		expect(await notificationDelivery(t.db, '123456789')).toBeNull();
	});
});
