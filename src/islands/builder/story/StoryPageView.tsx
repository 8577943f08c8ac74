import type { CSSProperties } from 'react';
import type { StoryBlock, StoryPage } from '~/lib/content/stories/story-data.ts';
import { storyFontStack } from '~/lib/content/stories/story-fonts.ts';
import {
	displayText,
	isMediaBlock,
	mediaBox,
	textGroups,
	textSize,
	textWeight,
} from '~/lib/content/stories/story-layout.ts';
import storyPage from '~/messages/story-page/index.ts';

/** A picture a page shows: its URL (and srcset) at a width good for a 9:16 page. */
export interface StoryImageSource {
	url: string;
	srcset?: string;
	width: number;
	height: number;
}

interface StoryVideoSource {
	url: string;
	poster: string | null;
	width: number;
	height: number;
}

export interface StoryPageViewProps {
	page: StoryPage;
	/** 0-based. */
	index: number;
	images: Readonly<Record<string, StoryImageSource>>;
	videos?: Readonly<Record<string, StoryVideoSource>>;
	/** The heading element of heading blocks (the closeup: h2; the editor's preview: none). */
	headingTag?: 'h2' | 'h3' | 'p';
	/** Where the link block goes (the closeup's `/offsite/` link); without it the link is text. */
	linkHref?: string | null;
	/** Load the pictures at once (the first page) rather than lazily. */
	eager?: boolean;
}

function textStyle(block: StoryBlock): CSSProperties {
	return {
		fontFamily: storyFontStack(block.font),
		fontSize: `${(textSize(block) * 100).toFixed(2)}cqw`,
		fontWeight: textWeight(block),
		textAlign: block.align,
		color: block.color,
	};
}

function linkLabel(url: string, label: string): string {
	if (label.trim()) return label.trim();
	try {
		return new URL(url).hostname.replace(/^www\./, '');
	} catch {
		return url;
	}
}

/**
 * One 9:16 story page (BLD-11, BLD-13, BLD-15): its background, pictures and videos placed by
 * their edits, text in its vertical groups, and the link. Plain markup without state: the
 * closeup renders it on the server (no JavaScript), the editor as its live preview. Styles:
 * `STORY_PAGE_CSS`.
 */
export function StoryPageView({
	page,
	index,
	images,
	videos = {},
	headingTag = 'h2',
	linkHref = null,
	eager = false,
}: StoryPageViewProps) {
	const t = storyPage();
	const groups = textGroups(page);
	const hasText = groups.top.length + groups.center.length + groups.bottom.length > 0;
	const media = page.blocks.filter(isMediaBlock);
	return (
		<div className="story-page" style={{ backgroundColor: page.backgroundColor }}>
			{media.map((block, i) => {
				const box = mediaBox(block);
				const style: CSSProperties = {
					left: `${(box.left * 100).toFixed(2)}%`,
					top: `${(box.top * 100).toFixed(2)}%`,
					width: `${(box.width * 100).toFixed(2)}%`,
				};
				const key = `${block.type}-${block.mediaId ?? block.videoId}-${i}`;
				if (block.type === 'video' && block.videoId) {
					const video = videos[block.videoId];
					if (!video) return null;
					return (
						<video
							key={key}
							className="story-page__media"
							style={style}
							src={video.url}
							poster={video.poster ?? undefined}
							width={video.width}
							height={video.height}
							muted
							playsInline
							loop
							preload="metadata"
							data-story-video=""
						/>
					);
				}
				const image = block.mediaId ? images[block.mediaId] : undefined;
				if (!image) return null;
				return (
					<img
						key={key}
						className="story-page__media"
						style={style}
						src={image.url}
						srcSet={image.srcset}
						sizes={image.srcset ? `${Math.round(box.width * 508)}px` : undefined}
						width={image.width}
						height={image.height}
						alt={hasText ? '' : t.pictureOfPage({ n: i + 1, page: index + 1 })}
						loading={eager ? 'eager' : 'lazy'}
						decoding="async"
					/>
				);
			})}
			{hasText && (
				<div className="story-page__text">
					{(['top', 'center', 'bottom'] as const).map((vertical) => (
						<div key={vertical} className={`story-page__group story-page__group--${vertical}`}>
							{groups[vertical].map((block) => {
								const Tag = block.type === 'heading' ? headingTag : 'p';
								return (
									<Tag
										key={page.blocks.indexOf(block)}
										className="story-page__t"
										style={textStyle(block)}
									>
										{displayText(block)}
									</Tag>
								);
							})}
						</div>
					))}
				</div>
			)}
			{page.linkBlock &&
				(linkHref ? (
					<a
						className="story-page__link"
						href={linkHref}
						rel="nofollow ugc noopener"
						target="_blank"
					>
						{linkLabel(page.linkBlock.url, page.linkBlock.label)}
					</a>
				) : (
					<span className="story-page__link">
						{linkLabel(page.linkBlock.url, page.linkBlock.label)}
					</span>
				))}
		</div>
	);
}
