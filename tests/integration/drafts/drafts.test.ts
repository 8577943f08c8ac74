import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteDraft } from '~/lib/content/drafts/delete-draft.server.ts';
import { publishDraft } from '~/lib/content/drafts/publish-draft.operation.server.ts';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import { newId } from '~/lib/platform/db/ids.ts';
import { countAll } from '~/lib/platform/db/sql.server.ts';
import { LocalMediaStore } from '~/lib/platform/media/local-media-store.server.ts';
import { ingestImage } from '~/lib/platform/media/media.service.server.ts';
import { makeBoard, makeMedia, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let owner: U;
let other: U;
let ownerV: Viewer;
let otherV: Viewer;
let board: Awaited<ReturnType<typeof makeBoard>>;
let otherBoard: Awaited<ReturnType<typeof makeBoard>>;
let sectionId: string;
let interestA: string;
let interestB: string;

const call = (
	v: Viewer | null,
	name: string,
	action: 'get' | 'create' | 'update' | 'delete',
	options: Record<string, unknown>,
) => callResource(t.db, name, action, options, v);

async function newDraft(v: Viewer = ownerV, options: Record<string, unknown> = {}) {
	const res = await call(v, 'PinDraftResource', 'create', options);
	expect(res.status, JSON.stringify(res.r.error)).toBe(200);
	return res.r.data as { id: string; [k: string]: unknown };
}

const media = async (u: { id: string } = owner) => (await makeMedia(t.db, { owner_id: u.id })).id;

const item = (mediaId: string | null, extra: Record<string, unknown> = {}) => ({
	title: 'A title',
	description: 'Some words',
	link: null,
	media_id: mediaId,
	pin_tags: [],
	...extra,
});

async function tableCounts() {
	const n = async (table: 'pins' | 'pin_drafts' | 'pin_draft_items' | 'media' | 'pin_tags') =>
		Number((await t.db.selectFrom(table).select(countAll().as('n')).executeTakeFirstOrThrow()).n);
	return {
		pins: await n('pins'),
		drafts: await n('pin_drafts'),
		items: await n('pin_draft_items'),
		media: await n('media'),
		tags: await n('pin_tags'),
	};
}

async function draftRow(id: string) {
	return t.db.selectFrom('pin_drafts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

beforeAll(async () => {
	t = await createTestDb();
	owner = await makeUser(t.db);
	other = await makeUser(t.db);
	ownerV = viewerOf(owner);
	otherV = viewerOf(other);
	board = await makeBoard(t.db, owner, { name: 'Kitchen ideas' });
	otherBoard = await makeBoard(t.db, other, { name: 'Not yours' });
	sectionId = newId();
	await t.db
		.insertInto('board_sections')
		.values({
			id: sectionId,
			board_id: board.id,
			title: 'Soups',
			slug: 'soups',
			position: 0,
			created_at: new Date().toISOString(),
		})
		.execute();
	interestA = newId();
	interestB = newId();
	await t.db
		.insertInto('interests')
		.values([
			{ id: interestA, name: 'Soup', slug: `soup-${interestA}`, parent_id: null, position: 1 },
			{ id: interestB, name: 'Bread', slug: `bread-${interestB}`, parent_id: null, position: 2 },
		])
		.execute();
});
afterAll(async () => {
	await t?.destroy();
});

describe('PinDraftResource create and get', () => {
	it('BLD-02 BLD-16 a new draft starts created, notAttempted, publish immediately, comments and shopping allowed', async () => {
		const draft = await newDraft();
		expect(draft).toMatchObject({
			type: 'single',
			status: 'created',
			publishingStatus: 'notAttempted',
			publishOption: 'immediately',
			scheduledTs: null,
			boardId: null,
			board: null,
			isCommentsAllowed: true,
			isShoppingRecAllowed: true,
			interestTags: [],
			items: [],
			attempts: 0,
			pinId: null,
			apiError: null,
			apiErrorCode: null,
		});
		const got = await call(ownerV, 'PinDraftResource', 'get', { id: draft.id });
		expect(got.r.data).toEqual(draft);
	});

	it('creates a story draft on a board and section the viewer can write', async () => {
		const draft = await newDraft(ownerV, {
			type: 'story',
			board_id: board.id,
			section_id: sectionId,
		});
		expect(draft).toMatchObject({
			type: 'story',
			boardId: board.id,
			sectionId,
			board: { id: board.id, name: 'Kitchen ideas' },
		});
	});

	it("refuses another user's board and stores nothing", async () => {
		const before = await tableCounts();
		const res = await call(ownerV, 'PinDraftResource', 'create', { board_id: otherBoard.id });
		expect(res.status).toBe(403);
		expect(res.r.error.code).toBe('BoardNotWritable');
		expect(await tableCounts()).toEqual(before);
	});

	it("answers 404 for another user's draft on every action, and changes nothing", async () => {
		const draft = await newDraft();
		const before = await draftRow(draft.id);
		for (const [name, action, options] of [
			['PinDraftResource', 'get', { id: draft.id }],
			['PinDraftResource', 'update', { id: draft.id, fields: { alt_text: 'mine now' } }],
			['PinDraftResource', 'delete', { id: draft.id }],
			['PinDraftPublishResource', 'create', { id: draft.id }],
		] as const) {
			const res = await call(otherV, name, action, options);
			expect(res.status, `${name} ${action}`).toBe(404);
			expect(res.r.error.code).toBe('NotFound');
		}
		expect(await draftRow(draft.id)).toEqual(before);
	});

	it('refuses signed-out callers', async () => {
		const res = await call(null, 'PinDraftResource', 'create', {});
		expect(res.status).toBe(401);
	});
});

describe('PinDraftResource update', () => {
	it('BLD-05 BLD-06 two items make a carousel, one a single pin again; every save marks it edited', async () => {
		const draft = await newDraft();
		const [m1, m2] = [await media(), await media()];
		const two = await call(ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			items: [item(m1), item(m2, { title: 'Second' })],
		});
		expect(two.status, JSON.stringify(two.r.error)).toBe(200);
		expect(two.r.data.type).toBe('carousel');
		expect(two.r.data.status).toBe('edited');
		expect(two.r.data.items.map((i: { media: { id: string } }) => i.media.id)).toEqual([m1, m2]);
		expect(two.r.data.items[0].media.images['236x'].url).toMatch(/236x/);
		const keptId = two.r.data.items[1].id;
		const one = await call(ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			items: [item(m2, { id: keptId, title: 'Second' })],
		});
		expect(one.r.data.type).toBe('single');
		expect(one.r.data.items).toHaveLength(1);
		expect(one.r.data.items[0].id).toBe(keptId);
	});

	it('BLD-10 only the fields sent change; interests, switches, link and schedule are stored', async () => {
		const draft = await newDraft();
		const first = await call(ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			fields: {
				board_id: board.id,
				alt_text: 'A bowl of soup',
				interest_tags: [interestA, interestB],
				is_comments_allowed: false,
				website_link: 'https://example.com/soup',
			},
		});
		expect(first.status, JSON.stringify(first.r.error)).toBe(200);
		const second = await call(ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			fields: {
				is_shopping_rec_allowed: false,
				publish_option: 'scheduled',
				scheduled_ts: '2030-01-02T03:04:05Z',
			},
		});
		expect(second.r.data).toMatchObject({
			boardId: board.id,
			board: { id: board.id, name: 'Kitchen ideas' },
			altText: 'A bowl of soup',
			interestTags: [
				{ id: interestA, name: 'Soup' },
				{ id: interestB, name: 'Bread' },
			],
			isCommentsAllowed: false,
			isShoppingRecAllowed: false,
			websiteLink: 'https://example.com/soup',
			publishOption: 'scheduled',
			scheduledTs: '2030-01-02T03:04:05.000Z',
		});
	});

	it('BLD-07 BLD-08 product tags are stored with ids and status saved; deleted ones go', async () => {
		const draft = await newDraft();
		const res = await call(ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			items: [
				item(await media(), {
					pin_tags: [
						{ x: 0.25, y: 0.5, link: 'https://shop.example/lamp', status: 'new' },
						{ x: 0.5, y: 0.5, link: 'https://shop.example/gone', status: 'deleted' },
					],
				}),
			],
		});
		expect(res.status, JSON.stringify(res.r.error)).toBe(200);
		const tags = res.r.data.items[0].pinTags;
		expect(tags).toHaveLength(1);
		expect(tags[0]).toMatchObject({
			x: 0.25,
			y: 0.5,
			link: 'https://shop.example/lamp',
			status: 'saved',
			taggedObjectIds: [],
		});
		expect(tags[0].id).toMatch(/^\d+$/);
	});

	it('BLD-17 refuses bad input with the field named, and stores nothing', async () => {
		const draft = await newDraft();
		const m = await media();
		const before = await draftRow(draft.id);
		const cases: [Record<string, unknown>, number, string, string | null][] = [
			[{ items: [item(m, { title: 'x'.repeat(101) })] }, 400, 'DraftInvalid', 'title'],
			[{ items: [item(m, { description: 'x'.repeat(501) })] }, 400, 'DraftInvalid', 'description'],
			[{ items: [item(m, { link: 'javascript:alert(1)' })] }, 400, 'DraftInvalid', 'link'],
			[{ fields: { website_link: 'ftp://example.com/' } }, 400, 'DraftInvalid', 'link'],
			[{ fields: { alt_text: 'x'.repeat(501) } }, 400, 'DraftInvalid', 'alt_text'],
			[
				{
					items: [
						item(m, { pin_tags: [{ x: 0.1, y: 0.1, link: 'data:text/html,x', status: 'new' }] }),
					],
				},
				400,
				'DraftInvalid',
				'link',
			],
			[{ items: [item(await media(other))] }, 400, 'DraftMediaUnavailable', 'media'],
			[{ fields: { interest_tags: [newId()] } }, 400, 'DraftInterestUnknown', null],
			[{ items: Array.from({ length: 11 }, () => item(m)) }, 400, 'InvalidOptions', null],
			[{ fields: { board_id: otherBoard.id } }, 403, 'BoardNotWritable', null],
			[{ fields: { section_id: sectionId } }, 400, 'DraftInvalid', 'board'],
		];
		for (const [options, status, code, field] of cases) {
			const res = await call(ownerV, 'PinDraftResource', 'update', { id: draft.id, ...options });
			expect(res.status, JSON.stringify(options).slice(0, 80)).toBe(status);
			expect(res.r.error.code).toBe(code);
			expect(res.r.error.message.length).toBeGreaterThan(10);
			if (field) expect(res.r.error.extra_data.field).toBe(field);
		}
		expect(await draftRow(draft.id)).toEqual(before);
		const items = await t.db
			.selectFrom('pin_draft_items')
			.select('id')
			.where('draft_id', '=', draft.id)
			.execute();
		expect(items).toEqual([]);
	});

	it('refuses a picture that is already in a pin', async () => {
		const pin = await makePin(t.db, board, { media_id: await media() });
		const draft = await newDraft();
		const res = await call(ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			items: [item(pin.media_id)],
		});
		expect(res.status).toBe(400);
		expect(res.r.error.code).toBe('DraftMediaUnavailable');
	});
});

