import type { StoryData } from '../stories/story-data.ts';

/**
 * The pin draft as the builder and the API see it (BLD-03, BLD-04, BLD-08), and the pure state
 * rules of the builder (BLD-01, 02, 05, 06, 07, 09, 10). No server imports: the builder island
 * and the server share these.
 */

/** BLD-01: the upload states of a draft while it is being published. */
export const UPLOAD_STATES = ['attempted', 'publishing', 'succeeded', 'uploading'] as const;
/** BLD-01: the states of one work item (an item being uploaded, edited or saved). */
export const WORK_ITEM_STATES = ['processing', 'edited', 'creating', 'saving', 'saved'] as const;
/** BLD-01: the states during which the builder is busy (its buttons wait). */
export const BUSY_STATES = ['processing', 'publishing', 'saving'] as const;

/** BLD-01/02: whether a work item or upload state keeps the builder busy. */
export function isBusy(state: string): boolean {
	return (BUSY_STATES as readonly string[]).includes(state);
}

export const DRAFT_TYPES = ['single', 'carousel', 'story'] as const;
export type DraftType = (typeof DRAFT_TYPES)[number];
/** BLD-02: a draft's edit status. */
export const DRAFT_STATUSES = ['created', 'edited', 'saved'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];
/**
 * Where publishing stands: `notAttempted` (BLD-02), `scheduled` (waiting for its time, BLD-20),
 * `publishing` (claimed by one process), `succeeded` (a pin exists) or `failed` (BLD-17:
 * `apiError`/`apiErrorCode` say why).
 */
export const PUBLISHING_STATUSES = [
	'notAttempted',
	'scheduled',
	'publishing',
	'succeeded',
	'failed',
] as const;
export type PublishingStatus = (typeof PUBLISHING_STATUSES)[number];
export const PUBLISH_OPTIONS = ['immediately', 'scheduled'] as const;
export type PublishOption = (typeof PUBLISH_OPTIONS)[number];
/** BLD-02: the builder's mode and view when a draft starts. */
export const BUILDER_MODES = ['create', 'edit', 'batch'] as const;
export const BUILDER_VIEWS = ['upload', 'details'] as const;

/** BLD-07/08: a product tag's status in the builder. */
export const PIN_TAG_STATUSES = ['new', 'saved', 'edited', 'deleted'] as const;
export type PinTagStatus = (typeof PIN_TAG_STATUSES)[number];

/** U-23: at most 10 items in a carousel or story, at most 8 drafts per batch upload. */
export const MAX_DRAFT_ITEMS = 10;
export const MAX_BATCH_DRAFTS = 8;
/** At most this many interest tags on a draft. */
export const MAX_INTEREST_TAGS = 10;
/** At most this many product tags on one picture. */
export const MAX_PIN_TAGS = 20;

/** BLD-08: a product tag, a point (x, y in 0..1 of the picture) with a link. */
export interface PinTag {
	/** Null until the server stored it. */
	id: string | null;
	x: number;
	y: number;
	link: string;
	taggedObjectIds: string[];
	status: PinTagStatus;
}

export interface DraftMedia {
	id: string;
	images: Record<string, { url: string; width: number; height: number }>;
	dominant_color: string;
}

/** cr-video's upload answer (the contract's `VideoUpload`). */
export interface DraftVideo {
	id: string;
	width: number;
	height: number;
	duration_ms: number;
	format: string;
	cover_media_id: string | null;
	frames: { media_id: string; images: DraftMedia['images'] }[];
}

/** BLD-04: one picture or video of a draft. */
export interface DraftItem {
	id: string;
	title: string;
	description: string;
	link: string | null;
	media: DraftMedia | null;
	video: DraftVideo | null;
	pinTags: PinTag[];
	canvasJson: string | null;
	userMentionTags: string[];
}

/** BLD-03: the draft (the API's answer). */
export interface Draft {
	id: string;
	type: DraftType;
	status: DraftStatus;
	publishingStatus: PublishingStatus;
	publishOption: PublishOption;
	/** ISO instant, or null. */
	scheduledTs: string | null;
	boardId: string | null;
	sectionId: string | null;
	/** The board's name while the owner may still read it. */
	board: { id: string; name: string } | null;
	altText: string;
	interestTags: { id: string; name: string }[];
	isCommentsAllowed: boolean;
	isShoppingRecAllowed: boolean;
	websiteLink: string | null;
	storyData: StoryData | null;
	apiError: string | null;
	apiErrorCode: string | null;
	/** The published pin, once `publishingStatus` is `succeeded`. */
	pinId: string | null;
	attempts: number;
	updatedAt: string;
	items: DraftItem[];
}

/**
 * BLD-02 and BLD-16: what a new draft starts as (status `created`, publishing `notAttempted`,
 * publish immediately, comments and shopping recommendations allowed), with the builder's mode
 * `create` and view `upload`.
 */
export const NEW_DRAFT_DEFAULTS = {
	status: 'created',
	publishingStatus: 'notAttempted',
	publishOption: 'immediately',
	isCommentsAllowed: true,
	isShoppingRecAllowed: true,
	mode: 'create',
	view: 'upload',
} as const satisfies {
	status: DraftStatus;
	publishingStatus: PublishingStatus;
	publishOption: PublishOption;
	isCommentsAllowed: boolean;
	isShoppingRecAllowed: boolean;
	mode: (typeof BUILDER_MODES)[number];
	view: (typeof BUILDER_VIEWS)[number];
};

/**
 * BLD-05: a story stays a story; otherwise more than one item makes a carousel and one item or
 * fewer a single pin.
 */
