import { createSession, SESSION_TTL_MS } from '~/lib/identity/auth/session.server.ts';
import { newId } from '~/lib/platform/db/ids.ts';
import { makeBoard, makeMedia, makePin, makeUser } from '../../helpers/builders.ts';
import type { Actor } from './actors.ts';
import type { Fixture, Row } from './row.ts';
import type { World } from './world.ts';

/**
 * Fresh targets for rows whose calls change or destroy what they act on. Each call gets its
 * own, so an allowed delete never takes the shared world with it and every refused call meets
 * the same kind of target. Texts carry the world's canaries, so a refusal that leaks them is
 * caught like any other.
 */

/** Joins fixtures: each call gets the ids of all of them. */
export function both(...makers: NonNullable<Row['fixture']>[]): NonNullable<Row['fixture']> {
	return async (w, actor) => {
		const out: Fixture = {};
		for (const make of makers) Object.assign(out, await make(w, actor));
		return out;
	};
}

/**
 * A secret board of the owner like the world's: a canary name and description, a section, a
 * pin of the owner and one of the collaborator, with the collaborator (and the limited and
 * suspended accounts) accepted as collaborators. One transaction: one commit per fixture.
 */
export async function secretBoardFixture(w: World): Promise<Fixture> {
	return w.db.transaction().execute(async (db) => {
		const c = w.canaries.secret;
		const { owner, collaborator, limited, suspended } = w.users;
		const board = await makeBoard(db, owner, {
			name: c.boardName,
			description: c.boardDescription,
			privacy: 'secret',
			is_collaborative: 1,
			collaborator_count: 3,
		});
		const at = new Date().toISOString();
		await db
			.insertInto('board_collaborators')
			.values(
				[collaborator, limited, suspended].map((u) => ({
					board_id: board.id,
					user_id: u.id,
					status: 'accepted',
					invited_by_id: owner.id,
					created_at: at,
				})),
			)
			.execute();
		const section = {
			id: newId(),
			board_id: board.id,
			title: c.sectionTitle,
			slug: `${board.slug}-section`,
			position: 0,
			created_at: at,
		};
		await db.insertInto('board_sections').values(section).execute();
		const pin = await makePin(db, board, { title: c.pinTitle, section_id: null });
		const collaboratorPin = await makePin(db, board, {
			title: c.collaboratorPinTitle,
			pinner_id: collaborator.id,
		});
		const sectionPin = await makePin(db, board, { title: c.videoTitle, section_id: section.id });
		return {
			board: board.id,
			slug: board.slug,
			section: section.id,
			pin: pin.id,
			collaboratorPin: collaboratorPin.id,
			sectionPin: sectionPin.id,
		};
	});
}

/** A new account nobody relates to yet (a target to follow, block or invite). */
export async function strangerFixture(w: World): Promise<Fixture> {
	const user = await makeUser(w.db);
	return { user: user.id, username: user.username };
}

/**
 * A second session of the actor's own account, in the actor's state (expired for `limited`,
 * of the suspended account for `suspended`), for calls that end or rotate the session they
 * are made with. Anonymous gets none.
 */
export async function sessionFixture(w: World, actor: Actor): Promise<Fixture> {
	if (actor === 'anonymous') return {};
	const user = w.users[actor];
	const now = actor === 'limited' ? new Date(Date.now() - SESSION_TTL_MS - 86_400_000) : undefined;
	const session = await createSession(w.db, user.id, {
		...(now ? { now } : {}),
		...(actor === 'business' ? { ownerUserId: w.users.owner.id } : {}),
	});
	return { token: session.token };
}

/** A media row uploaded by the actor (anonymous: by the owner), for pin creation. */
export async function mediaFixture(w: World, actor: Actor): Promise<Fixture> {
	const owner = actor === 'anonymous' ? w.users.owner : w.users[actor];
	const media = await makeMedia(w.db, { owner_id: owner.id });
	return { media: media.id };
}

/** A secret board fixture with a join request of a new account on it (`joiner`). */
export async function joinRequestFixture(w: World): Promise<Fixture> {
	const fx = await secretBoardFixture(w);
	const joiner = await makeUser(w.db);
	await w.db
		.insertInto('board_collaborators')
		.values({
			board_id: fx.board!,
			user_id: joiner.id,
			status: 'requested',
			invited_by_id: null,
			created_at: new Date().toISOString(),
		})
		.execute();
	return { ...fx, joiner: joiner.id };
}

/** A secret board fixture whose ownership the owner offered to the collaborator (COL-05). */
export async function ownershipOfferFixture(w: World): Promise<Fixture> {
	const fx = await secretBoardFixture(w);
	await w.db
		.updateTable('boards')
		.set({ pending_owner_id: w.users.collaborator.id })
		.where('id', '=', fx.board!)
		.execute();
	return fx;
}

/** Two secret boards of the owner (`board` merges into `target`). */
export async function twoSecretBoardsFixture(w: World): Promise<Fixture> {
	const source = await secretBoardFixture(w);
	const target = await secretBoardFixture(w);
	return { ...source, target: target.board! };
}

/** A new interest nobody follows yet. */
export async function makeInterest(w: World): Promise<Fixture> {
	const id = newId();
	await w.db
		.insertInto('interests')
		.values({ id, name: `Interest ${id}`, slug: `interest-${id}`, parent_id: null, position: 99 })
		.execute();
	return { interest: id };
}

/**
 * A new session for the business actor: logging the owner out ends the linked-business
 * sessions the owner opened (AUTH-15), the business actor's among them.
 */
export async function renewBusinessSession(w: World): Promise<void> {
	w.tokens.business = (
		await createSession(w.db, w.users.business.id, { ownerUserId: w.users.owner.id })
	).token;
}
