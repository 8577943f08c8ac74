import builderValidation from '~/messages/builder-validation/index.ts';
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
 * 100 characters), links the pin's own rule (`pin-input.ts`: http(s) only). The words are the
 * `builder-validation` messages in the current language (the page's, or the request's).
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

/** The problem with a scheduled time, or null (BLD-17, BLD-20: not past, at most 30 days ahead). */
export function scheduleProblem(scheduledTs: string | null, now: Date): string | null {
	const t = builderValidation();
	if (!scheduledTs) return t.scheduleMissing();
	const at = Date.parse(scheduledTs);
	if (Number.isNaN(at)) return t.scheduleInvalid();
	if (at <= now.getTime()) return t.schedulePast();
	if (at > now.getTime() + MAX_SCHEDULE_DAYS * DAY_MS) {
		return t.scheduleTooFar({ days: MAX_SCHEDULE_DAYS });
	}
	return null;
}

/**
 * BLD-17: every problem of the draft, at most one message per field (the first found). An
 * empty object means it may be published.
 */
export function draftProblems(draft: DraftForValidation, now: Date = new Date()): DraftProblems {
	const t = builderValidation();
	const out: DraftProblems = {};
	const put = (field: DraftProblemField, message: string) => {
		out[field] ??= message;
	};
	const items = draft.items;

	if (draft.type === 'story') {
		const pages = draft.storyData?.pages ?? [];
		if (pages.length === 0) put('media', t.storyNoPages());
		else if (pages.some(storyPageIsEmpty)) {
			put('media', t.storyEmptyPage());
		} else if (pages.length > MAX_DRAFT_ITEMS) {
			put('media', t.storyTooManyPages({ max: MAX_DRAFT_ITEMS }));
		}
		for (const page of pages) {
			if (page.linkBlock && normalizePinLink(page.linkBlock.url) === null) {
				put('story_link', t.storyLinkInvalid());
			}
		}
		for (const sticker of draft.storyData?.productStickers ?? []) {
			if (normalizePinLink(sticker.link) === null) put('story_link', t.linkInvalid());
		}
	} else if (items.length === 0) {
		put('media', t.mediaMissing());
	} else if (items.length > MAX_DRAFT_ITEMS) {
		put('media', t.carouselTooMany({ max: MAX_DRAFT_ITEMS }));
	} else if (items.some((item) => item.media === null && item.video === null)) {
		put('media', items.length > 1 ? t.carouselCardMissing() : t.mediaMissing());
	}

	if (!draft.boardId) put('board', t.boardMissing());

	for (const item of items) {
		if (chars(item.title) > PIN_TITLE_MAX) {
			put('title', t.titleTooLong({ max: PIN_TITLE_MAX }));
		}
		if (chars(item.description) > PIN_DESCRIPTION_MAX) {
			put('description', t.descriptionTooLong({ max: PIN_DESCRIPTION_MAX }));
		}
		if (badLink(item.link)) put('link', t.linkInvalid());
		for (const tag of liveTags(item.pinTags)) {
			if (normalizePinLink(tag.link) === null) {
				put('link', t.productTagLinkInvalid());
			}
		}
	}
	if (badLink(draft.websiteLink)) put('link', t.linkInvalid());
	if (chars(draft.altText) > PIN_ALT_TEXT_MAX) {
		put('alt_text', t.altTextTooLong({ max: PIN_ALT_TEXT_MAX }));
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
