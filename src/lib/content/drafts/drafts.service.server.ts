import type { Viewer } from '../../platform/access/viewer.ts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { StoredVariants } from '../../platform/media/image-sizes.ts';
import { type MediaStore, mediaStore } from '../../platform/media/media-store.server.ts';
import {
	normalizePinLink,
	PIN_ALT_TEXT_MAX,
	PIN_DESCRIPTION_MAX,
	PIN_TITLE_MAX,
} from '../pins/pin-input.ts';
import { writableTarget } from '../pins/pin-write.service.server.ts';
import type { StoryData } from '../stories/story-data.ts';
import { draftsAnswer } from './draft-answer.server.ts';
import {
	type Draft,
	type DraftType,
	draftTypeFor,
	type PinTagStatus,
	type PublishOption,
	statusAfterEdit,
	tagsAfterSave,
} from './draft-model.ts';
import type { DraftProblemField } from './draft-validation.ts';
import {
	countScheduledPinGone,
	type DraftRow,
	type DraftRowChanges,
	deleteDraftRow,
	deleteMediaRows,
	deleteVideoRows,
	findDraftRow,
	insertDraftRow,
	listDraftItemRows,
	listDraftRows,
	listInterestRows,
	listUnreferencedMediaIds,
	listUnreferencedVideoIds,
	listUsableMediaIds,
	listUsableVideoIds,
	replaceDraftItems,
	updateDraftRow,
} from './drafts.repository.server.ts';

/** A refusal naming the draft field at fault (BLD-17), with a readable message. */
export function draftRefusal(field: DraftProblemField, message: string): AppError {
	return new AppError('DraftInvalid', {
		message,
		detail: message,
		extra: { field, errors: { [field]: message } },
	});
}

const notFound = (id: string) =>
	new AppError('NotFound', { detail: `No draft ${id.slice(0, 20)} of yours.` });

/** Editable while nobody is publishing it and it is not published. */
const EDITABLE = ['notAttempted', 'scheduled', 'failed'] as const;

/** The viewer's draft row, or NotFound (another user's draft is not found, never forbidden). */
export async function ownDraftRow(db: Db, viewer: Viewer, id: string): Promise<DraftRow> {
	const row = await findDraftRow(db, id, viewer.id);
	if (!row) throw notFound(id);
	return row;
}

/** One draft as the API answers it. */
async function draftAnswer(db: Db, viewer: Viewer, row: DraftRow): Promise<Draft> {
	const [draft] = await draftsAnswer(db, viewer.id, [row]);
	return draft!;
}

export async function getDraft(db: Db, viewer: Viewer, id: string): Promise<Draft> {
	return draftAnswer(db, viewer, await ownDraftRow(db, viewer, id));
}

/**
 * BLD-02: a new draft (status `created`, publishing `notAttempted`, publish immediately, comments
 * and shopping recommendations allowed, BLD-16), a single pin or a story, on a board the viewer
 * can add pins to when one is given.
 */
export async function createDraft(
	db: Db,
	viewer: Viewer,
	input: {
		type?: 'single' | 'story' | undefined;
		board_id?: string | null | undefined;
		section_id?: string | null | undefined;
	},
): Promise<Draft> {
	const boardId = input.board_id ?? null;
	const sectionId = input.section_id ?? null;
	if (sectionId !== null && boardId === null) {
		throw draftRefusal('board', 'Pick a board before you pick one of its sections.');
	}
	if (boardId !== null) await writableTarget(db, viewer.id, boardId, sectionId);
	const id = newId();
	const at = new Date().toISOString();
	await insertDraftRow(db, {
		id,
		owner_id: viewer.id,
		type: input.type ?? 'single',
		board_id: boardId,
		section_id: sectionId,
		created_at: at,
		updated_at: at,
	});
	return getDraft(db, viewer, id);
}

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
const LINK_MESSAGE = 'Please enter a valid URL (starting with http:// or https://).';

/** A stored link: null for none, else the normalized http(s) URL, else a refusal. */
function linkOrRefuse(link: string | null | undefined, message = LINK_MESSAGE): string | null {
	if (link === null || link === undefined || link.trim() === '') return null;
	const normalized = normalizePinLink(link);
	if (normalized === null) throw draftRefusal('link', message);
	return normalized;
}

