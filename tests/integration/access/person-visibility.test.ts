import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	type BoardMembership,
	personContentVisibleSql,
	personLiveSql,
	personVisibleSql,
} from '~/lib/platform/access/person-visibility.server.ts';
import {
	isLivePerson,
	type PersonState,
	personContentVisibleTo,
	personVisibleTo,
} from '~/lib/platform/access/person-visibility.ts';
import { makeBoard, makeUser } from '../../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * SET-01, SET-12: the person rule and its SQL twin agree on every case of the table (each
 * status × privacy × reader: signed out, the account, the business's owner, a board member,
 * a stranger), so no surface that filters in SQL reads a different rule than one that decides
 * in code.
 */
let t: TestDb;
afterAll(async () => {
	await t?.destroy();
});

const STATES = ['active', 'deactivated', 'suspended'] as const;
const PRIVACY = [0, 1] as const;

interface Case {
	person: PersonState;
	boardId: string;
	readers: Record<string, string | null>;
	members: Set<string>;
}
const cases: Case[] = [];

beforeAll(async () => {
	t = await createTestDb();
	const businessOwner = await makeUser(t.db);
	const member = await makeUser(t.db);
	const stranger = await makeUser(t.db);
	const boardOwner = await makeUser(t.db);
	for (const status of STATES) {
		for (const isPrivate of PRIVACY) {
			const u = await makeUser(t.db, {
				is_private: isPrivate,
				owner_user_id: businessOwner.id,
				account_type: 'business',
			});
			await t.db.updateTable('users').set({ status }).where('id', '=', u.id).execute();
			const board = await makeBoard(t.db, boardOwner);
			await t.db
				.insertInto('board_collaborators')
				.values({
					board_id: board.id,
					user_id: member.id,
					status: 'accepted',
					invited_by_id: boardOwner.id,
					created_at: new Date().toISOString(),
				})
				.execute();
			cases.push({
				person: { id: u.id, status, is_private: isPrivate, owner_user_id: businessOwner.id },
				boardId: board.id,
				readers: {
					anonymous: null,
					self: u.id,
					businessOwner: businessOwner.id,
					member: member.id,
					boardOwner: boardOwner.id,
					stranger: stranger.id,
				},
				members: new Set([member.id, boardOwner.id]),
			});
		}
	}
});

async function sqlSaysLive(c: Case): Promise<boolean> {
	const row = await t.db
		.selectFrom('users as u')
		.select('u.id')
		.where('u.id', '=', c.person.id)
		.where(personLiveSql('u'))
		.executeTakeFirst();
	return row !== undefined;
}

async function sqlSays(
	c: Case,
	readerId: string | null,
	member: BoardMembership | null,
): Promise<boolean> {
	const row = await t.db
		.selectFrom('users as u')
		.innerJoin('boards as b', (j) => j.on('b.id', '=', c.boardId))
		.select('u.id')
		.where('u.id', '=', c.person.id)
		.where(
			member === null
				? personVisibleSql('u', readerId)
				: personContentVisibleSql('u', readerId, member),
		)
		.executeTakeFirst();
	return row !== undefined;
}

describe(`person visibility on ${testDialect()}`, () => {
	it('the rule and its SQL twin agree on every case', async () => {
		const disagreements: string[] = [];
		for (const c of cases) {
			for (const [who, readerId] of Object.entries(c.readers)) {
				const isMember = readerId !== null && c.members.has(readerId);
				const label = `${c.person.status}/private=${c.person.is_private}/${who}`;
				const pairs: [string, boolean, boolean][] = [
					['live', isLivePerson(c.person), await sqlSaysLive(c)],
					['visible', personVisibleTo(c.person, readerId), await sqlSays(c, readerId, null)],
					[
						'content (board in scope)',
						personContentVisibleTo(c.person, readerId, isMember),
						await sqlSays(c, readerId, { board: 'b' }),
					],
					[
						'content (membership known)',
						personContentVisibleTo(c.person, readerId, isMember),
						await sqlSays(c, readerId, isMember),
					],
				];
				for (const [what, code, sql] of pairs) {
					if (code !== sql) disagreements.push(`${label} ${what}: code ${code}, sql ${sql}`);
				}
			}
		}
		expect(disagreements).toEqual([]);
		expect(cases).toHaveLength(6);
	});

	it('the table is the rule the README states', () => {
		const at = (status: string, isPrivate: number) =>
			cases.find((c) => c.person.status === status && c.person.is_private === isPrivate)!;
		const open = at('active', 0);
		const priv = at('active', 1);
		const gone = at('deactivated', 0);
		const { readers } = open;
		// An active public person: everyone.
		expect(personVisibleTo(open.person, null)).toBe(true);
		// A private profile: the account, its business owner; its work also to board members.
		expect(personVisibleTo(priv.person, priv.readers.stranger!)).toBe(false);
		expect(personVisibleTo(priv.person, null)).toBe(false);
		expect(personVisibleTo(priv.person, priv.readers.self!)).toBe(true);
		expect(personVisibleTo(priv.person, priv.readers.businessOwner!)).toBe(true);
		expect(personContentVisibleTo(priv.person, priv.readers.member!, true)).toBe(true);
		expect(personContentVisibleTo(priv.person, null, true)).toBe(false);
		// Deactivated or suspended: nobody but the account, members included.
		expect(personContentVisibleTo(gone.person, gone.readers.member!, true)).toBe(false);
		expect(personVisibleTo(gone.person, gone.readers.businessOwner!)).toBe(false);
		expect(personVisibleTo(gone.person, gone.readers.self!)).toBe(true);
		expect(readers.anonymous).toBeNull();
	});
});