describe('PinDraftsResource', () => {
	it('lists the viewer’s unpublished drafts, newest change first, by keyset pages', async () => {
		const lister = await makeUser(t.db);
		const v = viewerOf(lister);
		const ids: string[] = [];
		for (let i = 0; i < 5; i++) ids.push((await newDraft(v)).id);
		// Touch the oldest: it moves to the front.
		await call(v, 'PinDraftResource', 'update', { id: ids[0], fields: { alt_text: 'touched' } });
		const seen: string[] = [];
		let bookmark: string | undefined;
		for (let page = 0; page < 5; page++) {
			const res = await call(v, 'PinDraftsResource', 'get', {
				page_size: 2,
				...(bookmark ? { bookmark } : {}),
			});
			expect(res.status).toBe(200);
			seen.push(...res.r.data.map((d: { id: string }) => d.id));
			bookmark = (res.r as { bookmark?: string }).bookmark;
			if (bookmark === '-end-') break;
		}
		expect(seen).toEqual([ids[0], ids[4], ids[3], ids[2], ids[1]]);
		// Another user's list holds none of them.
		const theirs = await call(otherV, 'PinDraftsResource', 'get', {});
		expect(theirs.r.data.map((d: { id: string }) => d.id)).not.toContain(ids[0]);
	});
});

