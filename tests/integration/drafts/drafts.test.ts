import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteDraft } from '~/lib/content/drafts/delete-draft.server.ts';
import { newId } from '~/lib/platform/db/ids.ts';
import { LocalMediaStore } from '~/lib/platform/media/local-media-store.server.ts';
import { ingestImage } from '~/lib/platform/media/media.service.server.ts';
import { makePin, makeUser, makeVideo, viewerOf } from '../../helpers/builders.ts';
import { draftCalls, draftWorld, item } from './draft-world.ts';

/** Drafts: create, read, update, list and delete (BLD-01..17); publishing is in drafts-publish.test.ts. */
const w = draftWorld();
const { call, newDraft, media, tableCounts, draftRow } = draftCalls(w);

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
		const got = await call(w.ownerV, 'PinDraftResource', 'get', { id: draft.id });
		expect(got.r.data).toEqual(draft);
	});

	it('creates a story draft on a board and section the viewer can write', async () => {
		const draft = await newDraft(w.ownerV, {
			type: 'story',
			board_id: w.board.id,
			section_id: w.sectionId,
		});
		expect(draft).toMatchObject({
			type: 'story',
			boardId: w.board.id,
			sectionId: w.sectionId,
			board: { id: w.board.id, name: 'Kitchen ideas' },
		});
	});

	it("refuses another user's board and stores nothing", async () => {
		const before = await tableCounts();
		const res = await call(w.ownerV, 'PinDraftResource', 'create', { board_id: w.otherBoard.id });
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
			const res = await call(w.otherV, name, action, options);
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
		const two = await call(w.ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			items: [item(m1), item(m2, { title: 'Second' })],
		});
		expect(two.status, JSON.stringify(two.r.error)).toBe(200);
		expect(two.r.data.type).toBe('carousel');
		expect(two.r.data.status).toBe('edited');
		expect(two.r.data.items.map((i: { media: { id: string } }) => i.media.id)).toEqual([m1, m2]);
		expect(two.r.data.items[0].media.images['236x'].url).toMatch(/236x/);
		const keptId = two.r.data.items[1].id;
		const one = await call(w.ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			items: [item(m2, { id: keptId, title: 'Second' })],
		});
		expect(one.r.data.type).toBe('single');
		expect(one.r.data.items).toHaveLength(1);
		expect(one.r.data.items[0].id).toBe(keptId);
	});

	it('BLD-10 only the fields sent change; interests, switches, link and schedule are stored', async () => {
		const draft = await newDraft();
		const first = await call(w.ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			fields: {
				board_id: w.board.id,
				alt_text: 'A bowl of soup',
				interest_tags: [w.interestA, w.interestB],
				is_comments_allowed: false,
				website_link: 'https://example.com/soup',
			},
		});
		expect(first.status, JSON.stringify(first.r.error)).toBe(200);
		const second = await call(w.ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			fields: {
				is_shopping_rec_allowed: false,
				publish_option: 'scheduled',
				scheduled_ts: '2030-01-02T03:04:05Z',
			},
		});
		expect(second.r.data).toMatchObject({
			boardId: w.board.id,
			board: { id: w.board.id, name: 'Kitchen ideas' },
			altText: 'A bowl of soup',
			interestTags: [
				{ id: w.interestA, name: 'Soup' },
				{ id: w.interestB, name: 'Bread' },
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
		const res = await call(w.ownerV, 'PinDraftResource', 'update', {
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
			[{ items: [item(await media(w.other))] }, 400, 'DraftMediaUnavailable', 'media'],
			[{ fields: { interest_tags: [newId()] } }, 400, 'DraftInterestUnknown', null],
			[{ items: Array.from({ length: 11 }, () => item(m)) }, 400, 'InvalidOptions', null],
			[{ fields: { board_id: w.otherBoard.id } }, 403, 'BoardNotWritable', null],
			[{ fields: { section_id: w.sectionId } }, 400, 'DraftInvalid', 'board'],
		];
		for (const [options, status, code, field] of cases) {
			const res = await call(w.ownerV, 'PinDraftResource', 'update', { id: draft.id, ...options });
			expect(res.status, JSON.stringify(options).slice(0, 80)).toBe(status);
			expect(res.r.error.code).toBe(code);
			expect(res.r.error.message.length).toBeGreaterThan(10);
			if (field) expect(res.r.error.extra_data.field).toBe(field);
		}
		expect(await draftRow(draft.id)).toEqual(before);
		const items = await w.t.db
			.selectFrom('pin_draft_items')
			.select('id')
			.where('draft_id', '=', draft.id)
			.execute();
		expect(items).toEqual([]);
	});

	it('refuses a picture that is already in a pin', async () => {
		const pin = await makePin(w.t.db, w.board, { media_id: await media() });
		const draft = await newDraft();
		const res = await call(w.ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			items: [item(pin.media_id)],
		});
		expect(res.status).toBe(400);
		expect(res.r.error.code).toBe('DraftMediaUnavailable');
	});
});

