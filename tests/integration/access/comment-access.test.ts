import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentVisibleSql } from '~/lib/platform/access/comment-access.server.ts';
import {
	commentsOpen,
	commentVisibleTo,
	mayComment,
	mayMention,
} from '~/lib/platform/access/comment-access.ts';
import { newId } from '~/lib/platform/db/ids.ts';
import { makeBoard, makePin, makeUser } from '../../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * The comment rules of the access kernel (`comment-access.ts`) and the SQL twin of
 * `commentVisibleTo` (`commentVisibleSql`) agree on both databases, over every author state
 * (live, deactivated, suspended; hidden by the pin owner or not; in a block with the reader
 * either way) and every reader (signed out, the author, a stranger, the pin owner).
 */
let t: TestDb;
afterAll(async () => {
	await t?.destroy();
});

type U = Awaited<ReturnType<typeof makeUser>>;
interface Case {
	label: string;
	commentId: string;
	author: U;
	status: string;
	hidden: boolean;
	blocks: { readerBlocks: boolean; authorBlocks: boolean };
}
const cases: Case[] = [];
let owner: U;
let reader: U;
let pinId: string;

beforeAll(async () => {
	t = await createTestDb();
	owner = await makeUser(t.db);
	reader = await makeUser(t.db);
	const pin = await makePin(t.db, await makeBoard(t.db, owner));
	pinId = pin.id;
	const now = new Date().toISOString();
	for (const status of ['active', 'deactivated', 'suspended']) {
		for (const hidden of [false, true]) {
			for (const [readerBlocks, authorBlocks] of [
				[false, false],
				[true, false],
				[false, true],
			] as const) {
				const author = await makeUser(t.db, { status });
				const commentId = newId();
				await t.db
					.insertInto('comments')
					.values({
						id: commentId,
						pin_id: pin.id,
						user_id: author.id,
						parent_id: null,
						text: 'x',
						created_at: now,
						updated_at: now,
					})
					.execute();
				if (hidden) {
					await t.db
						.insertInto('comment_hidden_users')
						.values({ owner_id: owner.id, user_id: author.id, created_at: now })
						.execute();
				}
				if (readerBlocks) {
					await t.db
						.insertInto('user_blocks')
						.values({ blocker_id: reader.id, blocked_id: author.id, created_at: now })
						.execute();
				}
				if (authorBlocks) {
					await t.db
						.insertInto('user_blocks')
						.values({ blocker_id: author.id, blocked_id: reader.id, created_at: now })
						.execute();
				}
				cases.push({
					label: `${status}${hidden ? ' hidden' : ''}${readerBlocks ? ' blocked-by-reader' : ''}${authorBlocks ? ' blocks-reader' : ''}`,
					commentId,
					author,
					status,
					hidden,
					blocks: { readerBlocks, authorBlocks },
				});
			}
		}
	}
});

async function sqlVisible(readerId: string | null): Promise<Set<string>> {
	const rows = await t.db
		.selectFrom('comments as c')
		.innerJoin('pins as p', 'p.id', 'c.pin_id')
		.innerJoin('users as cu', 'cu.id', 'c.user_id')
		.select('c.id')
		.where('c.pin_id', '=', pinId)
		.where(
			commentVisibleSql(readerId, { comment: 'c', author: 'cu', pinOwnerColumn: 'p.pinner_id' }),
		)
		.execute();
	return new Set(rows.map((r) => r.id));
}

describe(`comment access on ${testDialect()}`, () => {
	it('issue 28: commentVisibleTo and commentVisibleSql agree for every reader and author state', async () => {
		const readers: [string, string | null][] = [
			['signed out', null],
			['reader', reader.id],
			['pin owner', owner.id],
		];
		const disagreements: string[] = [];
		for (const [name, readerId] of readers) {
			const inSql = await sqlVisible(readerId);
			for (const c of cases) {
				const involved = readerId === reader.id;
				const pure = commentVisibleTo(
					{
						authorId: c.author.id,
						authorStatus: c.status,
						hiddenByPinOwner: c.hidden,
						block: {
							blocking: involved && c.blocks.readerBlocks,
							blockedBy: involved && c.blocks.authorBlocks,
						},
					},
					readerId,
				);
				if (pure !== inSql.has(c.commentId))
					disagreements.push(`${name} × ${c.label}: pure ${pure}`);
			}
		}
		expect(disagreements).toEqual([]);
		// The author always sees their own, whatever else holds.
		for (const c of cases) expect((await sqlVisible(c.author.id)).has(c.commentId)).toBe(true);
		// And the rule is not vacuous: some comments show to the reader, some do not.
		const seen = await sqlVisible(reader.id);
		expect(seen.size).toBeGreaterThan(0);
		expect(seen.size).toBeLessThan(cases.length);
	});

	it('CMT-12, ACC-22: who may comment', () => {
		const open = { pinAllowsComments: true, ownerDisabledComments: false };
		const none = { blocking: false, blockedBy: false };
		expect(commentsOpen(open)).toBe(true);
		expect(commentsOpen({ ...open, pinAllowsComments: false })).toBe(false);
		expect(commentsOpen({ ...open, ownerDisabledComments: true })).toBe(false);
		expect(mayComment('1', open, none)).toBe(true);
		expect(mayComment(null, open, none)).toBe(false);
		expect(mayComment('1', open, { blocking: false, blockedBy: true })).toBe(false);
		expect(mayComment('1', open, { blocking: true, blockedBy: false })).toBe(false);
	});

	it('SET-01 allow_mentions, ACC-22: who may be mentioned', () => {
		const person = (allowMentions: 'everyone' | 'following' | 'nobody', status = 'active') => ({
			id: '2',
			status,
			allowMentions,
		});
		const free = { followsWriter: false, block: { blocking: false, blockedBy: false } };
		expect(mayMention('1', person('everyone'), free)).toBe(true);
		expect(mayMention('2', person('everyone'), free)).toBe(false);
		expect(mayMention('1', person('everyone', 'suspended'), free)).toBe(false);
		expect(mayMention('1', person('nobody'), { ...free, followsWriter: true })).toBe(false);
		expect(mayMention('1', person('following'), free)).toBe(false);
		expect(mayMention('1', person('following'), { ...free, followsWriter: true })).toBe(true);
		expect(
			mayMention('1', person('everyone'), { ...free, block: { blocking: false, blockedBy: true } }),
		).toBe(false);
	});
});
