import { describe, expect, it } from 'vitest';
import {
	applyDirty,
	BUSY_STATES,
	dirtyFieldsOf,
	draftTypeFor,
	editPinTag,
	isBusy,
	isTaggable,
	markDirty,
	NEW_DRAFT_DEFAULTS,
	type PinTag,
	pickDirty,
	removePinTag,
	selectMedia,
	statusAfterEdit,
	tagsAfterSave,
	UPLOAD_STATES,
	WORK_ITEM_STATES,
} from '~/lib/content/drafts/draft-model.ts';

const tag = (status: PinTag['status'], id: string | null = '1'): PinTag => ({
	id,
	x: 0.5,
	y: 0.5,
	link: 'https://shop.example/',
	taggedObjectIds: [],
	status,
});
const media = { id: '9', images: {}, dominant_color: '#000000' };

describe('draft model', () => {
	it('BLD-01 names the upload, work-item and busy states', () => {
		expect(UPLOAD_STATES).toEqual(['attempted', 'publishing', 'succeeded', 'uploading']);
		expect(WORK_ITEM_STATES).toEqual(['processing', 'edited', 'creating', 'saving', 'saved']);
		expect(BUSY_STATES).toEqual(['processing', 'publishing', 'saving']);
		expect(isBusy('saving')).toBe(true);
		expect(isBusy('saved')).toBe(false);
	});

	it('BLD-02 BLD-16 a new draft starts created, notAttempted, immediately, in create mode and upload view', () => {
		expect(NEW_DRAFT_DEFAULTS).toEqual({
			status: 'created',
			publishingStatus: 'notAttempted',
			publishOption: 'immediately',
			isCommentsAllowed: true,
			isShoppingRecAllowed: true,
			mode: 'create',
			view: 'upload',
		});
	});

	it('BLD-05 more than one item makes a carousel, one or none a single pin; a story stays a story', () => {
		expect(draftTypeFor('single', 2)).toBe('carousel');
		expect(draftTypeFor('carousel', 1)).toBe('single');
		expect(draftTypeFor('carousel', 0)).toBe('single');
		expect(draftTypeFor('single', 1)).toBe('single');
		expect(draftTypeFor('story', 5)).toBe('story');
		expect(draftTypeFor('story', 0)).toBe('story');
	});

	it('BLD-06 an edit marks the draft edited', () => {
		expect(statusAfterEdit('created')).toBe('edited');
		expect(statusAfterEdit('saved')).toBe('edited');
	});

	it('BLD-07 removing a just-created tag drops it; removing a saved one marks it deleted', () => {
		const tags = [tag('new', null), tag('saved', '2')];
		expect(removePinTag(tags, 0)).toEqual([tag('saved', '2')]);
		expect(removePinTag(tags, 1)).toEqual([tag('new', null), tag('deleted', '2')]);
		expect(removePinTag(tags, 5)).toBe(tags);
	});

	it('BLD-07 editing a saved tag marks it edited; a new tag stays new', () => {
		const tags = [tag('saved', '2'), tag('new', null)];
		const edited = editPinTag(tags, 0, { x: 0.1 });
		expect(edited[0]).toMatchObject({ x: 0.1, status: 'edited' });
		expect(editPinTag(tags, 1, { link: 'https://b.example/' })[1]).toMatchObject({
			status: 'new',
			link: 'https://b.example/',
		});
	});

	it('BLD-07 BLD-08 a save drops deleted tags, gives new ones ids, and marks all saved', () => {
		let n = 100;
		const saved = tagsAfterSave([tag('new', null), tag('deleted', '3'), tag('edited', '4')], () =>
			String(n++),
		);
		expect(saved.map((t) => [t.id, t.status])).toEqual([
			['100', 'saved'],
			['4', 'saved'],
		]);
	});

	it('BLD-09 choosing media clears canvas and tags; a local video is not taggable; media without a link is', () => {
		const item = {
			media: null,
			video: null,
			link: null,
			canvasJson: '{"a":1}',
			pinTags: [tag('saved')],
			isTaggable: false,
		};
		const picked = selectMedia(item, { media, video: null, isLocalVideo: false });
		expect(picked).toMatchObject({ media, canvasJson: null, pinTags: [], isTaggable: true });
		const video = {
			id: 'v',
			width: 1,
			height: 1,
			duration_ms: 1,
			format: 'mp4',
			cover_media_id: null,
			frames: [],
		};
		expect(selectMedia(item, { media: null, video, isLocalVideo: true }).isTaggable).toBe(false);
		expect(
			selectMedia(
				{ ...item, link: 'https://a.example/' },
				{ media, video: null, isLocalVideo: false },
			).isTaggable,
		).toBe(false);
		expect(selectMedia(item, { media: null, video: null, isLocalVideo: false }).isTaggable).toBe(
			false,
		);
		expect(isTaggable({ media, video: null, link: null })).toBe(true);
		expect(isTaggable({ media, video: null, link: null }, true)).toBe(false);
	});

	it('BLD-10 tracks dirty fields and applies only those to each draft of a batch', () => {
		const start = { board_id: '1', alt_text: 'a', website_link: null as string | null };
		const now = { board_id: '2', alt_text: 'a', website_link: null as string | null };
		const dirty = dirtyFieldsOf(start, now);
		expect([...dirty]).toEqual(['board_id']);
		expect(pickDirty(now, markDirty(dirty, 'website_link'))).toEqual({
			board_id: '2',
			website_link: null,
		});
		const targets = [
			{ board_id: '7', alt_text: 'first' },
			{ board_id: '8', alt_text: 'second' },
		];
		expect(applyDirty(targets, { board_id: '9', alt_text: 'ignored' }, dirty)).toEqual([
			{ board_id: '9', alt_text: 'first' },
			{ board_id: '9', alt_text: 'second' },
		]);
		expect(markDirty(dirty, 'board_id')).toBe(dirty);
	});
});
