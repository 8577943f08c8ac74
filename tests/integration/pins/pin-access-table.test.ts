import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * The pin half of the authorization table: owner, collaborator, follower, stranger and
 * anonymous × public, secret, archived and collaborative boards × read, edit and delete of a
 * pin through `PinResource`. Secret things answer 404 (never 403) to those who may not see them.
 */
type Role = 'owner' | 'collaborator' | 'follower' | 'stranger' | 'anonymous';
type Kind = 'public' | 'secret' | 'archived' | 'collaborative';

let t: TestDb;
const users = {} as Record<Exclude<Role, 'anonymous'>, Awaited<ReturnType<typeof makeUser>>>;
const boards = {} as Record<Kind, Awaited<ReturnType<typeof makeBoard>>>;

beforeAll(async () => {
	t = await createTestDb();
	for (const role of ['owner', 'collaborator', 'follower', 'stranger'] as const) {
		users[role] = await makeUser(t.db);
	}
	boards.public = await makeBoard(t.db, users.owner);
	boards.secret = await makeBoard(t.db, users.owner, { privacy: 'secret' });
	boards.archived = await makeBoard(t.db, users.owner, { is_archived: 1 });
	boards.collaborative = await makeBoard(t.db, users.owner, {
		privacy: 'secret',
		is_collaborative: 1,
	});
	const at = new Date().toISOString();
	for (const kind of ['public', 'secret', 'archived', 'collaborative'] as const) {
		// The collaborator is an accepted member of every board; the follower follows each.
		await t.db
			.insertInto('board_collaborators')
			.values({
				board_id: boards[kind].id,
				user_id: users.collaborator.id,
				status: 'accepted',
				invited_by_id: users.owner.id,
				created_at: at,
			})
			.execute();
		await t.db
			.insertInto('board_follows')
			.values({ user_id: users.follower.id, board_id: boards[kind].id, created_at: at })
			.execute();
	}
});
afterAll(async () => {
	await t?.destroy();
});

const member = (role: Role) => role === 'owner' || role === 'collaborator';
const readable = (role: Role, kind: Kind) => member(role) || kind === 'public';

/** Expected status of each action: 200, or the error a caller gets. */
function expected(role: Role, kind: Kind, action: 'read' | 'edit' | 'delete'): number {
	if (action === 'read') return readable(role, kind) ? 200 : 404;
	if (role === 'anonymous') return 401;
	if (!readable(role, kind)) return 404;
	if (action === 'edit') return role === 'owner' ? 200 : 403; // the pinner is the owner here
	return member(role) ? 200 : 403;
}

const ROLES: Role[] = ['owner', 'collaborator', 'follower', 'stranger', 'anonymous'];
const KINDS: Kind[] = ['public', 'secret', 'archived', 'collaborative'];

describe(`pin access table on ${testDialect()}`, () => {
	for (const kind of KINDS) {
		for (const role of ROLES) {
			it(`${role} × ${kind} board: read, edit, delete`, async () => {
				const pin = await makePin(t.db, boards[kind]);
				const viewer = role === 'anonymous' ? null : viewerOf(users[role]);
				const read = await callResource(t.db, 'PinResource', 'get', { id: pin.id }, viewer);
				expect(read.status, 'read').toBe(expected(role, kind, 'read'));
				if (read.status === 404) expect(JSON.stringify(read.r)).not.toContain(pin.title);
				const edit = await callResource(
					t.db,
					'PinResource',
					'update',
					{ id: pin.id, title: 'Edited' },
					viewer,
				);
				expect(edit.status, 'edit').toBe(expected(role, kind, 'edit'));
				const del = await callResource(t.db, 'PinResource', 'delete', { id: pin.id }, viewer);
				expect(del.status, 'delete').toBe(expected(role, kind, 'delete'));
			});
		}
	}
});
