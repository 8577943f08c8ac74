import type { Kysely } from 'kysely';
import { config } from '../../platform/config/config.server.ts';
import type { Database } from '../../platform/db/database.ts';
import { type StoredVariants, variantsToImages } from '../../platform/media/image-sizes.ts';
import { offsiteHref } from '../offsite/offsite-link.server.ts';
import type { StoryData } from './story-data.ts';
import { STORY_FONT_FACES } from './story-font-files.server.ts';
import { storyFontFaceCss } from './story-fonts.ts';
import { storyFamilies } from './story-layout.ts';
import { mediaForStory, videosForStory } from './story-pin.repository.server.ts';

interface StoryImageView {
	url: string;
	srcset: string;
	width: number;
	height: number;
}

interface StoryVideoView {
	url: string;
	poster: string | null;
	width: number;
	height: number;
}

/** What the closeup needs to show a story beyond its data: files, links and fonts. */
export interface StoryView {
	images: Record<string, StoryImageView>;
	videos: Record<string, StoryVideoView>;
	/** Per page (0-based), the `/offsite/` link of its link block, or null. */
	linkHrefs: (string | null)[];
	/** `@font-face` rules for only the fonts the story uses (BLD-18). */
	fontCss: string;
}

const WIDTHS = ['236x', '474x', '564x', '736x'] as const;

/**
 * The files, links and fonts of a story for its closeup (PIN-17): two queries at most, for
 * the pictures and the videos of every page. Pictures are answered at the width-bound sizes
 * (a `srcset`); links go through the signed `/offsite/` interstitial (OUT-02), as a pin's own
 * link does.
 */
export async function storyView(
	db: Kysely<Database>,
	pinId: string,
	story: StoryData,
): Promise<StoryView> {
	const mediaIds = new Set<string>();
	const videoIds = new Set<string>();
	for (const page of story.pages)
		for (const block of page.blocks) {
			if (block.type === 'image' && block.mediaId) mediaIds.add(block.mediaId);
			if (block.type === 'video' && block.videoId) videoIds.add(block.videoId);
		}
	const [media, videos] = await Promise.all([
		mediaForStory(db, [...mediaIds]),
		videosForStory(db, [...videoIds]),
	]);
	const base = config().MEDIA_BASE_URL;
	const images: Record<string, StoryImageView> = {};
	for (const row of media) {
		const all = variantsToImages(base, row.storage_key, JSON.parse(row.variants) as StoredVariants);
		const seen = new Set<number>();
		const sizes = WIDTHS.map((s) => all[s]).filter((v) => !seen.has(v.width) && seen.add(v.width));
		const largest = sizes.at(-1) ?? all['736x'];
		images[row.id] = {
			url: largest.url,
			srcset: sizes.map((v) => `${v.url} ${v.width}w`).join(', '),
			width: largest.width,
			height: largest.height,
		};
	}
	const videoViews: Record<string, StoryVideoView> = {};
	for (const row of videos) {
		const poster =
			row.cover_storage_key && row.cover_variants
				? variantsToImages(
						base,
						row.cover_storage_key,
						JSON.parse(row.cover_variants) as StoredVariants,
					)['736x'].url
				: null;
		// The video file's name as the video pipeline stores it (`video.mp4`, `video.webm`).
		videoViews[row.id] = {
			url: `${base}/${row.storage_key}/video.${row.format}`,
			poster,
			width: row.width,
			height: row.height,
		};
	}
	return {
		images,
		videos: videoViews,
		linkHrefs: story.pages.map((p) => (p.linkBlock ? offsiteHref(pinId, p.linkBlock.url) : null)),
		fontCss: storyFontFaceCss(STORY_FONT_FACES, storyFamilies(story.pages)),
	};
}
