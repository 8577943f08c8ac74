import { STORY_LINE_HEIGHT, STORY_PADDING } from '~/lib/content/stories/story-layout.ts';

/**
 * The styles of a story page (`StoryPageView`), shared by the editor's preview and the
 * closeup. A string rather than a stylesheet import: the closeup writes it into the page only
 * for a story pin, so a single-picture pin's page stays exactly as it was.
 *
 * Sizes are in `cqw` (hundredths of the page's width) so a page looks the same at any size,
 * as the server-drawn cover does (`story-layout.ts` holds the numbers).
 */
const pad = `${STORY_PADDING * 100}cqw`;

export const STORY_PAGE_CSS = `
.story-page{position:relative;container-type:inline-size;aspect-ratio:9/16;width:100%;overflow:hidden;border-radius:16px;background:#fff;color:#111}
.story-page__media{position:absolute;display:block;height:auto;max-width:none;margin:0;border-radius:0}
.story-page__text{position:absolute;inset:0;display:grid;grid-template-rows:auto 1fr auto;padding:${pad};pointer-events:none}
.story-page__group{display:flex;flex-direction:column;gap:2cqw;min-width:0}
.story-page__group--center{align-self:center}
.story-page__t{margin:0;line-height:${STORY_LINE_HEIGHT};overflow-wrap:anywhere;white-space:pre-line}
.story-page__link{position:absolute;left:50%;bottom:${pad};transform:translateX(-50%);max-width:80%;padding:2.5cqw 5cqw;border-radius:999px;background:rgb(255 255 255 / 92%);color:#111;font-weight:700;font-size:4.2cqw;text-decoration:none;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;box-shadow:0 1px 6px rgb(0 0 0 / 25%)}
a.story-page__link:focus-visible{outline:3px solid #0074e8;outline-offset:2px}
`;