describe('PinDraftsResource', () => {
	it('lists the viewer’s unpublished drafts, newest change first, by keyset pages', async () => {
		const lister = await makeUser(w.t.db);
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
		const theirs = await call(w.otherV, 'PinDraftsResource', 'get', {});
		expect(theirs.r.data.map((d: { id: string }) => d.id)).not.toContain(ids[0]);
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
			await ingestImage(w.t.db, store, {
				ownerId: w.owner.id,
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
		await call(w.ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			items: [item(own1), item(own2), item(shared)],
		});
		const keeper = await newDraft();
		await call(w.ownerV, 'PinDraftResource', 'update', { id: keeper.id, items: [item(shared)] });
		expect(await deleteDraft(w.t.db, w.ownerV, draft.id, store)).toEqual({ id: draft.id });
		const left = await w.t.db
			.selectFrom('media')
			.select('id')
			.where('id', 'in', [own1, own2, shared])
			.execute();
		expect(left.map((m) => m.id)).toEqual([shared]);
		const items = await w.t.db
			.selectFrom('pin_draft_items')
			.select('id')
			.where('draft_id', '=', draft.id)
			.execute();
		expect(items).toEqual([]);
		// Each upload stores 9 files (one per size): two uploads' worth are gone.
		expect(filesBefore - files().length).toBe(18);
		const gone = await call(w.ownerV, 'PinDraftResource', 'get', { id: draft.id });
		expect(gone.status).toBe(404);
	});

	it('keeps a picture that a story of the owner still names on one of its pages', async () => {
		const picture = await upload();
		const draft = await newDraft();
		await call(w.ownerV, 'PinDraftResource', 'update', { id: draft.id, items: [item(picture)] });
		const story = await newDraft(w.ownerV, { type: 'story' });
		const upd = await call(w.ownerV, 'PinDraftResource', 'update', {
			id: story.id,
			fields: { story_data: { pages: [{ blocks: [{ type: 'image', mediaId: picture }] }] } },
		});
		expect(upd.status, JSON.stringify(upd.r.error)).toBe(200);
		await deleteDraft(w.t.db, w.ownerV, draft.id, store);
		const left = await w.t.db.selectFrom('media').select('id').where('id', '=', picture).execute();
		expect(left).toHaveLength(1);
		await deleteDraft(w.t.db, w.ownerV, story.id, store);
		const gone = await w.t.db.selectFrom('media').select('id').where('id', '=', picture).execute();
		expect(gone).toEqual([]);
	});

	it("removes the draft's video: its row, its frames and its stored file", async () => {
		const frames = [await upload(), await upload()];
		const videoId = newId();
		const key = `vv/ww/${videoId}`;
		await store.put(`${key}/video.mp4`, new Uint8Array([0, 0, 0, 24]), 'video/mp4');
		await makeVideo(w.t.db, w.owner.id, frames, { id: videoId, storage_key: key });
		const draft = await newDraft();
		const res = await call(w.ownerV, 'PinDraftResource', 'update', {
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
		await deleteDraft(w.t.db, w.ownerV, draft.id, store);
		expect(
			await w.t.db.selectFrom('videos').select('id').where('id', '=', videoId).execute(),
		).toEqual([]);
		expect(
			await w.t.db.selectFrom('media').select('id').where('id', 'in', frames).execute(),
		).toEqual([]);
		expect(files()).not.toContain(path.join(key, 'video.mp4'));
	});

	it('through the resource: the draft goes, a picture in a pin stays', async () => {
		const draft = await newDraft();
		const m = await media();
		await call(w.ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			fields: { board_id: w.board.id },
			items: [item(m)],
		});
		await call(w.ownerV, 'PinDraftPublishResource', 'create', { id: draft.id });
		const res = await call(w.ownerV, 'PinDraftResource', 'delete', { id: draft.id });
		expect(res.status).toBe(200);
		const row = await w.t.db
			.selectFrom('media')
			.select('id')
			.where('id', '=', m)
			.executeTakeFirst();
		expect(row?.id).toBe(m);
	});
});