async function pinCounts() {
	const b = await t.db
		.selectFrom('boards')
		.select('pin_count')
		.where('id', '=', board.id)
		.executeTakeFirstOrThrow();
	const u = await t.db
		.selectFrom('users')
		.select('pin_count')
		.where('id', '=', owner.id)
		.executeTakeFirstOrThrow();
	const s = await t.db
		.selectFrom('board_sections')
		.select('pin_count')
		.where('id', '=', sectionId)
		.executeTakeFirstOrThrow();
	return { board: b.pin_count, user: u.pin_count, section: s.pin_count };
}

describe('PinDraftPublishResource', () => {
	it('BLD-22 publishes a single pin with product tags, interests and the BLD-16 switches', async () => {
		const draft = await newDraft();
		const m = await media();
		await call(ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			fields: {
				board_id: board.id,
				section_id: sectionId,
				alt_text: 'Soup in a blue bowl',
				interest_tags: [interestA],
				is_comments_allowed: false,
			},
			items: [
				item(m, {
					title: 'Tomato soup',
					link: 'https://example.com/soup',
					pin_tags: [{ x: 0.3, y: 0.6, link: 'https://shop.example/bowl', status: 'new' }],
				}),
			],
		});
		const before = await pinCounts();
		const res = await call(ownerV, 'PinDraftPublishResource', 'create', { id: draft.id });
		expect(res.status, JSON.stringify(res.r.error)).toBe(200);
		const { pin, draft: after } = res.r.data;
		expect(after).toMatchObject({ publishingStatus: 'succeeded', pinId: pin.id, attempts: 1 });
		expect(pin).toMatchObject({
			pin_type: 'single',
			title: 'Tomato soup',
			altText: 'Soup in a blue bowl',
			link: 'https://example.com/soup',
			carousel_data: null,
		});
		expect(pin.pin_tags).toEqual([
			expect.objectContaining({ slot: 0, x: 0.3, y: 0.6, link: 'https://shop.example/bowl' }),
		]);
		const row = await t.db
			.selectFrom('pins')
			.select(['pin_type', 'comments_allowed', 'shopping_rec_allowed', 'media_id', 'section_id'])
			.where('id', '=', pin.id)
			.executeTakeFirstOrThrow();
		expect(row).toEqual({
			pin_type: 'single',
			comments_allowed: 0,
			shopping_rec_allowed: 1,
			media_id: m,
			section_id: sectionId,
		});
		const interests = await t.db
			.selectFrom('pin_interests')
			.select('interest_id')
			.where('pin_id', '=', pin.id)
			.execute();
		expect(interests).toEqual([{ interest_id: interestA }]);
		expect(await pinCounts()).toEqual({
			board: before.board + 1,
			user: before.user + 1,
			section: before.section + 1,
		});
		// Published drafts leave the drafts list, and cannot be published or edited again.
		const list = await call(ownerV, 'PinDraftsResource', 'get', { page_size: 50 });
		expect(list.r.data.map((d: { id: string }) => d.id)).not.toContain(draft.id);
		const again = await call(ownerV, 'PinDraftPublishResource', 'create', { id: draft.id });
		expect(again.status).toBe(409);
		expect(again.r.error.code).toBe('DraftAlreadyPublished');
		const edit = await call(ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			fields: { alt_text: 'x' },
		});
		expect(edit.r.error.code).toBe('DraftAlreadyPublished');
	});

	it('BLD-05 BLD-22 publishes a carousel: slot rows in order, tags per slot, carousel_data in the answer', async () => {
		const draft = await newDraft();
		const ms = [await media(), await media(), await media()];
		await call(ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			fields: { board_id: board.id, website_link: 'https://example.com/all' },
			items: ms.map((m, i) =>
				item(m, {
					title: `Card ${i + 1}`,
					link: i === 1 ? 'https://example.com/two' : null,
					pin_tags:
						i === 2 ? [{ x: 0.9, y: 0.1, link: 'https://shop.example/three', status: 'new' }] : [],
				}),
			),
		});
		const res = await call(ownerV, 'PinDraftPublishResource', 'create', { id: draft.id });
		expect(res.status, JSON.stringify(res.r.error)).toBe(200);
		const { pin } = res.r.data;
		expect(pin.pin_type).toBe('carousel');
		expect(pin.title).toBe('Card 1');
		expect(pin.carousel_data.index).toBe(0);
		expect(
			pin.carousel_data.carousel_slots.map(
				(s: { position: number; media_id: string; title: string; link: string | null }) => [
					s.position,
					s.media_id,
					s.title,
					s.link,
				],
			),
		).toEqual([
			[0, ms[0], 'Card 1', 'https://example.com/all'],
			[1, ms[1], 'Card 2', 'https://example.com/two'],
			[2, ms[2], 'Card 3', 'https://example.com/all'],
		]);
		expect(pin.carousel_data.carousel_slots[2].images['236x'].url).toMatch(/236x/);
		expect(pin.pin_tags).toEqual([
			expect.objectContaining({ slot: 2, link: 'https://shop.example/three' }),
		]);
		const stored = await t.db
			.selectFrom('pins')
			.select('media_id')
			.where('id', '=', pin.id)
			.executeTakeFirstOrThrow();
		expect(stored.media_id).toBe(ms[0]);
		// Its pictures are now in a pin: no other draft may use them.
		const reuse = await newDraft();
		const refused = await call(ownerV, 'PinDraftResource', 'update', {
			id: reuse.id,
			items: [item(ms[1]!)],
		});
		expect(refused.r.error.code).toBe('DraftMediaUnavailable');
	});

	it('BLD-17 refuses a draft without a board or media, naming the field, and changes nothing', async () => {
		const draft = await newDraft();
		const before = await tableCounts();
		const rowBefore = await draftRow(draft.id);
		const noMedia = await call(ownerV, 'PinDraftPublishResource', 'create', { id: draft.id });
		expect(noMedia.status).toBe(400);
		expect(noMedia.r.error).toMatchObject({
			code: 'DraftInvalid',
			extra_data: { field: 'media' },
		});
		await call(ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			items: [item(await media())],
		});
		const rowEdited = await draftRow(draft.id);
		const noBoard = await call(ownerV, 'PinDraftPublishResource', 'create', { id: draft.id });
		expect(noBoard.r.error).toMatchObject({
			code: 'DraftInvalid',
			message: 'Pick a board for your Pin.',
			extra_data: { field: 'board' },
		});
		expect(await draftRow(draft.id)).toEqual(rowEdited);
		expect(rowBefore.publishing_status).toBe('notAttempted');
		expect((await tableCounts()).pins).toBe(before.pins);
	});

	it('publishes a story draft through storyPinParts (its cover drawn, its pages stored)', async () => {
		const draft = await newDraft(ownerV, { type: 'story', board_id: board.id });
		const story = {
			pages: [{ blocks: [{ type: 'heading', text: 'Soup in three steps' }] }],
		};
		const upd = await call(ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			fields: { story_data: story },
		});
		expect(upd.status, JSON.stringify(upd.r.error)).toBe(200);
		const res = await call(ownerV, 'PinDraftPublishResource', 'create', { id: draft.id });
		expect(res.status, JSON.stringify(res.r.error)).toBe(200);
		expect(res.r.data.pin.pin_type).toBe('story');
		const row = await t.db
			.selectFrom('pins')
			.select(['story_data'])
			.where('id', '=', res.r.data.pin.id)
			.executeTakeFirstOrThrow();
		expect(JSON.parse(row.story_data!).pages[0].blocks[0].text).toBe('Soup in three steps');
	});
});

