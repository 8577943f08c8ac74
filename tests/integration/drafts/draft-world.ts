import { afterAll, beforeAll, expect } from 'vitest';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import { newId } from '~/lib/platform/db/ids.ts';
import { countAll } from '~/lib/platform/db/sql.server.ts';
import { makeBoard, makeMedia, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb } from '../../helpers/test-db.ts';

type User = Awaited<ReturnType<typeof makeUser>>;
type Board = Awaited<ReturnType<typeof makeBoard>>;

/** The drafts tests' world: an owner with a board, a section and two interests, and another user. */
export interface DraftWorld {
	t: TestDb;
	owner: User;
	other: User;
	ownerV: Viewer;
	otherV: Viewer;
	board: Board;
	otherBoard: Board;
	sectionId: string;
	interestA: string;
	interestB: string;
}

/**
 * Registers the test file's hooks that build the world on a fresh database (and remove it
 * after), and answers the world, whose fields are set once `beforeAll` has run.
 */
export function draftWorld(): DraftWorld {
	const w = {} as DraftWorld;
	beforeAll(async () => {
		w.t = await createTestDb();
		w.owner = await makeUser(w.t.db);
		w.other = await makeUser(w.t.db);
		w.ownerV = viewerOf(w.owner);
		w.otherV = viewerOf(w.other);
		w.board = await makeBoard(w.t.db, w.owner, { name: 'Kitchen ideas' });
		w.otherBoard = await makeBoard(w.t.db, w.other, { name: 'Not yours' });
		w.sectionId = newId();
		await w.t.db
			.insertInto('board_sections')
			.values({
				id: w.sectionId,
				board_id: w.board.id,
				title: 'Soups',
				slug: 'soups',
				position: 0,
				created_at: new Date().toISOString(),
			})
			.execute();
		w.interestA = newId();
		w.interestB = newId();
		await w.t.db
			.insertInto('interests')
			.values([
				{
					id: w.interestA,
					name: 'Soup',
					slug: `soup-${w.interestA}`,
					parent_id: null,
					position: 1,
				},
				{
					id: w.interestB,
					name: 'Bread',
					slug: `bread-${w.interestB}`,
					parent_id: null,
					position: 2,
				},
			])
			.execute();
	});
	afterAll(async () => {
		await w.t?.destroy();
	});
	return w;
}

/** Calls a resource as `v` on the world's database. */
export function draftCalls(w: DraftWorld) {
	const call = (
		v: Viewer | null,
		name: string,
		action: 'get' | 'create' | 'update' | 'delete',
		options: Record<string, unknown>,
	) => callResource(w.t.db, name, action, options, v);

	async function newDraft(v: Viewer = w.ownerV, options: Record<string, unknown> = {}) {
		const res = await call(v, 'PinDraftResource', 'create', options);
		expect(res.status, JSON.stringify(res.r.error)).toBe(200);
		return res.r.data as { id: string; [k: string]: unknown };
	}

	const media = async (u: { id: string } = w.owner) =>
		(await makeMedia(w.t.db, { owner_id: u.id })).id;

	async function tableCounts() {
		const n = async (table: 'pins' | 'pin_drafts' | 'pin_draft_items' | 'media' | 'pin_tags') =>
			Number(
				(await w.t.db.selectFrom(table).select(countAll().as('n')).executeTakeFirstOrThrow()).n,
			);
		return {
			pins: await n('pins'),
			drafts: await n('pin_drafts'),
			items: await n('pin_draft_items'),
			media: await n('media'),
			tags: await n('pin_tags'),
		};
	}

	async function draftRow(id: string) {
		return w.t.db
			.selectFrom('pin_drafts')
			.selectAll()
			.where('id', '=', id)
			.executeTakeFirstOrThrow();
	}

	return { call, newDraft, media, tableCounts, draftRow };
}

/** A draft item's fields, with `extra` over the defaults. */
export const item = (mediaId: string | null, extra: Record<string, unknown> = {}) => ({
	title: 'A title',
	description: 'Some words',
	link: null,
	media_id: mediaId,
	pin_tags: [],
	...extra,
});
