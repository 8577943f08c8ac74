import errorsDetail from '~/messages/errors-detail/index.ts';
import type { Viewer } from '../../platform/access/viewer.ts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError, errorMessage } from '../../platform/http/errors.ts';
import {
	normalizePinLink,
	PIN_ALT_TEXT_MAX,
	PIN_DESCRIPTION_MAX,
	PIN_TITLE_MAX,
} from '../pins/pin-input.ts';
import { writableTarget } from '../pins/pin-write.service.server.ts';
import type { StoryData } from '../stories/story-data.ts';
import { type PinTagStatus, type PublishOption, tagsAfterSave } from './draft-model.ts';
import { listUsableMediaIds, listUsableVideoIds } from './draft-uploads.repository.server.ts';
import type { DraftProblemField } from './draft-validation.ts';
import {
	type DraftRow,
	type DraftRowChanges,
	listDraftItemRows,
	listInterestRows,
} from './drafts.repository.server.ts';

/**
 * What the builder sends to change a draft (BLD-10: the dirty fields, the whole item list),
 * checked and turned into column changes and item rows. Every check throws a refusal naming the
 * field (BLD-17) before anything is stored.
 */

/** A refusal naming the draft field at fault (BLD-17), with a readable message. */
export function draftRefusal(field: DraftProblemField, message: string): AppError {
	return new AppError('DraftInvalid', {
		message,
		detail: message,
		extra: { field, errors: { [field]: message } },
	});
}

/** The draft-level fields of an update: only the dirty ones are given (BLD-10). */
export interface DraftFieldsInput {
	board_id?: string | null | undefined;
	section_id?: string | null | undefined;
	alt_text?: string | undefined;
	interest_tags?: string[] | undefined;
	is_comments_allowed?: boolean | undefined;
	is_shopping_rec_allowed?: boolean | undefined;
	website_link?: string | null | undefined;
	publish_option?: PublishOption | undefined;
	scheduled_ts?: string | null | undefined;
	story_data?: StoryData | null | undefined;
}

/** One item of an update's whole ordered item list (a new item has no `id` yet). */
export interface DraftItemInput {
	id?: string | undefined;
	title: string;
	description: string;
	link?: string | null | undefined;
	media_id?: string | null | undefined;
	video_id?: string | null | undefined;
	pin_tags: {
		id?: string | undefined;
		x: number;
		y: number;
		link: string;
		status: PinTagStatus;
		tagged_object_ids?: string[] | undefined;
	}[];
	canvas_json?: string | null | undefined;
	user_mention_tags?: string[] | undefined;
}

const chars = (text: string) => Array.from(text).length;

/** A stored link: null for none, else the normalized http(s) URL, else a refusal. */
function linkOrRefuse(
	link: string | null | undefined,
	message: () => string = () => errorsDetail().draftLinkInvalid(),
): string | null {
	if (link === null || link === undefined || link.trim() === '') return null;
	const normalized = normalizePinLink(link);
	if (normalized === null) throw draftRefusal('link', message());
	return normalized;
}

/** Checks the draft-level fields and turns them into column changes. */
export async function draftFieldChanges(
	db: Db,
	viewer: Viewer,
	row: DraftRow,
	fields: DraftFieldsInput,
): Promise<Omit<DraftRowChanges, 'updated_at'>> {
	const out: Omit<DraftRowChanges, 'updated_at'> = {};
	if (fields.board_id !== undefined || fields.section_id !== undefined) {
		const boardId = fields.board_id !== undefined ? fields.board_id : row.board_id;
		const sectionId =
			fields.section_id !== undefined
				? fields.section_id
				: fields.board_id !== undefined && fields.board_id !== row.board_id
					? null
					: row.section_id;
		if (boardId === null && sectionId !== null) {
			throw draftRefusal('board', errorsDetail().draftPickBoardFirst());
		}
		if (boardId !== null) await writableTarget(db, viewer.id, boardId, sectionId);
		out.board_id = boardId;
		out.section_id = sectionId;
	}
	if (fields.alt_text !== undefined) {
		if (chars(fields.alt_text) > PIN_ALT_TEXT_MAX) {
			throw draftRefusal('alt_text', errorsDetail().draftAltTextTooLong({ max: PIN_ALT_TEXT_MAX }));
		}
		out.alt_text = fields.alt_text.trim();
	}
	if (fields.interest_tags !== undefined) {
		const ids = [...new Set(fields.interest_tags)];
		const found = await listInterestRows(db, ids);
		if (found.length !== ids.length) throw new AppError('DraftInterestUnknown');
		out.interest_tags = JSON.stringify(ids);
	}
	if (fields.is_comments_allowed !== undefined) {
		out.comments_allowed = fields.is_comments_allowed ? 1 : 0;
	}
	if (fields.is_shopping_rec_allowed !== undefined) {
		out.shopping_rec_allowed = fields.is_shopping_rec_allowed ? 1 : 0;
	}
	if (fields.website_link !== undefined) out.website_link = linkOrRefuse(fields.website_link);
	if (fields.publish_option !== undefined || fields.scheduled_ts !== undefined) {
		// A scheduled pin's time changes through ScheduledPinsResource (BLD-20), which keeps the
		// user's scheduled_pin_count.
		if (row.publishing_status === 'scheduled') {
			throw draftRefusal('scheduled', errorsDetail().draftScheduledLocked());
		}
		if (fields.publish_option !== undefined) out.publish_option = fields.publish_option;
		if (fields.scheduled_ts !== undefined) {
			out.scheduled_at =
				fields.scheduled_ts === null ? null : new Date(fields.scheduled_ts).toISOString();
		}
	}
	if (fields.story_data !== undefined) {
		if (fields.story_data !== null && row.type !== 'story') {
			throw draftRefusal('media', errorsDetail().draftPagesStoryOnly());
		}
		out.story_data = fields.story_data === null ? null : JSON.stringify(fields.story_data);
	}
	return out;
}