describe('publishDraft', () => {
	async function readyDraft() {
		const draft = await newDraft();
		await call(ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			fields: { board_id: board.id },
			items: [item(await media())],
		});
		return draft.id;
	}

	it('two concurrent calls on one draft make exactly one pin', async () => {
		const id = await readyDraft();
		const before = (await tableCounts()).pins;
		const results = await Promise.all([
			publishDraft(t.db, { draftId: id }),
			publishDraft(t.db, { draftId: id }),
			publishDraft(t.db, { draftId: id }),
		]);
		expect(results.filter((r) => r.ok)).toHaveLength(1);
		expect(results.filter((r) => !r.ok).map((r) => r.code)).toEqual(['NotClaimed', 'NotClaimed']);
		expect((await tableCounts()).pins).toBe(before + 1);
		const row = await draftRow(id);
		expect(row.publishing_status).toBe('succeeded');
		expect(row.attempts).toBe(1);
	});

	it('BLD-17 records a server failure on the draft (apiError, apiErrorCode, attempts) and makes no pin', async () => {
		const id = await readyDraft();
		// The board is archived after the draft was made: the access kernel refuses it.
		await t.db.updateTable('boards').set({ is_archived: 1 }).where('id', '=', board.id).execute();
		const before = await tableCounts();
		try {
			const result = await publishDraft(t.db, { draftId: id });
			expect(result).toMatchObject({ ok: false, code: 'BoardNotWritable' });
		} finally {
			await t.db.updateTable('boards').set({ is_archived: 0 }).where('id', '=', board.id).execute();
		}
		expect((await tableCounts()).pins).toBe(before.pins);
		const failed = await call(ownerV, 'PinDraftResource', 'get', { id });
		expect(failed.r.data).toMatchObject({
			publishingStatus: 'failed',
			apiErrorCode: 'BoardNotWritable',
			attempts: 1,
		});
		expect(failed.r.data.apiError).toMatch(/archived/);
		// A failed draft stays in the list and may be tried again.
		const retry = await publishDraft(t.db, { draftId: id, ownerId: owner.id });
		expect(retry.ok).toBe(true);
		expect((await draftRow(id)).attempts).toBe(2);
	});

	it("with ownerId publishes only that user's draft", async () => {
		const id = await readyDraft();
		expect(await publishDraft(t.db, { draftId: id, ownerId: other.id })).toMatchObject({
			ok: false,
			code: 'NotFound',
		});
		expect((await draftRow(id)).publishing_status).toBe('notAttempted');
	});

	it('BLD-20 a scheduled draft published leaves the scheduled count', async () => {
		const id = await readyDraft();
		await t.db
			.updateTable('pin_drafts')
			.set({
				publishing_status: 'scheduled',
				publish_option: 'scheduled',
				scheduled_at: new Date(Date.now() - 1000).toISOString(),
			})
			.where('id', '=', id)
			.execute();
		await t.db
			.updateTable('users')
			.set({ scheduled_pin_count: 1 })
			.where('id', '=', owner.id)
			.execute();
		expect((await publishDraft(t.db, { draftId: id })).ok).toBe(true);
		const u = await t.db
			.selectFrom('users')
			.select('scheduled_pin_count')
			.where('id', '=', owner.id)
			.executeTakeFirstOrThrow();
		expect(u.scheduled_pin_count).toBe(0);
	});
});