/** Checks the draft-level fields and turns them into column changes. */
async function fieldChanges(
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
			throw draftRefusal('board', 'Pick a board before you pick one of its sections.');
		}
		if (boardId !== null) await writableTarget(db, viewer.id, boardId, sectionId);
		out.board_id = boardId;
		out.section_id = sectionId;
	}
	if (fields.alt_text !== undefined) {
		if (chars(fields.alt_text) > PIN_ALT_TEXT_MAX) {
			throw draftRefusal('alt_text', `Alt text can have at most ${PIN_ALT_TEXT_MAX} characters.`);
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
			throw draftRefusal(
				'scheduled',
				'This Pin is scheduled. Change or cancel its time from your scheduled Pins.',
			);
		}
		if (fields.publish_option !== undefined) out.publish_option = fields.publish_option;
		if (fields.scheduled_ts !== undefined) {
			out.scheduled_at =
				fields.scheduled_ts === null ? null : new Date(fields.scheduled_ts).toISOString();
		}
	}
	if (fields.story_data !== undefined) {
		if (fields.story_data !== null && row.type !== 'story') {
			throw draftRefusal('media', 'Only a story draft has pages.');
		}
		out.story_data = fields.story_data === null ? null : JSON.stringify(fields.story_data);
	}
	return out;
}

/**
 * A story's pictures and videos are on its pages; its one item, text only, carries the pin's
 * title, description and link (publishDraft reads them from `items[0]`).
 */
function storyItemsOrRefuse(items: DraftItemInput[]): void {
	if (items.length > 1) {
		throw draftRefusal('media', 'A story has one title and description. Add pages instead.');
	}
	if (items.some((i) => i.media_id || i.video_id || i.pin_tags.length > 0)) {
		throw draftRefusal('media', "A story's pictures and videos go on its pages.");
	}
}

