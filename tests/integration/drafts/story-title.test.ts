import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import { makeBoard, makeMedia, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb } from '../../helpers/test-db.ts';

/** A story draft's title and description live on its one text-only item (PIN-17, BLD-17). */

let t: TestDb;
let ownerV: Viewer;
let owner: Awaited<ReturnType<typeof makeUser>>;
let board: Awaited<ReturnType<typeof makeBoard>>;

const call = (
	name: string,
	action: 'get' | 'create' | 'update',
	options: Record<string, unknown>,
) => callResource(t.db, name, action, options, ownerV);

const story = { pages: [{ blocks: [{ type: 'heading', text: 'Soup in three steps' }] }] };

const textItem = (extra: Record<string, unknown> = {}) => ({
	title: 'Winter soup',
	description: 'Three pages of soup',
	link: null,
	pin_tags: [],
	...extra,
});

async function storyDraft(): Promise<string> {
	const res = await call('PinDraftResource', 'create', { type: 'story', board_id: board.id });
	expect(res.status, JSON.stringify(res.r.error)).toBe(200);
	const id = (res.r.data as { id: string }).id;
	const upd = await call('PinDraftResource', 'update', { id, fields: { story_data: story } });
	expect(upd.status, JSON.stringify(upd.r.error)).toBe(200);
	return id;
}

beforeAll(async () => {
	t = await createTestDb();
	owner = await makeUser(t.db);
	ownerV = viewerOf(owner);
	board = await makeBoard(t.db, owner, { name: 'Soups' });
});
afterAll(async () => {
	await t?.destroy();
});

describe('PIN-17 a story draft carries its title and description on one text-only item', () => {
	it('BLD-17 saves a text-only item on a story draft, which stays a story, and publishes its title', async () => {
		const id = await storyDraft();
		const upd = await call('PinDraftResource', 'update', { id, items: [textItem()] });
		expect(upd.status, JSON.stringify(upd.r.error)).toBe(200);
		const draft = upd.r.data as { type: string; items: { title: string; media: unknown }[] };
		expect(draft.type).toBe('story');
		expect(draft.items).toHaveLength(1);
		expect(draft.items[0]!.title).toBe('Winter soup');
		expect(draft.items[0]!.media).toBeNull();

		const res = await call('PinDraftPublishResource', 'create', { id });
		expect(res.status, JSON.stringify(res.r.error)).toBe(200);
		const pin = (res.r.data as { pin: { id: string; pin_type: string } }).pin;
		expect(pin.pin_type).toBe('story');
		const row = await t.db
			.selectFrom('pins')
			.select(['title', 'description'])
			.where('id', '=', pin.id)
			.executeTakeFirstOrThrow();
		expect(row).toEqual({ title: 'Winter soup', description: 'Three pages of soup' });
	});

	it('BLD-17 refuses a story title over 100 characters and changes nothing', async () => {
		const id = await storyDraft();
		const before = await t.db
			.selectFrom('pin_drafts')
			.selectAll()
			.where('id', '=', id)
			.executeTakeFirstOrThrow();
		const upd = await call('PinDraftResource', 'update', {
			id,
			items: [textItem({ title: 'x'.repeat(101) })],
		});
		expect(upd.status).toBe(400);
		expect(upd.r.error).toMatchObject({ extra_data: { field: 'title' } });
		expect(
			await t.db
				.selectFrom('pin_drafts')
				.selectAll()
				.where('id', '=', id)
				.executeTakeFirstOrThrow(),
		).toEqual(before);
		expect(
			await t.db.selectFrom('pin_draft_items').select('id').where('draft_id', '=', id).execute(),
		).toEqual([]);
	});

	it('refuses a picture or a second item on a story draft (pictures go on its pages)', async () => {
		const id = await storyDraft();
		const mediaId = (await makeMedia(t.db, { owner_id: owner.id })).id;
		const withMedia = await call('PinDraftResource', 'update', {
			id,
			items: [textItem({ media_id: mediaId })],
		});
		expect(withMedia.status).toBe(400);
		expect(withMedia.r.error).toMatchObject({ extra_data: { field: 'media' } });
		const two = await call('PinDraftResource', 'update', { id, items: [textItem(), textItem()] });
		expect(two.status).toBe(400);
		expect(
			await t.db.selectFrom('pin_draft_items').select('id').where('draft_id', '=', id).execute(),
		).toEqual([]);
	});
});
