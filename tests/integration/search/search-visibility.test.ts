import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb } from '../../helpers/test-db.ts';

/**
 * Search finds only what the viewer may see (SRC, issue 5 "Secret content is found only by
 * those who may see it"): owner, collaborator, stranger, anonymous and a limited-login viewer ×
 * public, secret and archived boards, for pin and board search; plus hidden pins, blocks,
 * private profiles and inactive accounts.
 */
type Role = 'owner' | 'collaborator' | 'stranger' | 'anonymous' | 'limited';

let t: TestDb;
const users = {} as Record<
	'owner' | 'collaborator' | 'stranger',
	Awaited<ReturnType<typeof makeUser>>
>;

function viewer(role: Role) {
	if (role === 'anonymous') return null;
	if (role === 'limited') return viewerOf(users.collaborator, { loginState: 2 });
	return viewerOf(users[role]);
}

async function found(role: Role, query: string, scope = 'pins'): Promise<string[]> {
	const res = await callResource(t.db, 'BaseSearchResource', 'get', { query, scope }, viewer(role));
	expect(res.status).toBe(200);
	return res.r.data.results.map(
		(r: { title?: string; name?: string; username?: string }) => r.title ?? r.name ?? r.username,
	);
}

beforeAll(async () => {
	t = await createTestDb();
	users.owner = await makeUser(t.db);
	users.collaborator = await makeUser(t.db);
	users.stranger = await makeUser(t.db);
	const at = new Date().toISOString();
	for (const kind of ['public', 'secret', 'archived'] as const) {
		const board = await makeBoard(t.db, users.owner, {
			name: `Vis ${kind} board`,
			privacy: kind === 'secret' ? 'secret' : 'public',
			is_archived: kind === 'archived' ? 1 : 0,
		});
		await t.db
			.insertInto('board_collaborators')
			.values({
				board_id: board.id,
				user_id: users.collaborator.id,
				status: 'accepted',
				invited_by_id: users.owner.id,
				created_at: at,
			})
			.execute();
		await makePin(t.db, board, { title: `Vis ${kind} pin` });
	}
});
afterAll(async () => {
	await t?.destroy();
});

const member = (role: Role) => role === 'owner' || role === 'collaborator';

describe('visibility table', () => {
	for (const role of ['owner', 'collaborator', 'stranger', 'anonymous', 'limited'] as const) {
		for (const kind of ['public', 'secret', 'archived'] as const) {
			const visible = kind === 'public' || member(role);
			it(`${role} ${visible ? 'finds' : 'does not find'} a ${kind} pin and board`, async () => {
				expect((await found(role, `vis ${kind} pin`)).length).toBe(visible ? 1 : 0);
				expect((await found(role, `vis ${kind} board`, 'boards')).length).toBe(visible ? 1 : 0);
			});
		}
	}
});

describe('viewer-specific rules', () => {
	it('leaves out pins the viewer hid and pins hidden by moderation', async () => {
		const b = await makeBoard(t.db, users.owner);
		const hidden = await makePin(t.db, b, { title: 'Hideable quince' });
		await makePin(t.db, b, { title: 'Moderated quince', is_hidden: 1 });
		await t.db
			.insertInto('pin_hides')
			.values({
				user_id: users.stranger.id,
				pin_id: hidden.id,
				created_at: new Date().toISOString(),
			})
			.execute();
		expect(await found('stranger', 'quince')).toEqual([]);
		expect(await found('anonymous', 'quince')).toEqual(['Hideable quince']);
	});

	it('leaves out people, boards and pins across a block, either way', async () => {
		const blocker = await makeUser(t.db, { first_name: 'Blockwell' });
		const b = await makeBoard(t.db, blocker, { name: 'Blockwell things' });
		await makePin(t.db, b, { title: 'Blockwell pin' });
		await t.db
			.insertInto('user_blocks')
			.values({
				blocker_id: blocker.id,
				blocked_id: users.stranger.id,
				created_at: new Date().toISOString(),
			})
			.execute();
		for (const scope of ['pins', 'boards', 'people']) {
			expect(await found('stranger', 'blockwell', scope)).toEqual([]);
			expect((await found('anonymous', 'blockwell', scope)).length).toBe(1);
		}
		const res = await callResource(
			t.db,
			'BaseSearchResource',
			'get',
			{ query: 'blockwell', scope: 'people' },
			viewerOf(blocker),
		);
		expect(res.r.data.results).toHaveLength(1);
	});

	it('finds a private profile, its boards and pins only for the account itself', async () => {
		const shy = await makeUser(t.db, { first_name: 'Shyling', is_private: 1 });
		const b = await makeBoard(t.db, shy, { name: 'Shyling board' });
		await makePin(t.db, b, { title: 'Shyling pin' });
		for (const scope of ['pins', 'boards', 'people']) {
			expect(await found('stranger', 'shyling', scope)).toEqual([]);
			expect(await found('anonymous', 'shyling', scope)).toEqual([]);
			const self = await callResource(
				t.db,
				'BaseSearchResource',
				'get',
				{ query: 'shyling', scope },
				viewerOf(shy),
			);
			expect(self.r.data.results).toHaveLength(1);
		}
	});

	it('leaves out deactivated and suspended accounts', async () => {
		const gone = await makeUser(t.db, { first_name: 'Gonewith', status: 'deactivated' });
		const b = await makeBoard(t.db, gone, { name: 'Gonewith board' });
		await makePin(t.db, b, { title: 'Gonewith pin' });
		for (const scope of ['pins', 'boards', 'people']) {
			expect(await found('anonymous', 'gonewith', scope)).toEqual([]);
		}
	});

	it('cannot reach hidden results with a forged bookmark', async () => {
		const { encodeSearchBookmark } = await import('~/lib/discovery/search/search-bookmark.ts');
		const bookmark = encodeSearchBookmark({ score: 2_000_000_000, id: '9223372036854775807' });
		const res = await callResource(
			t.db,
			'BaseSearchResource',
			'get',
			{ query: 'vis', bookmark },
			null,
		);
		expect(res.r.data.results.map((p: { title: string }) => p.title)).toEqual(['Vis public pin']);
	});
});
