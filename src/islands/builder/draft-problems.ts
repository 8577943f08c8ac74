import { type Draft, TITLE_LIMIT } from './draft-types.ts';

/** A BLD-17 field the builder shows an inline error beside. */
export type ProblemField =
	| 'media'
	| 'board'
	| 'title'
	| 'description'
	| 'link'
	| 'alt_text'
	| 'scheduled'
	| 'story_link';

export type DraftProblems = Partial<Record<ProblemField, string>>;

const DAY_MS = 86_400_000;

function isWebLink(value: string): boolean {
	try {
		const url = new URL(value);
		return url.protocol === 'http:' || url.protocol === 'https:';
	} catch {
		return false;
	}
}

/**
 * BLD-17: the inline errors of a draft, field by field (empty when it may be published).
 * INTEGRATION (cr-drafts): the same rules as `draftProblems` in
 * `src/lib/content/drafts/draft-validation.ts`; this file delegates to it once merged.
 */
export function draftProblems(draft: Draft, now: number = Date.now()): DraftProblems {
	const problems: DraftProblems = {};
	if (
		draft.type !== 'story' &&
		(draft.items.length === 0 || draft.items.some((i) => !i.media && !i.video))
	)
		problems.media = 'Add a picture or a video.';
	if (!draft.boardId) problems.board = 'Choose a board.';
	const first = draft.items[0];
	if (first && first.title.length > TITLE_LIMIT)
		problems.title = `Titles can be at most ${TITLE_LIMIT} characters.`;
	if (first && first.description.length > 500)
		problems.description = 'Descriptions can be at most 500 characters.';
	const link = draft.websiteLink || first?.link || '';
	if (link && !isWebLink(link))
		problems.link = 'Enter a web address starting with http:// or https://.';
	if (draft.altText.length > 500) problems.alt_text = 'Alt text can be at most 500 characters.';
	if (draft.publishOption === 'scheduled') {
		const at = draft.scheduledTs ? Date.parse(draft.scheduledTs) : Number.NaN;
		if (Number.isNaN(at)) problems.scheduled = 'Choose a date and time.';
		else if (at <= now) problems.scheduled = 'Choose a time in the future.';
		else if (at > now + 30 * DAY_MS) problems.scheduled = 'Choose a time within 30 days.';
	}
	return problems;
}
