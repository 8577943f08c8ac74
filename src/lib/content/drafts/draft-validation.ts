import {
	normalizePinLink,
	PIN_ALT_TEXT_MAX,
	PIN_DESCRIPTION_MAX,
	PIN_TITLE_MAX,
} from '../pins/pin-input.ts';
import { storyPageIsEmpty } from '../stories/story-rules.ts';
import { type Draft, liveTags, MAX_DRAFT_ITEMS } from './draft-model.ts';

/**
 * BLD-17: what stops a draft from being published, field by field, in words a person can act
 * on. Pure: the builder island shows these inline, and the server refuses a publish with the
 * same rules (then `apiError`/`apiErrorCode` keep server failures). Titles follow U-23 (at most
 * 100 characters), links the pin's own rule (`pin-input.ts`: http(s) only).
 */

const DRAFT_PROBLEM_FIELDS = [
	'media',
	'board',
	'title',
	'description',
	'link',
	'alt_text',
	'scheduled',
	'story_link',
] as const;
export type DraftProblemField = (typeof DRAFT_PROBLEM_FIELDS)[number];
export type DraftProblems = Partial<Record<DraftProblemField, string>>;

/** BLD-20: a scheduled pin goes out at most 30 days ahead. */
const MAX_SCHEDULE_DAYS = 30;
const DAY_MS = 86_400_000;

/** What the validator reads of a draft (the API's `Draft` is one). */
export type DraftForValidation = Pick<
	Draft,
	'type' | 'boardId' | 'altText' | 'websiteLink' | 'publishOption' | 'scheduledTs' | 'storyData'
> & {
	items: (Pick<Draft['items'][number], 'title' | 'description' | 'link' | 'media' | 'video'> & {
		pinTags: Pick<Draft['items'][number]['pinTags'][number], 'link' | 'status'>[];
	})[];
};

const chars = (text: string) => Array.from(text).length;
const badLink = (link: string | null | undefined) =>
	!!link && link.trim() !== '' && normalizePinLink(link) === null;
const LINK_MESSAGE = 'Please enter a valid URL (starting with http:// or https://).';

/** The problem with a scheduled time, or null (BLD-17, BLD-20: not past, at most 30 days ahead). */
export function scheduleProblem(scheduledTs: string | null, now: Date): string | null {
	if (!scheduledTs) return 'Pick a date and time to publish this Pin.';
	const at = Date.parse(scheduledTs);
	if (Number.isNaN(at)) return 'Pick a valid date and time to publish this Pin.';
	if (at <= now.getTime()) return 'Pick a date and time in the future.';
	if (at > now.getTime() + MAX_SCHEDULE_DAYS * DAY_MS) {
		return `You can schedule a Pin at most ${MAX_SCHEDULE_DAYS} days ahead.`;
	}
	return null;
}

/**
 * BLD-17: every problem of the draft, at most one message per field (the first found). An
 * empty object means it may be published.
 */
export function draftProblems(draft: DraftForValidation, now: Date = new Date()): DraftProblems {
	const out: DraftProblems = {};
	const put = (field: DraftProblemField, message: string) => {
		out[field] ??= message;
	};
	const items = draft.items;

	if (draft.type === 'story') {
		const pages = draft.storyData?.pages ?? [];
		if (pages.length === 0) put('media', 'Add at least one page to your story.');
		else if (pages.some(storyPageIsEmpty)) {
			put('media', 'Every page of your story needs some text, a picture, a video or a link.');
		} else if (pages.length > MAX_DRAFT_ITEMS) {
			put('media', `A story can have at most ${MAX_DRAFT_ITEMS} pages.`);
		}
		for (const page of pages) {
			if (page.linkBlock && normalizePinLink(page.linkBlock.url) === null) {
				put('story_link', 'Story links must be web addresses starting with http:// or https://.');
			}
		}
		for (const sticker of draft.storyData?.productStickers ?? []) {
			if (normalizePinLink(sticker.link) === null) put('story_link', LINK_MESSAGE);
		}
	} else if (items.length === 0) {
		put('media', 'Add an image or a video to your Pin.');
	} else if (items.length > MAX_DRAFT_ITEMS) {
		put('media', `A carousel can have at most ${MAX_DRAFT_ITEMS} images.`);
	} else if (items.some((item) => item.media === null && item.video === null)) {
		put(
			'media',
			items.length > 1
				? 'Every card of your carousel needs an image.'
				: 'Add an image or a video to your Pin.',
		);
	}

	if (!draft.boardId) put('board', 'Pick a board for your Pin.');

	for (const item of items) {
		if (chars(item.title) > PIN_TITLE_MAX) {
			put('title', `Titles can have at most ${PIN_TITLE_MAX} characters.`);
		}
		if (chars(item.description) > PIN_DESCRIPTION_MAX) {
			put('description', `Descriptions can have at most ${PIN_DESCRIPTION_MAX} characters.`);
		}
		if (badLink(item.link)) put('link', LINK_MESSAGE);
		for (const tag of liveTags(item.pinTags)) {
			if (normalizePinLink(tag.link) === null) {
				put('link', 'Every product tag needs a link starting with http:// or https://.');
			}
		}
	}
	if (badLink(draft.websiteLink)) put('link', LINK_MESSAGE);
	if (chars(draft.altText) > PIN_ALT_TEXT_MAX) {
		put('alt_text', `Alt text can have at most ${PIN_ALT_TEXT_MAX} characters.`);
	}
	if (draft.publishOption === 'scheduled') {
		const problem = scheduleProblem(draft.scheduledTs, now);
		if (problem) put('scheduled', problem);
	}
	return out;
}

/** The first problem (in the order of `DRAFT_PROBLEM_FIELDS`), or null. */
export function firstDraftProblem(
	problems: DraftProblems,
): { field: DraftProblemField; message: string } | null {
	for (const field of DRAFT_PROBLEM_FIELDS) {
		const message = problems[field];
		if (message) return { field, message };
	}
	return null;
}
