import type { StoryData } from '~/lib/content/stories/story-data.ts';
import { canAddPage } from '~/lib/content/stories/story-edit.ts';
import { STORY_MAX_PAGES, storyPageIsEmpty } from '~/lib/content/stories/story-rules.ts';
import { richParts } from '~/lib/platform/i18n/rich-text.ts';
import storyEditor from '~/messages/story-editor/index.ts';

interface Props {
	story: StoryData;
	/** The page being edited. */
	index: number;
	onGo(index: number): void;
	/** Adds a page after the current one (off at STORY_MAX_PAGES). */
	onAddPage(): void;
}

/** The story's pages (U-23: at most 10): a button per page, marked when empty, and "Add page". */
export function StoryPageNav({ story, index, onGo, onAddPage }: Props) {
	const t = storyEditor();
	return (
		<nav className="story-editor__pages" aria-label={t.storyPages()}>
			<ol>
				{story.pages.map((p, i) => (
					// biome-ignore lint/suspicious/noArrayIndexKey: pages have no ids, and these buttons hold no state
					<li key={i}>
						<button
							type="button"
							className="story-editor__page-button"
							aria-current={i === index ? 'page' : undefined}
							onClick={() => onGo(i)}
						>
							{storyPageIsEmpty(p)
								? richParts(t.pageButtonEmpty({ n: i + 1 })).map((part, j) =>
										part.tag === 'empty' ? (
											// biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message
											<span key={j} className="story-editor__empty">
												{part.text}
											</span>
										) : (
											part.text
										),
									)
								: t.pageButton({ n: i + 1 })}
						</button>
					</li>
				))}
			</ol>
			<button type="button" className="button" disabled={!canAddPage(story)} onClick={onAddPage}>
				{t.addPage()}
			</button>
			<p className="story-editor__hint">
				{t.pagesCount({ count: story.pages.length, max: STORY_MAX_PAGES })}
			</p>
		</nav>
	);
}
