import { describe, expect, it } from 'vitest';
import { publishDraft } from '~/lib/content/drafts/publish-draft.operation.server.ts';
import { draftCalls, draftWorld, item } from './draft-world.ts';

/** Publishing drafts (BLD-22): the resource, and `publishDraft` as the scheduler calls it. */
const w = draftWorld();
const { call, newDraft, media, tableCounts, draftRow } = draftCalls(w);

async function pinCounts() {
	const b = await w.t.db
		.selectFrom('boards')
		.select('pin_count')
		.where('id', '=', w.board.id)
		.executeTakeFirstOrThrow();
	const u = await w.t.db
		.selectFrom('users')
		.select('pin_count')
		.where('id', '=', w.owner.id)
		.executeTakeFirstOrThrow();
	const s = await w.t.db
		.selectFrom('board_sections')
		.select('pin_count')
		.where('id', '=', w.sectionId)
		.executeTakeFirstOrThrow();
	return { board: b.pin_count, user: u.pin_count, section: s.pin_count };
}

describe('PinDraftPublishResource', () => {
	it('BLD-22 publishes a single pin with product tags, interests and the BLD-16 switches', async () => {
		const draft = await newDraft();
		const m = await media();
		await call(w.ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			fields: {
				board_id: w.board.id,
				section_id: w.sectionId,
				alt_text: 'Soup in a blue bowl',
				interest_tags: [w.interestA],
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
		const res = await call(w.ownerV, 'PinDraftPublishResource', 'create', { id: draft.id });
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
		const row = await w.t.db
			.selectFrom('pins')
			.select(['pin_type', 'comments_allowed', 'shopping_rec_allowed', 'media_id', 'section_id'])
			.where('id', '=', pin.id)
			.executeTakeFirstOrThrow();
		expect(row).toEqual({
			pin_type: 'single',
			comments_allowed: 0,
			shopping_rec_allowed: 1,
			media_id: m,
			section_id: w.sectionId,
		});
		const interests = await w.t.db
			.selectFrom('pin_interests')
			.select('interest_id')
			.where('pin_id', '=', pin.id)
			.execute();
		expect(interests).toEqual([{ interest_id: w.interestA }]);
		expect(await pinCounts()).toEqual({
			board: before.board + 1,
			user: before.user + 1,
			section: before.section + 1,
		});
		// Published drafts leave the drafts list, and cannot be published or edited again.
		const list = await call(w.ownerV, 'PinDraftsResource', 'get', { page_size: 50 });
		expect(list.r.data.map((d: { id: string }) => d.id)).not.toContain(draft.id);
		const again = await call(w.ownerV, 'PinDraftPublishResource', 'create', { id: draft.id });
		expect(again.status).toBe(409);
		expect(again.r.error.code).toBe('DraftAlreadyPublished');
		const edit = await call(w.ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			fields: { alt_text: 'x' },
		});
		expect(edit.r.error.code).toBe('DraftAlreadyPublished');
	});

	it('BLD-05 BLD-22 publishes a carousel: slot rows in order, tags per slot, carousel_data in the answer', async () => {
		const draft = await newDraft();
		const ms = [await media(), await media(), await media()];
		await call(w.ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			fields: { board_id: w.board.id, website_link: 'https://example.com/all' },
			items: ms.map((m, i) =>
				item(m, {
					title: `Card ${i + 1}`,
					link: i === 1 ? 'https://example.com/two' : null,
					pin_tags:
						i === 2 ? [{ x: 0.9, y: 0.1, link: 'https://shop.example/three', status: 'new' }] : [],
				}),
			),
		});
		const res = await call(w.ownerV, 'PinDraftPublishResource', 'create', { id: draft.id });
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
		const stored = await w.t.db
			.selectFrom('pins')
			.select('media_id')
			.where('id', '=', pin.id)
			.executeTakeFirstOrThrow();
		expect(stored.media_id).toBe(ms[0]);
		// Its pictures are now in a pin: no other draft may use them.
		const reuse = await newDraft();
		const refused = await call(w.ownerV, 'PinDraftResource', 'update', {
			id: reuse.id,
			items: [item(ms[1]!)],
		});
		expect(refused.r.error.code).toBe('DraftMediaUnavailable');
	});

	it('BLD-17 refuses a draft without a board or media, naming the field, and changes nothing', async () => {
		const draft = await newDraft();
		const before = await tableCounts();
		const rowBefore = await draftRow(draft.id);
		const noMedia = await call(w.ownerV, 'PinDraftPublishResource', 'create', { id: draft.id });
		expect(noMedia.status).toBe(400);
		expect(noMedia.r.error).toMatchObject({
			code: 'DraftInvalid',
			extra_data: { field: 'media' },
		});
		await call(w.ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			items: [item(await media())],
		});
		const rowEdited = await draftRow(draft.id);
		const noBoard = await call(w.ownerV, 'PinDraftPublishResource', 'create', { id: draft.id });
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
		const draft = await newDraft(w.ownerV, { type: 'story', board_id: w.board.id });
		const story = {
			pages: [{ blocks: [{ type: 'heading', text: 'Soup in three steps' }] }],
		};
		const upd = await call(w.ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			fields: { story_data: story },
		});
		expect(upd.status, JSON.stringify(upd.r.error)).toBe(200);
		const res = await call(w.ownerV, 'PinDraftPublishResource', 'create', { id: draft.id });
		expect(res.status, JSON.stringify(res.r.error)).toBe(200);
		expect(res.r.data.pin.pin_type).toBe('story');
		const row = await w.t.db
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
		await call(w.ownerV, 'PinDraftResource', 'update', {
			id: draft.id,
			fields: { board_id: w.board.id },
			items: [item(await media())],
		});
		return draft.id;
	}

	it('two concurrent calls on one draft make exactly one pin', async () => {
		const id = await readyDraft();
		const before = (await tableCounts()).pins;
		const results = await Promise.all([
			publishDraft(w.t.db, { draftId: id }),
			publishDraft(w.t.db, { draftId: id }),
			publishDraft(w.t.db, { draftId: id }),
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
		await w.t.db
			.updateTable('boards')
			.set({ is_archived: 1 })
			.where('id', '=', w.board.id)
			.execute();
		const before = await tableCounts();
		try {
			const result = await publishDraft(w.t.db, { draftId: id });
			expect(result).toMatchObject({ ok: false, code: 'BoardNotWritable' });
		} finally {
			await w.t.db
				.updateTable('boards')
				.set({ is_archived: 0 })
				.where('id', '=', w.board.id)
				.execute();
		}
		expect((await tableCounts()).pins).toBe(before.pins);
		const failed = await call(w.ownerV, 'PinDraftResource', 'get', { id });
		expect(failed.r.data).toMatchObject({
			publishingStatus: 'failed',
			apiErrorCode: 'BoardNotWritable',
			attempts: 1,
		});
		expect(failed.r.data.apiError).toMatch(/archived/);
		// A failed draft stays in the list and may be tried again.
		const retry = await publishDraft(w.t.db, { draftId: id, ownerId: w.owner.id });
		expect(retry.ok).toBe(true);
		expect((await draftRow(id)).attempts).toBe(2);
	});

	it("with ownerId publishes only that user's draft", async () => {
		const id = await readyDraft();
		expect(await publishDraft(w.t.db, { draftId: id, ownerId: w.other.id })).toMatchObject({
			ok: false,
			code: 'NotFound',
		});
		expect((await draftRow(id)).publishing_status).toBe('notAttempted');
	});

	it('BLD-20 a scheduled draft published leaves the scheduled count', async () => {
		const id = await readyDraft();
		await w.t.db
			.updateTable('pin_drafts')
			.set({
				publishing_status: 'scheduled',
				publish_option: 'scheduled',
				scheduled_at: new Date(Date.now() - 1000).toISOString(),
			})
			.where('id', '=', id)
			.execute();
		await w.t.db
			.updateTable('users')
			.set({ scheduled_pin_count: 1 })
			.where('id', '=', w.owner.id)
			.execute();
		expect((await publishDraft(w.t.db, { draftId: id })).ok).toBe(true);
		const u = await w.t.db
			.selectFrom('users')
			.select('scheduled_pin_count')
			.where('id', '=', w.owner.id)
			.executeTakeFirstOrThrow();
		expect(u.scheduled_pin_count).toBe(0);
	});
});
