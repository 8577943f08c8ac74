import type { Kysely } from 'kysely';
import errorsDetail from '~/messages/errors-detail/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { StoredVariants } from '../../platform/media/image-sizes.ts';
import { ingestImage } from '../../platform/media/media.service.server.ts';
import { type MediaStore, mediaStore } from '../../platform/media/media-store.server.ts';
import { normalizePinLink } from '../pins/pin-input.ts';
import { type CoverPicture, drawStoryCover } from './story-cover.server.ts';
import { type StoryData, type StoryPage, storyDataSchema } from './story-data.ts';
import { storyFont } from './story-fonts.ts';
import { mediaForDrawing, ownedMedia, ownedVideos } from './story-pin.repository.server.ts';
import { STORY_MAX_PAGES, storyPageIsEmpty } from './story-rules.ts';

export interface StoryPinOptions {
	/** The media store the cover goes to (default: the configured one). */
	store?: MediaStore;
	now?: Date;
}

/**
 * What publishing a story pin needs (PIN-17, BLD-11): the checked story as the JSON to store in
 * `pins.story_data`, and the id of a new media row holding the picture of its first page, drawn
 * 9:16 (BLD-13), to serve as the pin's picture in grids and previews.
 *
 * Refused with an AppError, before anything is written: a story that does not match the shape,
 * no page or more than 10 (U-23), an empty page, a block font not in the fonts list (BLD-18), a
 * picture or video that is not `ownerId`'s own upload, and links (link blocks, product
 * stickers) that are not http(s). Pages marked `is_removed` are dropped first. Links are stored
 * in their normalised form.
 */
export async function storyPinParts(
	db: Kysely<Database>,
	ownerId: string,
	data: StoryData,
	options: StoryPinOptions = {},
): Promise<{ mediaId: string; storyJson: string }> {
	const story = checkedShape(data);
	await checkOwnership(db, ownerId, story);
	const store = options.store ?? mediaStore();
	const pixels = await drawStoryCover(story.pages[0]!, {
		picture: (page) => coverPicture(db, store, ownerId, page),
	});
	const cover = await ingestImage(db, store, {
		ownerId,
		pixels,
		...(options.now ? { now: options.now } : {}),
	});
	return { mediaId: cover.id, storyJson: JSON.stringify(story) };
}

/** The story in its stored form, or an AppError naming the first problem. Pure. */
export function checkedShape(data: unknown): StoryData {
	const pages = (data as { pages?: unknown } | null)?.pages;
	if (Array.isArray(pages) && pages.length > STORY_MAX_PAGES) {
		throw new AppError('StoryTooManyPages', {
			message: errorsDetail().storyTooManyPages({ max: STORY_MAX_PAGES }),
			extra: { field: 'story' },
		});
	}
	const parsed = storyDataSchema.safeParse(data);
	if (!parsed.success) {
		const issue = parsed.error.issues[0];
		throw new AppError('StoryInvalid', {
			detail: issue ? `${issue.path.join('.')}: ${issue.message}` : '',
			extra: { field: 'story' },
		});
	}
	const story = parsed.data;
	const kept = story.pages.filter((p) => !p.is_removed);
	if (kept.length === 0) {
		throw new AppError('StoryInvalid', {
			message: errorsDetail().storyNeedsPage(),
			extra: { field: 'story' },
		});
	}
	const out: StoryData = { ...story, pages: kept.map((page, i) => checkedPage(page, i)) };
	out.productStickers = story.productStickers.map((sticker) => {
		const link = normalizePinLink(sticker.link);
		if (link === null) throw linkError(sticker.page);
		return { ...sticker, link };
	});
	for (const sticker of [...story.mentionStickers, ...story.productStickers]) {
		if (sticker.page >= kept.length) {
			throw new AppError('StoryInvalid', {
				message: errorsDetail().storyStickerPage({
					page: sticker.page + 1,
					count: kept.length,
				}),
				extra: { field: 'story' },
			});
		}
	}
	return out;
}

function checkedPage(page: StoryPage, index: number): StoryPage {
	const n = index + 1;
	if (storyPageIsEmpty(page)) {
		throw new AppError('StoryPageEmpty', {
			message: errorsDetail().storyPageEmpty({ page: n }),
			extra: { field: 'story', page: index },
		});
	}
	for (const block of page.blocks) {
		if (block.font !== null && storyFont(block.font) === null) {
			throw new AppError('StoryInvalid', {
				message: errorsDetail().storyFontUnknown({ font: block.font, page: n }),
				extra: { field: 'story', page: index },
			});
		}
	}
	if (page.linkBlock === null) return page;
	const url = normalizePinLink(page.linkBlock.url);
	if (url === null) throw linkError(index);
	return { ...page, linkBlock: { ...page.linkBlock, url } };
}

function linkError(index: number): AppError {
	return new AppError('StoryLinkInvalid', {
		message: errorsDetail().storyLinkInvalid({ page: index + 1 }),
		extra: { field: 'story_link', page: index },
	});
}

/** Every picture and video of the story must be `ownerId`'s own upload. */
async function checkOwnership(db: Kysely<Database>, ownerId: string, story: StoryData) {
	const mediaIds = new Set<string>();
	const videoIds = new Set<string>();
	for (const page of story.pages) {
		for (const block of page.blocks) {
			if (block.mediaId !== null) mediaIds.add(block.mediaId);
			if (block.videoId !== null) videoIds.add(block.videoId);
		}
	}
	const [media, videos] = await Promise.all([
		ownedMedia(db, ownerId, [...mediaIds]),
		ownedVideos(db, ownerId, [...videoIds]),
	]);
	const ownMedia = new Set(media.map((m) => m.id));
	const ownVideos = new Set(videos.map((v) => v.id));
	story.pages.forEach((page, index) => {
		for (const block of page.blocks) {
			const bad =
				(block.mediaId !== null && !ownMedia.has(block.mediaId)) ||
				(block.videoId !== null && !ownVideos.has(block.videoId));
			if (bad) {
				throw new AppError('StoryMediaNotOwned', {
					message: errorsDetail().storyMediaNotOwned({
						kind: block.videoId !== null ? 'video' : 'picture',
						page: index + 1,
					}),
					extra: { field: 'media', page: index },
				});
			}
		}
	});
}

/**
 * The picture the cover shows for a page: the first image block, or else the first video
 * block's cover frame, read from the store at 736 px wide.
 */
async function coverPicture(
	db: Kysely<Database>,
	store: MediaStore,
	ownerId: string,
	page: StoryPage,
): Promise<CoverPicture | null> {
	const block =
		page.blocks.find((b) => b.type === 'image' && b.mediaId !== null) ??
		page.blocks.find((b) => b.type === 'video' && b.videoId !== null);
	if (!block) return null;
	let mediaId = block.mediaId;
	if (block.type === 'video' && block.videoId !== null) {
		const [video] = await ownedVideos(db, ownerId, [block.videoId]);
		mediaId = video?.cover_media_id ?? null;
	}
	if (mediaId === null) return null;
	const row = await mediaForDrawing(db, mediaId);
	if (!row) return null;
	const variants = JSON.parse(row.variants) as StoredVariants;
	const file = await store.get(`${row.storage_key}/${variants['736x'].file}`);
	return file ? { bytes: Buffer.from(file.body), block } : null;
}
