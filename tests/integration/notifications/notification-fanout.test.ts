import { describe, expect, it } from 'vitest';
import { updateNotificationOptions } from '~/lib/identity/settings/notification-settings/notification-settings.service.server.ts';
import { notificationsPage } from '~/lib/social/notifications/notifications.service.server.ts';
import { makeBoard, makePin } from '../../helpers/builders.ts';
import { deliveryJobs, fanOut, person, pinOf, storedGroups, t } from './notifications-world.ts';

/** The recipient's list texts (what the list shows), newest first. */
async function texts(recipientId: string) {
	return (await notificationsPage(t.db, recipientId, null)).items.map((i) => i.text);
}

describe('fan-out per kind (issue 28)', () => {
	it('NTF-05: a save of my pin, a follow, an invite, a join request and a collaborator pin each reach the right person', async () => {
		const ana = await person({ first_name: 'Ana', last_name: 'Silva' });
		const owner = await person();
		const { pin, board } = await pinOf(owner);
		const anaBoard = await makeBoard(t.db, ana);
		await fanOut({ kind: 'pin_saved', actorId: ana.id, pinId: pin.id, boardId: anaBoard.id });
		await fanOut({ kind: 'user_followed', actorId: ana.id, followedUserId: owner.id });
		await fanOut({ kind: 'board_join_request', actorId: ana.id, boardId: board.id });
		expect(await texts(owner.id)).toEqual([
			`Ana Silva asked to join ${board.name}`,
			'Ana Silva started following you',
			'Ana Silva saved your Pin',
		]);
		// Invite: the invitee reads the invite of a secret board while it is open.
		const invitee = await person();
		const secret = await makeBoard(t.db, owner, { privacy: 'secret', name: 'Hidden plans' });
		await t.db
			.insertInto('board_collaborators')
			.values({
				board_id: secret.id,
				user_id: invitee.id,
				status: 'invited',
				invited_by_id: owner.id,
				created_at: new Date().toISOString(),
			})
			.execute();
		await fanOut({
			kind: 'board_invite',
			actorId: owner.id,
			boardId: secret.id,
			inviteeId: invitee.id,
		});
		const page = await notificationsPage(t.db, invitee.id, null);
		expect(page.items.map((i) => [i.kind, i.gridType, i.path])).toEqual([
			['board_invite', 7, '/invited/'],
		]);
		// Declined (entry gone): the invite is no longer shown.
		await t.db.deleteFrom('board_collaborators').where('board_id', '=', secret.id).execute();
		expect(await texts(invitee.id)).toEqual([]);
	});

	it('a collaborator pin tells the other members, not the actor', async () => {
		const owner = await person();
		const c1 = await person();
		const c2 = await person();
		const board = await makeBoard(t.db, owner, { is_collaborative: 1 });
		for (const c of [c1, c2])
			await t.db
				.insertInto('board_collaborators')
				.values({
					board_id: board.id,
					user_id: c.id,
					status: 'accepted',
					invited_by_id: owner.id,
					created_at: new Date().toISOString(),
				})
				.execute();
		const pin = await makePin(t.db, board, { pinner_id: c1.id });
		await fanOut({ kind: 'collaborator_pin', actorId: c1.id, boardId: board.id, pinId: pin.id });
		expect((await storedGroups(owner.id)).map((g) => g.kind)).toEqual(['collaborator_pin']);
		expect((await storedGroups(c2.id)).map((g) => g.kind)).toEqual(['collaborator_pin']);
		expect(await storedGroups(c1.id)).toEqual([]);
	});

	it('scheduled pins: published and failed reach their owner without actors', async () => {
		const owner = await person();
		const { pin } = await pinOf(owner);
		await fanOut({
			kind: 'scheduled_pin_published',
			ownerId: owner.id,
			draftId: '1',
			pinId: pin.id,
		});
		expect(await texts(owner.id)).toEqual(['Your scheduled Pin was published']);
		// A failed draft that is gone is not shown.
		await fanOut({ kind: 'scheduled_pin_failed', ownerId: owner.id, draftId: '12345' });
		expect(await texts(owner.id)).toEqual(['Your scheduled Pin was published']);
	});
});

