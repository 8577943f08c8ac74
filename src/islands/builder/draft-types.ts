/**
 * The draft as `PinDraftResource` answers it (BLD-03, BLD-04 names; the contract in
 * `src/lib/content/drafts/README.md`), as far as the builder reads it.
 */
export interface DraftImage {
	url: string;
	width: number;
	height: number;
}

export interface DraftMedia {
	id: string;
	images: Record<string, DraftImage>;
	dominant_color?: string | null;
}

/** BLD-08: a product tag on a picture; x and y are fractions of its width and height. */
export interface DraftPinTag {
	id: string | null;
	x: number;
	y: number;
	link: string;
	taggedObjectIds: string[];
	status: 'new' | 'saved' | 'edited' | 'deleted';
}

export interface DraftItem {
	id: string | null;
	title: string;
	description: string;
	link: string;
	media: DraftMedia | null;
	video: { id: string; cover_media_id?: string | null } | null;
	pinTags: DraftPinTag[];
	canvasJson: unknown;
	userMentionTags: unknown;
}

export interface Draft {
	id: string;
	type: 'single' | 'carousel' | 'story';
	status: string;
	publishingStatus: string;
	publishOption: 'immediately' | 'scheduled';
	scheduledTs: string | null;
	boardId: string | null;
	sectionId: string | null;
	board: { id: string; name: string } | null;
	altText: string;
	interestTags: { id: string; name: string }[];
	isCommentsAllowed: boolean;
	isShoppingRecAllowed: boolean;
	websiteLink: string;
	storyData: unknown;
	apiError: string | null;
	apiErrorCode: number | string | null;
	pinId: string | null;
	attempts: number;
	updatedAt: string;
	items: DraftItem[];
}

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
export const BATCH_LIMIT = 8;
export const CAROUSEL_MAX = 10;
export const CAROUSEL_MIN = 2;
/** U-23: the title limit. */
export const TITLE_LIMIT = 100;
