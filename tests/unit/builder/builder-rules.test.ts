import { describe, expect, it } from 'vitest';
import { applyBatch, batchFields, EMPTY_BATCH } from '~/islands/builder/batch-edit.ts';
import { moveItem, planCombine } from '~/islands/builder/carousel.ts';
import type { Draft, DraftItem } from '~/islands/builder/draft-types.ts';
import { addTag, editTag, removeTag } from '~/islands/builder/pin-tags.ts';

function item(id: string | null, mediaId: string): DraftItem {
	return {
		id,
		title: '',
		description: '',
		link: null,
		media: { id: mediaId, images: {}, dominant_color: '#000' },
		video: null,
		pinTags: [],
		canvasJson: null,
		userMentionTags: [],
	};
}

function draft(id: string, items: DraftItem[], type: Draft['type'] = 'single'): Draft {
	return {
		id,
		type,
		status: 'created',
		publishingStatus: 'notAttempted',
		publishOption: 'immediately',
		scheduledTs: null,
		boardId: null,
		sectionId: null,
		board: null,
		altText: '',
		interestTags: [],
		isCommentsAllowed: true,
		isShoppingRecAllowed: true,
		websiteLink: null,
		storyData: null,
		apiError: null,
		apiErrorCode: null,
		pinId: null,
		attempts: 0,
		updatedAt: '2026-11-28T00:00:00.000Z',
		items,
	};
}

describe('planCombine', () => {
	it('BLD-05: the first chosen draft gets every picture in order; the others are absorbed as new items', () => {
		const a = draft('1', [item('11', 'm1')]);
		const b = draft('2', [item('21', 'm2')]);
		const plan = planCombine([a, b]);
		expect(plan.ok).toBe(true);
		if (!plan.ok) return;
		expect(plan.base.id).toBe('1');
		expect(plan.items.map((i) => [i.id, i.media?.id])).toEqual([
			['11', 'm1'],
			[null, 'm2'],
		]);
		expect(plan.absorbed.map((d) => d.id)).toEqual(['2']);
	});

	it('U-23: refuses fewer than 2 drafts, more than 10 pictures and stories', () => {
		expect(planCombine([draft('1', [item('1', 'm')])]).ok).toBe(false);
		const eleven = Array.from({ length: 11 }, (_, i) => draft(String(i), [item(null, `m${i}`)]));
		const tooMany = planCombine(eleven);
		expect(tooMany.ok).toBe(false);
		if (!tooMany.ok) expect(tooMany.message).toMatch(/2 to 10 pictures; these drafts have 11/);
		expect(planCombine([draft('1', [], 'story'), draft('2', [item(null, 'm')])]).ok).toBe(false);
	});

	it('moveItem swaps neighbours and leaves the ends alone', () => {
		const list = [item('1', 'a'), item('2', 'b'), item('3', 'c')];
		expect(moveItem(list, 2, -1).map((i) => i.id)).toEqual(['1', '3', '2']);
		expect(moveItem(list, 0, -1)).toBe(list);
		expect(moveItem(list, 2, 1)).toBe(list);
	});
});

describe('batchFields', () => {
	it('BLD-10: only the dirty fields are sent; a new board clears the section', () => {
		const values = { ...EMPTY_BATCH, board_id: '9', is_comments_allowed: false };
		expect(batchFields(values, new Set(['is_comments_allowed']))).toEqual({
			is_comments_allowed: false,
		});
		expect(batchFields(values, new Set(['board_id']))).toEqual({
			board_id: '9',
			section_id: null,
		});
		expect(batchFields(values, new Set())).toEqual({});
		const d = { ...draft('1', []), sectionId: '5', isShoppingRecAllowed: false };
		const after = applyBatch(d, { is_comments_allowed: false }, null);
		expect(after.isCommentsAllowed).toBe(false);
		expect(after.isShoppingRecAllowed).toBe(false);
		expect(after.sectionId).toBe('5');
	});
});

describe('product tags', () => {
	it('BLD-07 BLD-08: a tag is placed inside the picture; edits of saved tags mark them edited; removing a new tag drops it', () => {
		const placed = addTag([], 1.4, -0.2);
		expect(placed).toEqual([
			{ id: null, x: 1, y: 0, link: '', taggedObjectIds: [], status: 'new' },
		]);
		expect(removeTag(placed, 0)).toEqual([]);
		const saved = [{ ...placed[0]!, id: '7', status: 'saved' as const }];
		expect(editTag(saved, 0, { link: 'https://shop.example/a' })[0]).toMatchObject({
			link: 'https://shop.example/a',
			status: 'edited',
		});
		expect(removeTag(saved, 0)[0]?.status).toBe('deleted');
	});
});