export function draftTypeFor(type: DraftType, itemCount: number): DraftType {
	if (type === 'story') return 'story';
	return itemCount > 1 ? 'carousel' : 'single';
}

/** BLD-06: any edit of a draft (a story item's included) marks it `edited`. */
export function statusAfterEdit(_status: DraftStatus): DraftStatus {
	return 'edited';
}

/**
 * BLD-07: removing a tag marks it `deleted`, unless it was only just created (status `new`),
 * which drops it.
 */
export function removePinTag<T extends Pick<PinTag, 'status'>>(tags: T[], index: number): T[] {
	const tag = tags[index];
	if (!tag) return tags;
	if (tag.status === 'new') return tags.filter((_, i) => i !== index);
	return tags.map((t, i) => (i === index ? { ...t, status: 'deleted' as const } : t));
}

/** BLD-07: editing a saved tag marks it `edited`; a new tag stays `new`. */
export function editPinTag<T extends PinTag>(
	tags: T[],
	index: number,
	changes: Partial<Pick<PinTag, 'x' | 'y' | 'link' | 'taggedObjectIds'>>,
): T[] {
	return tags.map((t, i) =>
		i === index
			? { ...t, ...changes, status: t.status === 'saved' ? ('edited' as const) : t.status }
			: t,
	);
}

/**
 * The tags as stored after a save: deleted ones are gone, the rest are `saved` (the server gives
 * new ones an id through `newId`).
 */
export function tagsAfterSave<T extends PinTag>(tags: T[], newId: () => string): PinTag[] {
	return tags
		.filter((t) => t.status !== 'deleted')
		.map((t) => ({
			id: t.id ?? newId(),
			x: t.x,
			y: t.y,
			link: t.link,
			taggedObjectIds: t.taggedObjectIds,
			status: 'saved' as const,
		}));
}

/** The tags a published pin gets (all but the deleted ones). */
export function liveTags<T extends Pick<PinTag, 'status'>>(tags: T[]): T[] {
	return tags.filter((t) => t.status !== 'deleted');
}

/** The builder's state of one item around BLD-09. */
export interface ItemMediaState {
	media: DraftMedia | null;
	video: DraftVideo | null;
	link: string | null;
	canvasJson: string | null;
	pinTags: PinTag[];
	isTaggable: boolean;
}

/**
 * BLD-09: choosing a picture or video clears the canvas and the tags; a video chosen from the
 * device is not taggable, and otherwise an item is taggable when it has media and no link.
 */
export function selectMedia<S extends ItemMediaState>(
	item: S,
	chosen: { media: DraftMedia | null; video: DraftVideo | null; isLocalVideo: boolean },
): S {
	const hasMedia = chosen.media !== null || chosen.video !== null;
	return {
		...item,
		media: chosen.media,
		video: chosen.video,
		canvasJson: null,
		pinTags: [],
		isTaggable: chosen.isLocalVideo ? false : hasMedia && !item.link,
	};
}

/** BLD-09's rule on its own, for an item as it stands. */
export function isTaggable(
	item: Pick<ItemMediaState, 'media' | 'video' | 'link'>,
	isLocalVideo = false,
): boolean {
	if (isLocalVideo) return false;
	return (item.media !== null || item.video !== null) && !item.link;
}

/** BLD-10: the dirty fields of a batch edit, by name. */
export type DirtyFields = ReadonlySet<string>;

/** BLD-10: marks one field dirty (a new set; the old one is unchanged). */
export function markDirty(dirty: DirtyFields, field: string): DirtyFields {
	if (dirty.has(field)) return dirty;
	return new Set([...dirty, field]);
}

/** BLD-10: the fields whose value differs from where the edit began. */
export function dirtyFieldsOf<T extends Record<string, unknown>>(
	original: T,
	current: T,
): DirtyFields {
	const out = new Set<string>();
	for (const key of new Set([...Object.keys(original), ...Object.keys(current)])) {
		if (JSON.stringify(original[key]) !== JSON.stringify(current[key])) out.add(key);
	}
	return out;
}

/** BLD-10: only the dirty fields of `values`, for the update call. */
export function pickDirty<T extends Record<string, unknown>>(
	values: T,
	dirty: DirtyFields,
): Partial<T> {
	const out: Partial<T> = {};
	for (const key of Object.keys(values) as (keyof T & string)[]) {
		if (dirty.has(key)) out[key] = values[key];
	}
	return out;
}

/**
 * BLD-10: applies a batch edit to each target: only the dirty fields are copied, so what each
 * draft had in the other fields stays.
 */
export function applyDirty<T extends Record<string, unknown>>(
	targets: readonly T[],
	values: Partial<T>,
	dirty: DirtyFields,
): T[] {
	const changes = pickDirty(values as Record<string, unknown>, dirty) as Partial<T>;
	return targets.map((t) => ({ ...t, ...changes }));
}

/**
 * The media and video ids a story's pages name (`story_data` as stored; damaged JSON names
 * none): what a story draft uses besides its items.
 */
export function storyMediaIds(storyJson: string | null): { media: string[]; videos: string[] } {
	if (!storyJson) return { media: [], videos: [] };
	try {
		const data = JSON.parse(storyJson) as StoryData;
		const blocks = (data.pages ?? []).flatMap((p) => p.blocks ?? []);
		return {
			media: blocks.flatMap((b) => (b.mediaId ? [b.mediaId] : [])),
			videos: blocks.flatMap((b) => (b.videoId ? [b.videoId] : [])),
		};
	} catch {
		return { media: [], videos: [] };
	}
}