describe('grouping ("and N others")', () => {
	it('NTF-05: saves of one pin group, newest actor first, distinct, with the count', async () => {
		const owner = await person();
		const { pin } = await pinOf(owner);
		const savers = [];
		for (const name of ['Bea', 'Cai', 'Dan']) {
			const p = await person({ first_name: name, last_name: 'X' });
			savers.push(p);
			const b = await makeBoard(t.db, p);
			await fanOut({ kind: 'pin_saved', actorId: p.id, pinId: pin.id, boardId: b.id });
		}
		// Bea again: still three people, Bea first.
		const bea = savers[0]!;
		const beaBoard = await makeBoard(t.db, bea);
		await fanOut({ kind: 'pin_saved', actorId: bea.id, pinId: pin.id, boardId: beaBoard.id });
		const page = await notificationsPage(t.db, owner.id, null);
		expect(page.items).toHaveLength(1);
		expect(page.items[0]?.text).toBe('Bea X and 2 others saved your Pin');
		expect(page.items[0]?.actors.map((a) => a.displayName)).toEqual(['Bea X', 'Dan X', 'Cai X']);
		expect((await storedGroups(owner.id))[0]?.actor_count).toBe(3);
		// A repeat actor enqueues no second delivery.
		const jobs = await deliveryJobs(owner.id);
		expect(jobs.email).toHaveLength(3);
		expect(jobs.push).toHaveLength(3);
	});

	it('a read group older than 24 h starts a new group at the top', async () => {
		const owner = await person();
		const { pin } = await pinOf(owner);
		const a = await person({ first_name: 'Al', last_name: 'A' });
		const b = await person({ first_name: 'Bo', last_name: 'B' });
		const old = new Date(Date.now() - 3 * 24 * 3600_000);
		await fanOut(
			{ kind: 'pin_saved', actorId: a.id, pinId: pin.id, boardId: (await makeBoard(t.db, a)).id },
			undefined,
			old,
		);
		await t.db
			.updateTable('notifications')
			.set({ is_read: 1, is_seen: 1 })
			.where('recipient_id', '=', owner.id)
			.execute();
		await fanOut({
			kind: 'pin_saved',
			actorId: b.id,
			pinId: pin.id,
			boardId: (await makeBoard(t.db, b)).id,
		});
		expect(await texts(owner.id)).toEqual(['Bo B saved your Pin', 'Al A saved your Pin']);
	});

	it('a job delivered twice adds nothing the second time', async () => {
		const owner = await person();
		const { pin } = await pinOf(owner);
		const a = await person();
		const event = {
			kind: 'pin_saved',
			actorId: a.id,
			pinId: pin.id,
			boardId: (await makeBoard(t.db, a)).id,
		} as const;
		expect(await fanOut(event, 'job-1')).toHaveLength(1);
		await t.db
			.updateTable('notifications')
			.set({ is_seen: 1 })
			.where('recipient_id', '=', owner.id)
			.execute();
		expect(await fanOut(event, 'job-1')).toEqual([]);
		const [group] = await storedGroups(owner.id);
		expect(group?.is_seen).toBe(1);
		expect((await deliveryJobs(owner.id)).email).toHaveLength(1);
	});
});

describe('skips: self, blocks, secret boards, switches', () => {
	it('never notifies the actor themself', async () => {
		const owner = await person();
		const { pin } = await pinOf(owner);
		const other = await makeBoard(t.db, owner);
		await fanOut({ kind: 'pin_saved', actorId: owner.id, pinId: pin.id, boardId: other.id });
		expect(await storedGroups(owner.id)).toEqual([]);
	});

	it('ACC-22: a block either way stops the notification, and a later block hides an old one', async () => {
		const owner = await person();
		const { pin } = await pinOf(owner);
		const blocked = await person();
		const blocker = await person();
		const later = await person();
		const now = new Date().toISOString();
		await t.db
			.insertInto('user_blocks')
			.values([
				{ blocker_id: owner.id, blocked_id: blocked.id, created_at: now },
				{ blocker_id: blocker.id, blocked_id: owner.id, created_at: now },
			])
			.execute();
		for (const p of [blocked, blocker, later])
			await fanOut({
				kind: 'pin_saved',
				actorId: p.id,
				pinId: pin.id,
				boardId: (await makeBoard(t.db, p)).id,
			});
		const [group] = await storedGroups(owner.id);
		expect(group?.actor_count).toBe(1);
		expect(await texts(owner.id)).toHaveLength(1);
		await t.db
			.insertInto('user_blocks')
			.values({ blocker_id: owner.id, blocked_id: later.id, created_at: now })
			.execute();
		expect(await texts(owner.id)).toEqual([]);
	});

	it('BRD-02 canary: a save into a secret board, or of a pin the owner can no longer read, reaches nobody', async () => {
		const owner = await person();
		const { pin } = await pinOf(owner);
		const saver = await person();
		const secret = await makeBoard(t.db, saver, { privacy: 'secret' });
		await fanOut({ kind: 'pin_saved', actorId: saver.id, pinId: pin.id, boardId: secret.id });
		expect(await storedGroups(owner.id)).toEqual([]);
		// A pin of a secret board whose owner removed the pinner as collaborator.
		const boardOwner = await person();
		const pinner = await person();
		const group = await makeBoard(t.db, boardOwner, { privacy: 'secret' });
		const pin2 = await makePin(t.db, group, { pinner_id: pinner.id });
		const open = await makeBoard(t.db, saver);
		await fanOut({ kind: 'pin_saved', actorId: saver.id, pinId: pin2.id, boardId: open.id });
		expect(await storedGroups(pinner.id)).toEqual([]);
	});

	it('NTF-11: the news switch stops a kind; email and push switches pick the channels', async () => {
		const owner = await person();
		const { pin } = await pinOf(owner);
		const a = await person();
		await updateNotificationOptions(t.db, owner.id, 'news', [
			{ section: 'activity', option: 'follows', value: false },
		]);
		await updateNotificationOptions(t.db, owner.id, 'push', [
			{ section: 'activity', option: 'saves', value: false },
		]);
		await fanOut({ kind: 'user_followed', actorId: a.id, followedUserId: owner.id });
		expect(await storedGroups(owner.id)).toEqual([]);
		const [id] = await fanOut({
			kind: 'pin_saved',
			actorId: a.id,
			pinId: pin.id,
			boardId: (await makeBoard(t.db, a)).id,
		});
		expect(await deliveryJobs(owner.id)).toEqual({ email: [id], push: [] });
	});
});