describe('PinDraftResource delete', () => {
	let dir: string;
	let store: LocalMediaStore;
	beforeAll(() => {
		dir = fs.mkdtempSync(path.join(os.tmpdir(), 'corkboard-drafts-'));
		store = new LocalMediaStore(dir);
	});
	afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

	const files = () =>
		(fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) =>
			fs.statSync(path.join(dir, f)).isFile(),
		);
	const upload = async () =>
		(
			await ingestImage(t.db, store, {
				ownerId: owner.id,
				bytes: await sharp({
					create: { width: 40, height: 60, channels: 3, background: '#336699' },
				})
					.jpeg()
					.toBuffer(),
			})
		).id;

	it('removes the draft, its items and its unreferenced media rows and files; shared media stay', async () => {
		const [own1, own2, shared] = [await upload(), await upload(), await upload()];
		const filesBefore = files().length;
		const draft = await newDraft();
		await call(ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			items: [item(own1), item(own2), item(shared)],
		});
		const keeper = await newDraft();
		await call(ownerV, 'PinDraftResource', 'update', { id: keeper.id, items: [item(shared)] });
		expect(await deleteDraft(t.db, ownerV, draft.id, store)).toEqual({ id: draft.id });
		const left = await t.db
			.selectFrom('media')
			.select('id')
			.where('id', 'in', [own1, own2, shared])
			.execute();
		expect(left.map((m) => m.id)).toEqual([shared]);
		const items = await t.db
			.selectFrom('pin_draft_items')
			.select('id')
			.where('draft_id', '=', draft.id)
			.execute();
		expect(items).toEqual([]);
		// Each upload stores 9 files (one per size): two uploads' worth are gone.
		expect(filesBefore - files().length).toBe(18);
		const gone = await call(ownerV, 'PinDraftResource', 'get', { id: draft.id });
		expect(gone.status).toBe(404);
	});

	it('keeps a picture that a story of the owner still names on one of its pages', async () => {
		const picture = await upload();
		const draft = await newDraft();
		await call(ownerV, 'PinDraftResource', 'update', { id: draft.id, items: [item(picture)] });
		const story = await newDraft(ownerV, { type: 'story' });
		const upd = await call(ownerV, 'PinDraftResource', 'update', {
			id: story.id,
			fields: { story_data: { pages: [{ blocks: [{ type: 'image', mediaId: picture }] }] } },
		});
		expect(upd.status, JSON.stringify(upd.r.error)).toBe(200);
		await deleteDraft(t.db, ownerV, draft.id, store);
		const left = await t.db.selectFrom('media').select('id').where('id', '=', picture).execute();
		expect(left).toHaveLength(1);
		await deleteDraft(t.db, ownerV, story.id, store);
		const gone = await t.db.selectFrom('media').select('id').where('id', '=', picture).execute();
		expect(gone).toEqual([]);
	});

	it("removes the draft's video: its row, its frames and its stored file", async () => {
		const frames = [await upload(), await upload()];
		const videoId = newId();
		const key = `vv/ww/${videoId}`;
		await store.put(`${key}/video.mp4`, new Uint8Array([0, 0, 0, 24]), 'video/mp4');
		await t.db
			.insertInto('videos')
			.values({
				id: videoId,
				owner_id: owner.id,
				storage_key: key,
				format: 'mp4',
				width: 640,
				height: 360,
				duration_ms: 4000,
				bytes: 4,
				frame_media_ids: JSON.stringify(frames),
				cover_media_id: frames[0]!,
				captions_key: null,
				created_at: new Date().toISOString(),
			})
			.execute();
		const draft = await newDraft();
		const res = await call(ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			items: [item(null, { video_id: videoId })],
		});
		expect(res.status, JSON.stringify(res.r.error)).toBe(200);
		expect(res.r.data.items[0].video).toMatchObject({
			id: videoId,
			duration_ms: 4000,
			cover_media_id: frames[0],
		});
		expect(res.r.data.items[0].video.frames).toHaveLength(2);
		expect(files()).toContain(path.join(key, 'video.mp4'));
		await deleteDraft(t.db, ownerV, draft.id, store);
		expect(
			await t.db.selectFrom('videos').select('id').where('id', '=', videoId).execute(),
		).toEqual([]);
		expect(await t.db.selectFrom('media').select('id').where('id', 'in', frames).execute()).toEqual(
			[],
		);
		expect(files()).not.toContain(path.join(key, 'video.mp4'));
	});

	it('through the resource: the draft goes, a picture in a pin stays', async () => {
		const draft = await newDraft();
		const m = await media();
		await call(ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			fields: { board_id: board.id },
			items: [item(m)],
		});
		await call(ownerV, 'PinDraftPublishResource', 'create', { id: draft.id });
		const res = await call(ownerV, 'PinDraftResource', 'delete', { id: draft.id });
		expect(res.status).toBe(200);
		const row = await t.db.selectFrom('media').select('id').where('id', '=', m).executeTakeFirst();
		expect(row?.id).toBe(m);
	});
});