/**
 * A story's pictures and videos are on its pages; its one item, text only, carries the pin's
 * title, description and link (publishDraft reads them from `items[0]`).
 */
export function storyItemsOrRefuse(items: DraftItemInput[]): void {
	if (items.length > 1) {
		throw draftRefusal('media', errorsDetail().draftStoryOneTitle());
	}
	if (items.some((i) => i.media_id || i.video_id || i.pin_tags.length > 0)) {
		throw draftRefusal('media', errorsDetail().draftStoryMediaOnPages());
	}
}

/** Checks the items and turns them into rows (ids kept for the draft's own items). */
export async function draftItemRows(
	db: Db,
	viewer: Viewer,
	draftId: string,
	items: DraftItemInput[],
) {
	const existing = new Set((await listDraftItemRows(db, [draftId])).map((i) => i.id));
	const mediaIds = items.flatMap((i) => (i.media_id ? [i.media_id] : []));
	const videoIds = items.flatMap((i) => (i.video_id ? [i.video_id] : []));
	const [usableMedia, usableVideos] = await Promise.all([
		listUsableMediaIds(db, viewer.id, mediaIds),
		listUsableVideoIds(db, viewer.id, videoIds),
	]);
	return items.map((item) => {
		if (chars(item.title) > PIN_TITLE_MAX) {
			throw draftRefusal('title', errorsDetail().draftTitleTooLong({ max: PIN_TITLE_MAX }));
		}
		if (chars(item.description) > PIN_DESCRIPTION_MAX) {
			throw draftRefusal(
				'description',
				errorsDetail().draftDescriptionTooLong({ max: PIN_DESCRIPTION_MAX }),
			);
		}
		if (item.media_id && item.video_id) {
			throw draftRefusal('media', errorsDetail().draftCardOneMedia());
		}
		if (
			(item.media_id && !usableMedia.has(item.media_id)) ||
			(item.video_id && !usableVideos.has(item.video_id))
		) {
			throw new AppError('DraftMediaUnavailable', {
				extra: { field: 'media', errors: { media: errorMessage('DraftMediaUnavailable') } },
			});
		}
		const tags = tagsAfterSave(
			item.pin_tags.map((t) => {
				if (t.status !== 'deleted') {
					linkOrRefuse(t.link, () => errorsDetail().draftProductTagLink());
				}
				return {
					id: t.id ?? null,
					x: t.x,
					y: t.y,
					link: t.status === 'deleted' ? t.link : (normalizePinLink(t.link) ?? t.link),
					taggedObjectIds: t.tagged_object_ids ?? [],
					status: t.status,
				};
			}),
			newId,
		);
		return {
			id: item.id && existing.has(item.id) ? item.id : newId(),
			title: item.title.trim(),
			description: item.description.trim(),
			link: linkOrRefuse(item.link),
			media_id: item.media_id ?? null,
			video_id: item.video_id ?? null,
			tags: JSON.stringify(tags),
			canvas_json: item.canvas_json ?? null,
			user_mention_tags: JSON.stringify(item.user_mention_tags ?? []),
		};
	});
}
