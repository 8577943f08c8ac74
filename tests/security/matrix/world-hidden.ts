import type { Db } from '~/lib/platform/db/database.ts';
import { viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import type { Actor } from './actors.ts';
import type { Canaries } from './canaries.ts';
import type { WorldPin, WorldUser } from './world.ts';
import { addCollaborator, boardOf, ok, pinOn } from './world-steps.ts';

/**
 * The owner states the person rule hides (`src/lib/platform/access/person-visibility.ts`): content of a
 * private profile, of a deactivated account and of the suspended actor, on their own public
 * boards and on the other user's public group board, and a public save of the private
 * profile's pin. Nobody may see any of it, except the private profile's pin on the group
 * board, which that board's members (the other user) see.
 */
interface HiddenOwner {
	user: WorldUser;
	board: { id: string; slug: string };
	pin: WorldPin;
	/** Their pin on the other user's public group board (they are an accepted collaborator). */
	groupPin: WorldPin;
}

export interface HiddenWorld {
	/** A plain account (no actor) whose profile is private. */
	private: HiddenOwner;
	/** A plain account (no actor), deactivated after it made its content; its name is a canary. */
	deactivated: HiddenOwner;
	/** The suspended actor (suspended by `sessions` after this is built). */
	suspended: HiddenOwner;
	/** The other user's public save of the private profile's pin (made before it turned private). */
	save: WorldPin;
	/** Every id (boards, pins, image keys, the deactivated account) → who may see it. */
	ids: Record<string, readonly Actor[]>;
}

/** A public board and pin of `user` (or the ones it has), and a pin of theirs on `group`. */
async function ownContent(
	db: Db,
	user: WorldUser,
	group: { id: string },
	groupOwner: WorldUser,
	titles: { board: string; pin: string; groupPin: string },
	existing?: { board: { id: string; slug: string }; pin: WorldPin },
): Promise<HiddenOwner> {
	const board =
		existing?.board ?? (await boardOf(db, user, { name: titles.board, privacy: 'public' }));
	const pin = existing?.pin ?? (await pinOn(db, user, board.id, { title: titles.pin }));
	await addCollaborator(db, group.id, user.id, groupOwner.id);
	const groupPin = await pinOn(db, user, group.id, { title: titles.groupPin });
	return { user, board, pin, groupPin };
}

/**
 * Builds the hidden owners' content while every account is still active and public (as it
 * would have been made), then turns the private profile private and deactivates the deactivated
 * account. The suspended actor is suspended later by `sessions`.
 */
export async function buildHiddenWorld(
	db: Db,
	canaries: Canaries,
	accounts: { private: WorldUser; deactivated: WorldUser; suspended: WorldUser; other: WorldUser },
	group: { id: string },
	/** The suspended account's public board and pin the world already has. */
	suspendedOwn: { board: { id: string; slug: string }; pin: WorldPin },
): Promise<HiddenWorld> {
	const c = canaries.private;
	const { other } = accounts;
	const privateOwner = await ownContent(db, accounts.private, group, other, {
		board: c.privateBoardName,
		pin: c.privatePinTitle,
		groupPin: c.privateGroupPinTitle,
	});
	const deactivated = await ownContent(db, accounts.deactivated, group, other, {
		board: c.deactivatedBoardName,
		pin: c.deactivatedPinTitle,
		groupPin: c.deactivatedGroupPinTitle,
	});
	const suspended = await ownContent(
		db,
		accounts.suspended,
		group,
		other,
		{ board: c.suspendedBoardName, pin: c.suspendedPinTitle, groupPin: c.suspendedGroupPinTitle },
		suspendedOwn,
	);
	// The other user saves the private profile's pin to their group board and retitles the save
	// (a save copies the title; the save itself is the other user's public pin).
	const saved = await ok(
		callResource(
			db,
			'RepinResource',
			'create',
			{ pin_id: privateOwner.pin.id, board_id: group.id },
			viewerOf(other),
		),
	);
	await ok(
		callResource(
			db,
			'PinResource',
			'update',
			{ id: saved.id, title: 'Studio shelf idea' },
			viewerOf(other),
		),
	);
	await db
		.updateTable('users')
		.set({ is_private: 1 })
		.where('id', '=', accounts.private.id)
		.execute();
	await db
		.updateTable('users')
		.set({ status: 'deactivated', last_name: c.deactivatedName })
		.where('id', '=', accounts.deactivated.id)
		.execute();
	const nobody = (o: HiddenOwner, withOwnKey = true) => [
		o.board.id,
		o.pin.id,
		...(withOwnKey ? [o.pin.mediaKey] : []),
		o.groupPin.id,
		o.groupPin.mediaKey,
	];
	const ids: Record<string, readonly Actor[]> = {};
	// The save shares the private pin's image, so that key is not hidden; the pin's id is.
	for (const id of nobody(privateOwner, false)) ids[id] = [];
	for (const id of [...nobody(deactivated), ...nobody(suspended), accounts.deactivated.id]) {
		ids[id] = [];
	}
	// The private profile's pin on the group board: its members (the other user) see it.
	ids[privateOwner.groupPin.id] = ['other'];
	ids[privateOwner.groupPin.mediaKey] = ['other'];
	return {
		private: privateOwner,
		deactivated,
		suspended,
		save: { id: saved.id as string, mediaKey: privateOwner.pin.mediaKey },
		ids,
	};
}
