import { z } from 'zod';
import { isId } from '../../platform/db/ids.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { scheduleDraft } from '../scheduling/scheduling.service.server.ts';
import { storyDataSchema } from '../stories/story-data.ts';
import { deleteDraft } from './delete-draft.server.ts';
import {
	MAX_DRAFT_ITEMS,
	MAX_INTEREST_TAGS,
	MAX_PIN_TAGS,
	PIN_TAG_STATUSES,
	PUBLISH_OPTIONS,
} from './draft-model.ts';
import {
	createDraft,
	getDraft,
	listDrafts,
	MAX_DRAFTS_PAGE_SIZE,
	updateDraft,
} from './drafts.service.server.ts';
import { publishDraftForApi } from './publish-draft.operation.server.ts';

const id = (what: string) => z.string().refine(isId, `must be a ${what} id (digits)`);
// Lengths and links are checked by the service for readable messages naming the field
// (BLD-17); these caps only stop absurd payloads early.
const text = z.string().max(5000);

const pinTagInput = z
	.object({
		id: id('tag').optional(),
		/** 0..1 of the picture's width and height. */
		x: z.number().min(0).max(1),
		y: z.number().min(0).max(1),
		link: z.string().max(2048),
		status: z.enum(PIN_TAG_STATUSES),
		tagged_object_ids: z.array(z.string().max(64)).max(20).optional(),
	})
	.strict();

/** DraftItemInput of the contract. */
const draftItemInput = z
	.object({
		id: id('draft item').optional(),
		title: text,
		description: text,
		link: text.nullish(),
		media_id: id('media').nullish(),
		video_id: id('video').nullish(),
		pin_tags: z.array(pinTagInput).max(MAX_PIN_TAGS),
		canvas_json: z.string().max(20_000).nullish(),
		user_mention_tags: z.array(id('user')).max(20).optional(),
	})
	.strict();

const draftFields = z
	.object({
		board_id: id('board').nullable().optional(),
		section_id: id('section').nullable().optional(),
		alt_text: text.optional(),
		interest_tags: z.array(id('interest')).max(MAX_INTEREST_TAGS).optional(),
		is_comments_allowed: z.boolean().optional(),
		is_shopping_rec_allowed: z.boolean().optional(),
		website_link: text.nullish(),
		publish_option: z.enum(PUBLISH_OPTIONS).optional(),
		/** An ISO instant. */
		scheduled_ts: z.iso.datetime({ offset: true }).nullish(),
		story_data: storyDataSchema.nullish(),
	})
	.strict();

/**
 * `PinDraftResource`: the viewer's pin drafts (BLD-02..10). Another user's draft is not found
 * (404), never forbidden.
 */
export const pinDraftResource = defineResource({
	name: 'PinDraftResource',
	get: action({
		auth: 'required',
		options: z.object({ id: id('draft') }),
		async run({ db, viewer }, options) {
			return { data: await getDraft(db, viewer, options.id) };
		},
	}),
	create: action({
		auth: 'required',
		options: z.object({
			type: z.enum(['single', 'story']).optional(),
			board_id: id('board').nullish(),
			section_id: id('section').nullish(),
		}),
		async run({ db, viewer }, options) {
			return { data: await createDraft(db, viewer, options) };
		},
	}),
	update: action({
		auth: 'required',
		options: z.object({
			id: id('draft'),
			/** Only the fields that changed (BLD-10). */
			fields: draftFields.optional(),
			/** The whole ordered list of items, at most 10 (U-23). */
			items: z.array(draftItemInput).max(MAX_DRAFT_ITEMS).optional(),
		}),
		async run({ db, viewer }, options) {
			return { data: await updateDraft(db, viewer, options) };
		},
	}),
	delete: action({
		auth: 'required',
		options: z.object({ id: id('draft') }),
		async run({ db, viewer }, options) {
			return { data: await deleteDraft(db, viewer, options.id) };
		},
	}),
});

/** `PinDraftsResource`: the viewer's unpublished drafts, newest change first (keyset). */
export const pinDraftsResource = defineResource({
	name: 'PinDraftsResource',
	get: action({
		auth: 'required',
		options: z.object({
			bookmark: z.string().max(300).optional(),
			page_size: z.number().int().min(1).max(MAX_DRAFTS_PAGE_SIZE).optional(),
		}),
		async run({ db, viewer }, options) {
			return listDrafts(db, viewer, options);
		},
	}),
});

/** `PinDraftPublishResource`: publish a draft now (BLD-17 checked on the server, BLD-22). */
export const pinDraftPublishResource = defineResource({
	name: 'PinDraftPublishResource',
	create: action({
		auth: 'required',
		options: z.object({ id: id('draft') }),
		async run({ db, viewer }, options) {
			return {
				data: await publishDraftForApi(db, viewer, options.id, {
					// BLD-22: a draft to publish later is scheduled (cr-schedule).
					schedule: async (draftId, scheduledAt) => {
						await scheduleDraft(db, { ownerId: viewer.id, draftId, scheduledAt });
					},
				}),
			};
		},
	}),
});