/** Checks the items and turns them into rows (ids kept for the draft's own items). */
async function itemRows(db: Db, viewer: Viewer, draftId: string, items: DraftItemInput[]) {
	const existing = new Set((await listDraftItemRows(db, [draftId])).map((i) => i.id));
	const mediaIds = items.flatMap((i) => (i.media_id ? [i.media_id] : []));
	const videoIds = items.flatMap((i) => (i.video_id ? [i.video_id] : []));
	const [usableMedia, usableVideos] = await Promise.all([
		listUsableMediaIds(db, viewer.id, mediaIds),
		listUsableVideoIds(db, viewer.id, videoIds),
	]);
	return items.map((item) => {
		if (chars(item.title) > PIN_TITLE_MAX) {
			throw draftRefusal('title', `Titles can have at most ${PIN_TITLE_MAX} characters.`);
		}
		if (chars(item.description) > PIN_DESCRIPTION_MAX) {
			throw draftRefusal(
				'description',
				`Descriptions can have at most ${PIN_DESCRIPTION_MAX} characters.`,
			);
		}
		if (item.media_id && item.video_id) {
			throw draftRefusal('media', 'A card holds an image or a video, not both.');
		}
		if (
			(item.media_id && !usableMedia.has(item.media_id)) ||
			(item.video_id && !usableVideos.has(item.video_id))
		) {
			throw new AppError('DraftMediaUnavailable', {
				extra: { field: 'media', errors: { media: 'That image or video is not available.' } },
			});
		}
		const tags = tagsAfterSave(
			item.pin_tags.map((t) => {
				if (t.status !== 'deleted') {
					linkOrRefuse(t.link, 'Every product tag needs a link starting with http:// or https://.');
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

/**
 * Saves what the builder changed (BLD-10: only the dirty fields; `items` is the whole ordered
 * list when given). The type follows BLD-05 and the status becomes `edited` (BLD-06). Anything
 * refused changes nothing.
 */
export async function updateDraft(
	db: Db,
	viewer: Viewer,
	input: {
		id: string;
		fields?: DraftFieldsInput | undefined;
		items?: DraftItemInput[] | undefined;
	},
): Promise<Draft> {
	const row = await ownDraftRow(db, viewer, input.id);
	if (!(EDITABLE as readonly string[]).includes(row.publishing_status)) {
		throw new AppError('DraftAlreadyPublished');
	}
	const changes = input.fields ? await fieldChanges(db, viewer, row, input.fields) : {};
	if (row.type === 'story' && input.items) storyItemsOrRefuse(input.items);
	const items = input.items ? await itemRows(db, viewer, row.id, input.items) : null;
	const count = items ? items.length : (await listDraftItemRows(db, [row.id])).length;
	const type = draftTypeFor(row.type as DraftType, count);
	const at = new Date().toISOString();
	await db.transaction().execute(async (trx) => {
		const updated = await updateDraftRow(trx, row.id, viewer.id, EDITABLE, {
			...changes,
			type,
			status: statusAfterEdit('edited'),
			updated_at: at,
		});
		if (!updated) throw new AppError('DraftAlreadyPublished');
		if (items) await replaceDraftItems(trx, row.id, items);
	});
	return getDraft(db, viewer, row.id);
}

/** The media and video ids a story's pages name. */
export function storyMediaIds(storyJson: string | null): { media: string[]; videos: string[] } {
	if (!storyJson) return { media: [], videos: [] };
	try {
		const data = JSON.parse(storyJson) as StoryData;
		const blocks = (data.pages ?? []).flatMap((p) => p.blocks ?? []);
		return {
			media: blocks.flatMap((b) => (b.mediaId ? [b.mediaId] : [])),
			videos: blocks.flatMap((b) => (b.videoId ? [b.videoId] : [])),
		};
	} catch {
		return { media: [], videos: [] };
	}
}

/**
 * Deletes a draft and its items, and every picture and video of it that nothing else refers to
 * (no pin, no other draft, no story, no account picture), rows and stored files. A scheduled
 * draft leaves the scheduled count (BLD-20).
 */
export async function deleteDraft(
	db: Db,
	viewer: Viewer,
	id: string,
	store: MediaStore = mediaStore(),
): Promise<{ id: string }> {
	const row = await ownDraftRow(db, viewer, id);
	if (row.publishing_status === 'publishing') throw new AppError('DraftAlreadyPublished');
	const items = await listDraftItemRows(db, [row.id]);
	const story = storyMediaIds(row.story_data);
	const mediaIds = [...items.flatMap((i) => (i.media_id ? [i.media_id] : [])), ...story.media];
	const videoIds = [...items.flatMap((i) => (i.video_id ? [i.video_id] : [])), ...story.videos];

	const files = await db.transaction().execute(async (trx) => {
		if (!(await deleteDraftRow(trx, row.id, viewer.id))) {
			throw new AppError('DraftAlreadyPublished');
		}
		if (row.publishing_status === 'scheduled') await countScheduledPinGone(trx, viewer.id);
		const videos = await deleteVideoRows(
			trx,
			await listUnreferencedVideoIds(trx, viewer.id, videoIds),
		);
		const frameIds = videos.flatMap((v) => {
			try {
				const ids = JSON.parse(v.frame_media_ids) as unknown;
				return Array.isArray(ids) ? ids.filter((x): x is string => typeof x === 'string') : [];
			} catch {
				return [];
			}
		});
		const media = await deleteMediaRows(
			trx,
			await listUnreferencedMediaIds(trx, viewer.id, [
				...mediaIds,
				...frameIds,
				...videos.flatMap((v) => (v.cover_media_id ? [v.cover_media_id] : [])),
			]),
		);
		return [
			...media.flatMap((m) =>
				Object.values(JSON.parse(m.variants) as StoredVariants).map(
					(v) => `${m.storage_key}/${v.file}`,
				),
			),
			// The video file is `{storage_key}/video.{format}` (cr-video's `videoFileName`).
			...videos.flatMap((v) => [
				`${v.storage_key}/video.${v.format}`,
				...(v.captions_key ? [v.captions_key] : []),
			]),
		];
	});
	// Files go once the rows are gone: a failed delete leaves an unreachable file, never a row
	// without its file.
	await Promise.allSettled([...new Set(files)].map((key) => store.delete(key)));
	return { id: row.id };
}

/** Drafts bookmarks: the last draft's `(updated_at, id)`. */
function encodeDraftBookmark(row: DraftRow): string {
	return Buffer.from(JSON.stringify({ v: 1, u: row.updated_at, id: row.id })).toString('base64url');
}

function decodeDraftBookmark(
	bookmark: string | undefined,
): { updatedAt: string; id: string } | null {
	if (!bookmark || bookmark.length > 300) return null;
	try {
		const value = JSON.parse(Buffer.from(bookmark, 'base64url').toString('utf8')) as {
			v?: unknown;
			u?: unknown;
			id?: unknown;
		};
		if (value.v !== 1 || typeof value.u !== 'string' || typeof value.id !== 'string') return null;
		if (!/^\d{1,20}$/.test(value.id) || Number.isNaN(Date.parse(value.u))) return null;
		return { updatedAt: new Date(value.u).toISOString(), id: value.id };
	} catch {
		return null;
	}
}

const DRAFTS_PAGE_SIZE = 25;
export const MAX_DRAFTS_PAGE_SIZE = 50;

/**
 * The viewer's drafts not yet published (scheduled and failed ones included), newest
 * `updatedAt` first, a page at a time (keyset bookmark; `-end-` after the last page).
 */
export async function listDrafts(
	db: Db,
	viewer: Viewer,
	options: { bookmark?: string | undefined; page_size?: number | undefined },
): Promise<{ data: Draft[]; bookmark: string }> {
	if (options.bookmark === '-end-') return { data: [], bookmark: '-end-' };
	const size = Math.min(options.page_size ?? DRAFTS_PAGE_SIZE, MAX_DRAFTS_PAGE_SIZE);
	const rows = await listDraftRows(db, viewer.id, decodeDraftBookmark(options.bookmark), size + 1);
	const page = rows.slice(0, size);
	const last = page.at(-1);
	return {
		data: await draftsAnswer(db, viewer.id, page),
		bookmark: rows.length > size && last ? encodeDraftBookmark(last) : '-end-',
	};
}
