import { config } from '../../platform/config/config.server.ts';
import type { Db } from '../../platform/db/database.ts';
import { type StoredVariants, variantsToImages } from '../../platform/media/image-sizes.ts';
import { parseStoryData } from '../stories/story-data.ts';
import {
	DRAFT_STATUSES,
	DRAFT_TYPES,
	type Draft,
	type DraftMedia,
	type DraftVideo,
	PIN_TAG_STATUSES,
	type PinTag,
	PUBLISH_OPTIONS,
	PUBLISHING_STATUSES,
} from './draft-model.ts';
import {
	type DraftItemRow,
	type DraftRow,
	listDraftItemRows,
	listInterestRows,
	listMediaRows,
	listReadableBoardNames,
	listVideoRows,
} from './drafts.repository.server.ts';

/** Reads a JSON array column; damaged text reads as empty. */
function jsonArray(text: string | null): unknown[] {
	if (!text) return [];
	try {
		const value = JSON.parse(text) as unknown;
		return Array.isArray(value) ? value : [];
	} catch {
		return [];
	}
}

const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
	(list as readonly string[]).includes(value) ? (value as T) : fallback;

/** Stored tags (`pin_draft_items.tags`) read back. */
function parseStoredTags(text: string): PinTag[] {
	return jsonArray(text).flatMap((t) => {
		const tag = t as Partial<PinTag>;
		if (typeof tag.x !== 'number' || typeof tag.y !== 'number' || typeof tag.link !== 'string')
			return [];
		return [
			{
				id: typeof tag.id === 'string' ? tag.id : null,
				x: tag.x,
				y: tag.y,
				link: tag.link,
				taggedObjectIds: Array.isArray(tag.taggedObjectIds)
					? tag.taggedObjectIds.filter((v): v is string => typeof v === 'string')
					: [],
				status: oneOf(PIN_TAG_STATUSES, String(tag.status), 'saved'),
			},
		];
	});
}

/** Stored interest ids (`pin_drafts.interest_tags`). */
export function parseInterestIds(text: string): string[] {
	return jsonArray(text).filter((v): v is string => typeof v === 'string');
}

/** The ids of the frames of a video row. */
function frameIds(text: string): string[] {
	return jsonArray(text).filter((v): v is string => typeof v === 'string');
}

/**
 * Draft rows → the API's drafts (BLD-03/04), for one owner: their items, pictures, videos,
 * interests and boards in five queries for the whole page, whatever its size.
 */
export async function draftsAnswer(db: Db, ownerId: string, rows: DraftRow[]): Promise<Draft[]> {
	if (rows.length === 0) return [];
	const items = await listDraftItemRows(
		db,
		rows.map((r) => r.id),
	);
	const videos = await listVideoRows(
		db,
		items.flatMap((i) => (i.video_id ? [i.video_id] : [])),
	);
	const mediaIds = [
		...items.flatMap((i) => (i.media_id ? [i.media_id] : [])),
		...videos.flatMap((v) => frameIds(v.frame_media_ids)),
	];
	const interestIds = rows.flatMap((r) => parseInterestIds(r.interest_tags));
	const boardIds = rows.flatMap((r) => (r.board_id ? [r.board_id] : []));
	const [media, interests, boards] = await Promise.all([
		listMediaRows(db, mediaIds),
		listInterestRows(db, interestIds),
		listReadableBoardNames(db, boardIds, ownerId),
	]);

	const base = config().MEDIA_BASE_URL;
	const mediaById = new Map<string, DraftMedia>(
		media.map((m) => [
			m.id,
			{
				id: m.id,
				images: variantsToImages(base, m.storage_key, JSON.parse(m.variants) as StoredVariants),
				dominant_color: m.dominant_color,
			},
		]),
	);
	const videoById = new Map<string, DraftVideo>(
		videos.map((v) => [
			v.id,
			{
				id: v.id,
				width: v.width,
				height: v.height,
				duration_ms: v.duration_ms,
				format: v.format,
				cover_media_id: v.cover_media_id,
				frames: frameIds(v.frame_media_ids).flatMap((id) => {
					const m = mediaById.get(id);
					return m ? [{ media_id: id, images: m.images }] : [];
				}),
			},
		]),
	);
	const interestName = new Map(interests.map((i) => [i.id, i.name]));
	const boardName = new Map(boards.map((b) => [b.id, b.name]));
	const itemsOf = new Map<string, DraftItemRow[]>();
	for (const item of items) {
		const list = itemsOf.get(item.draft_id) ?? [];
		list.push(item);
		itemsOf.set(item.draft_id, list);
	}

	return rows.map((row) => ({
		id: row.id,
		type: oneOf(DRAFT_TYPES, row.type, 'single'),
		status: oneOf(DRAFT_STATUSES, row.status, 'edited'),
		publishingStatus: oneOf(PUBLISHING_STATUSES, row.publishing_status, 'notAttempted'),
		publishOption: oneOf(PUBLISH_OPTIONS, row.publish_option, 'immediately'),
		scheduledTs: row.scheduled_at,
		boardId: row.board_id,
		sectionId: row.section_id,
		board:
			row.board_id && boardName.has(row.board_id)
				? { id: row.board_id, name: boardName.get(row.board_id)! }
				: null,
		altText: row.alt_text,
		interestTags: parseInterestIds(row.interest_tags).flatMap((id) => {
			const name = interestName.get(id);
			return name === undefined ? [] : [{ id, name }];
		}),
		isCommentsAllowed: row.comments_allowed === 1,
		isShoppingRecAllowed: row.shopping_rec_allowed === 1,
		websiteLink: row.website_link,
		storyData: parseStoryData(row.story_data),
		apiError: row.api_error,
		apiErrorCode: row.api_error_code,
		pinId: row.published_pin_id,
		attempts: row.attempts,
		updatedAt: row.updated_at,
		items: (itemsOf.get(row.id) ?? []).map((item) => ({
			id: item.id,
			title: item.title,
			description: item.description,
			link: item.link,
			media: (item.media_id && mediaById.get(item.media_id)) || null,
			video: (item.video_id && videoById.get(item.video_id)) || null,
			pinTags: parseStoredTags(item.tags),
			canvasJson: item.canvas_json,
			userMentionTags: jsonArray(item.user_mention_tags).filter(
				(v): v is string => typeof v === 'string',
			),
		})),
	}));
}
