import { createSession, SESSION_TTL_MS } from '~/lib/identity/auth/session.server.ts';
import type { Db } from '~/lib/platform/db/database.ts';
import { newId } from '~/lib/platform/db/ids.ts';
import { makeMedia, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import type { Actor } from './actors.ts';
import type { WorldPin, WorldUser } from './world.ts';

/** The steps `buildWorld` is made of: pins and boards through the real resources, and the rest. */

export async function ok(promise: ReturnType<typeof callResource>) {
	const res = await promise;
	if (res.status !== 200) {
		throw new Error(`world builder: ${res.status} ${JSON.stringify(res.r.error)}`);
	}
	return res.r.data;
}

/** A pin made through `PinResource` create (counters, search index and slugs as in production). */
export async function pinOn(
	db: Db,
	user: WorldUser,
	boardId: string,
	fields: { title: string; description?: string; link?: string; alt_text?: string },
	sectionId: string | null = null,
): Promise<WorldPin> {
	const media = await makeMedia(db, { owner_id: user.id });
	const data = await ok(
		callResource(
			db,
			'PinResource',
			'create',
			{ board_id: boardId, section_id: sectionId, media_id: media.id, ...fields },
			viewerOf(user),
		),
	);
	return { id: data.id, mediaKey: media.storage_key };
}

export async function boardOf(db: Db, user: WorldUser, options: Record<string, unknown>) {
	const data = await ok(callResource(db, 'BoardResource', 'create', options, viewerOf(user)));
	const row = await db
		.selectFrom('boards')
		.select(['id', 'slug'])
		.where('id', '=', data.id)
		.executeTakeFirstOrThrow();
	return row;
}

export const VIDEO = JSON.stringify({ video: { durationSeconds: 95 } });
export const product = (name: string) =>
	JSON.stringify({
		product: { name, brand: name, offers: [{ price: '19.99', currency: 'USD', inStock: true }] },
	});

export async function setRichMetadata(db: Db, pinId: string, json: string) {
	await db.updateTable('pins').set({ rich_metadata: json }).where('id', '=', pinId).execute();
}

export async function tagInterest(db: Db, interestId: string, pins: WorldPin[]) {
	await db
		.insertInto('pin_interests')
		.values(pins.map((p) => ({ pin_id: p.id, interest_id: interestId })))
		.execute();
}

/**
 * The `kitchen` category: the Today article "Small kitchen, big ideas" draws its pins from it,
 * and shopping and video pages list it, so all of those meet the secret pins it tags.
 */
export async function kitchenInterest(db: Db) {
	const row = {
		id: newId(),
		name: 'Kitchen',
		slug: 'kitchen',
		parent_id: null,
		is_category: 1,
		position: 1,
	};
	await db.insertInto('interests').values(row).execute();
	return { id: row.id, slug: row.slug, name: row.name };
}

/**
 * Gives every image the same stored visual features (SRC-06), so visual search from any pin
 * meets the secret pins' images among its candidates and has to filter them out.
 */
export async function sameLooks(db: Db) {
	const histogram = `${'00'.repeat(5)}ff${'00'.repeat(58)}`;
	const media = await db.selectFrom('media').select('id').execute();
	await db
		.updateTable('media')
		.set({ color_histogram: histogram, dhash: '0123456789abcdef' })
		.execute();
	await db
		.insertInto('media_color_buckets')
		.values(media.map((m) => ({ bucket: 5, media_id: m.id })))
		.execute();
}

/** An accepted collaborator entry written directly (no invite mail to this account). */
export async function addCollaborator(db: Db, boardId: string, userId: string, ownerId: string) {
	await db
		.insertInto('board_collaborators')
		.values({
			board_id: boardId,
			user_id: userId,
			status: 'accepted',
			invited_by_id: ownerId,
			created_at: new Date().toISOString(),
		})
		.execute();
	await db
		.updateTable('boards')
		.set((eb) => ({ collaborator_count: eb('collaborator_count', '+', 1), is_collaborative: 1 }))
		.where('id', '=', boardId)
		.execute();
}

/**
 * Session tokens: live ones for the full logins, one that expired a day ago for `limited`
 * (LIM-01), and a live one for `suspended` whose account is then suspended in place (a staff
 * suspension also ends sessions; keeping this one proves the account check, not the session
 * cleanup, refuses it).
 */
export async function sessions(
	db: Db,
	users: Record<
		'owner' | 'collaborator' | 'follower' | 'other' | 'limited' | 'suspended',
		WorldUser
	>,
): Promise<Record<Actor, string | null>> {
	const live = async (u: WorldUser) => (await createSession(db, u.id)).token;
	const expired = await createSession(db, users.limited.id, {
		now: new Date(Date.now() - SESSION_TTL_MS - 86_400_000),
	});
	const tokens: Record<Actor, string | null> = {
		anonymous: null,
		limited: expired.token,
		owner: await live(users.owner),
		collaborator: await live(users.collaborator),
		follower: await live(users.follower),
		other: await live(users.other),
		business: null,
		suspended: await live(users.suspended),
	};
	await db
		.updateTable('users')
		.set({ status: 'suspended' })
		.where('id', '=', users.suspended.id)
		.execute();
	return tokens;
}
