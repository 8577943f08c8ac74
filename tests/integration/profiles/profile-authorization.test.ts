import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProfilePage } from '~/lib/content/profiles/profile-page.server.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * The authorization table for profile surfaces: owner, collaborator, follower, stranger and
 * anonymous × public, secret, archived and collaborative boards × what the profile shows
 * (board cards, pins in the Saved and Created feeds, JSON of both resources).
 */
let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
const users: Record<string, U | null> = {};
const boards: Record<string, { id: string; pin: string }> = {};

const BOARD_KINDS = [
	'public',
	'secret',
	'archived',
	'collaborative',
	'secretCollaborative',
] as const;
const VIEWERS = ['owner', 'collaborator', 'follower', 'stranger', 'anonymous'] as const;

/** Who sees each board on the owner's profile. */
const EXPECTED: Record<(typeof BOARD_KINDS)[number], (typeof VIEWERS)[number][]> = {
	public: ['owner', 'collaborator', 'follower', 'stranger', 'anonymous'],
	collaborative: ['owner', 'collaborator', 'follower', 'stranger', 'anonymous'],
	secret: ['owner'],
	archived: ['owner'],
	secretCollaborative: ['owner', 'collaborator'],
};

beforeAll(async () => {
	t = await createTestDb();
	const owner = await makeUser(t.db);
	users.owner = owner;
	users.collaborator = await makeUser(t.db);
	users.follower = await makeUser(t.db);
	users.stranger = await makeUser(t.db);
	users.anonymous = null;
	await callResource(
		t.db,
		'UserFollowResource',
		'create',
		{ user_id: owner.id },
		viewerOf(users.follower),
	);
	const settings = {
		public: {},
		secret: { privacy: 'secret' },
		archived: { is_archived: 1, archived_at: new Date().toISOString() },
		collaborative: { is_collaborative: 1 },
		secretCollaborative: { privacy: 'secret', is_collaborative: 1 },
	} as const;
	for (const kind of BOARD_KINDS) {
		const board = await makeBoard(t.db, owner, {
			name: kind,
			slug: kind.toLowerCase(),
			...settings[kind],
		});
		const pin = await makePin(t.db, board);
		boards[kind] = { id: board.id, pin: pin.id };
		if (kind === 'collaborative' || kind === 'secretCollaborative') {
			await t.db
				.insertInto('board_collaborators')
				.values({
					board_id: board.id,
					user_id: users.collaborator!.id,
					status: 'accepted',
					invited_by_id: owner.id,
					created_at: new Date().toISOString(),
				})
				.execute();
		}
	}
	// An invited (not yet accepted) stranger sees nothing more than a stranger.
	await t.db
		.insertInto('board_collaborators')
		.values({
			board_id: boards.secret!.id,
			user_id: users.stranger!.id,
			status: 'invited',
			invited_by_id: owner.id,
			created_at: new Date().toISOString(),
		})
		.execute();
});
afterAll(async () => {
	await t?.destroy();
});

describe(`profile authorization table on ${testDialect()}`, () => {
	for (const viewerName of VIEWERS) {
		it(`BRD-15/BRD-17: ${viewerName} sees exactly the boards and pins the access rule allows`, async () => {
			const owner = users.owner!;
			const viewerUser = users[viewerName];
			const viewer = viewerUser ? viewerOf(viewerUser) : null;
			const visible = BOARD_KINDS.filter((k) => EXPECTED[k].includes(viewerName));
			const boardIds = visible.map((k) => boards[k]!.id).sort();
			const pinIds = visible.map((k) => boards[k]!.pin).sort();

			const res = await callResource(
				t.db,
				'ProfileBoardsResource',
				'get',
				{ user_id: owner.id },
				viewer,
			);
			expect(res.r.data.map((b: { id: string }) => b.id).sort()).toEqual(boardIds);
			for (const tab of ['saved', 'created']) {
				const pins = await callResource(
					t.db,
					'ProfilePinsResource',
					'get',
					{ user_id: owner.id, tab },
					viewer,
				);
				expect(pins.r.data.map((p: { id: string }) => p.id).sort(), tab).toEqual(pinIds);
			}
			const load = await loadProfilePage({
				db: t.db,
				viewer,
				url: new URL(`http://localhost/${owner.username}/`),
				username: owner.username,
			});
			if (load.kind !== 'ok') throw new Error(load.kind);
			const shown = load.data.boardGroups.flatMap((g) => g.boards.map((b) => b.id)).sort();
			expect(shown).toEqual(boardIds);
			expect(load.data.pins.map((p) => p.id).sort()).toEqual(pinIds);
			// Counts: public boards/pins for everyone but the owner (who also counts secret ones).
			const expectedCounts =
				viewerName === 'owner' ? { boards: 4, pins: 5 } : { boards: 2, pins: 2 };
			expect(load.data.counts).toMatchObject(expectedCounts);
			// Nothing of a hidden board leaks into the page data (names, ids).
			const text = JSON.stringify(load.data);
			for (const kind of BOARD_KINDS.filter((k) => !visible.includes(k))) {
				expect(text).not.toContain(boards[kind]!.id);
				expect(text).not.toContain(boards[kind]!.pin);
			}
		});
	}
});
