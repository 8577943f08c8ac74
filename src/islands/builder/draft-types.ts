import type {
	DraftMedia,
	PinTag,
	Draft as ServerDraft,
	DraftItem as ServerDraftItem,
} from '~/lib/content/drafts/draft-model.ts';

/**
 * The draft as the builder holds it: `PinDraftResource`'s answer (BLD-03, BLD-04 names,
 * `src/lib/content/drafts/draft-model.ts`), except that an item (or a tag) made in the browser
 * has no id until the server stored it.
 */
export type { DraftMedia };
export type DraftPinTag = PinTag;
export type DraftItem = Omit<ServerDraftItem, 'id'> & { id: string | null };
export type Draft = Omit<ServerDraft, 'items'> & { items: DraftItem[] };

/** The draft-level fields `PinDraftResource` update takes (snake_case, only the dirty ones). */
export interface DraftFieldsInput {
	board_id?: string | null;
	section_id?: string | null;
	alt_text?: string;
	interest_tags?: string[];
	is_comments_allowed?: boolean;
	is_shopping_rec_allowed?: boolean;
	website_link?: string;
	publish_option?: 'immediately' | 'scheduled';
	scheduled_ts?: string | null;
	story_data?: unknown;
}

/** U-23: at most 8 files per upload batch, at most 10 items per carousel. */
export {
	MAX_BATCH_DRAFTS as BATCH_LIMIT,
	MAX_DRAFT_ITEMS as CAROUSEL_MAX,
} from '~/lib/content/drafts/draft-model.ts';
export const CAROUSEL_MIN = 2;
/** U-23: the title limit. */
export { PIN_TITLE_MAX as TITLE_LIMIT } from '~/lib/content/pins/pin-input.ts';
