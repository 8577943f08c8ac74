import type { StoryData } from '~/lib/content/stories/story-data.ts';
import { canAddPage } from '~/lib/content/stories/story-edit.ts';
import { STORY_MAX_PAGES, storyPageIsEmpty } from '~/lib/content/stories/story-rules.ts';

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
	return (
		<nav className="story-editor__pages" aria-label="Story pages">
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
							Page {i + 1}
							{storyPageIsEmpty(p) && <span className="story-editor__empty"> (empty)</span>}
						</button>
					</li>
				))}
			</ol>
			<button type="button" className="button" disabled={!canAddPage(story)} onClick={onAddPage}>
				Add page
			</button>
			<p className="story-editor__hint">
				{story.pages.length} of {STORY_MAX_PAGES} pages
			</p>
		</nav>
	);
}
