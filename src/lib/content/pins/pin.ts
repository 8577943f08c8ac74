import contentDefaults from '~/messages/content-defaults/index.ts';
import { isId } from '../../platform/db/ids.ts';
import type { ImageVariants } from '../../platform/media/image-sizes.ts';
import type { RichMetadata } from './rich-metadata.ts';

/** A pin as pages and API answers see it. */
export interface Pin {
	id: string;
	title: string;
	description: string;
	link: string | null;
	domain: string | null;
	altText: string;
	dominantColor: string;
	createdAt: string;
	repinCount: number;
	commentCount: number;
	/** PIN-20: how many people favorited it. */
	favoriteCount: number;
	/** PIN-20: how many people marked it done. */
	doneCount: number;
	images: ImageVariants;
	placeholder: string;
	/** The section of its board, or null for an unorganized pin. */
	sectionId: string | null;
	/**
	 * The pin this one was saved from (the original), or null for an original. Feeds name it
	 * only when everyone may read the original; single-pin answers name it to those who may
	 * (`pin-answer.server.ts`), so a save never points at a pin hidden from the reader.
	 */
	originPinId: string | null;
	board: {
		id: string;
		name: string;
		slug: string;
		url: string;
		ownerId: string;
		privacy: 'public' | 'secret';
		isArchived: boolean;
		isCollaborative: boolean;
	};
	pinner: { id: string; username: string; fullName: string; url: string };
}

/** `single`, `carousel`, `story` or `video` (`pins.pin_type`). */
export type PinType = 'single' | 'carousel' | 'story' | 'video';

/** Reads a stored `pin_type`; unknown text reads as `single`. */
export function parsePinType(value: string | null | undefined): PinType {
	return value === 'carousel' || value === 'story' || value === 'video' ? value : 'single';
}

/** One picture of a carousel pin (`pin_carousel_slots`), in order. */
export interface CarouselSlot {
	position: number;
	mediaId: string;
	title: string;
	description: string;
	link: string | null;
	altText: string;
	dominantColor: string;
	images: ImageVariants;
}

/** A product tag shown on a pin's picture (BLD-08): x and y in 0..1 of the picture of `slot`. */
export interface PinTagView {
	id: string;
	slot: number;
	x: number;
	y: number;
	link: string;
}

/** The closeup's pin: what feeds show plus rich metadata (PIN-07), which only the closeup reads. */
export interface PinDetail extends Pin {
	richMetadata: RichMetadata | null;
	/** How many reactions it has, of every type (PIN-01 `totalReactionCount`). */
	reactionCount: number;
	/** A video pin's uploaded video (played on the closeup and `/tv`), else null. */
	videoId: string | null;
	/** The pinner's picture (60×60) for the closeup, or null when they have none; not in `pinAnswer`. */
	pinnerAvatarUrl: string | null;
	/**
	 * Everyone, signed out included, may read it (a public live board, not moderated, its board
	 * owner and pinner visible to all): only such a closeup is indexed, carries JSON-LD and an
	 * AMP version. Pages read it; `pinAnswer` leaves it out.
	 */
	isOpen: boolean;
	pinType: PinType;
	/** A carousel's pictures in order (slot 0 is the pin's own picture); empty for other pins. */
	carouselSlots: CarouselSlot[];
	/** Product tags, on every slot. */
	pinTags: PinTagView[];
	/** A story pin's pages as stored JSON (`content/stories/story-data.ts` reads it); else null. */
	storyJson: string | null;
}

export type AspectClass = 'tall' | 'square' | 'wide';

/** PIN-05: width/height under 0.95 is tall, up to 1.05 square, otherwise wide. */
export function aspectClass(width: number, height: number): AspectClass {
	const ratio = width / height;
	if (ratio < 0.95) return 'tall';
	if (ratio <= 1.05) return 'square';
	return 'wide';
}

export const TITLE_LIMIT = 200;
export const DESCRIPTION_LIMIT = 496;

/** Cuts text to `limit` characters, ending with an ellipsis when it was cut (PIN-06). */
export function truncate(text: string, limit: number): string {
	const chars = Array.from(text);
	if (chars.length <= limit) return text;
	return `${chars
		.slice(0, limit - 1)
		.join('')
		.trimEnd()}…`;
}

/** PIN-06: the description shows only when longer than 3 characters and not the title. */
export function visibleDescription(title: string, description: string): string | null {
	const d = description.trim();
	if (d.length <= 3 || d === title.trim()) return null;
	return truncate(d, DESCRIPTION_LIMIT);
}

/** A URL-safe slug of a title, for `/pin/{slug}--{id}/` (SEO-01). */
export function slugify(text: string, max = 60): string {
	return text
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, max)
		.replace(/-+$/g, '');
}

/** The pin's canonical path. */
export function pinPath(id: string): string {
	return `/pin/${id}/`;
}

/** Reads the id from `/pin/{id}` or `/pin/{slug}--{id}` (SEO-01); null when malformed. */
export function pinIdFromSegment(segment: string): string | null {
	const id = segment.includes('--') ? segment.slice(segment.lastIndexOf('--') + 2) : segment;
	return isId(id) ? id : null;
}

/**
 * The title shown for a pin: its own, else the start of its description, else the word "Pin"
 * in the request's language (server code only: no island imports this module).
 */
export function displayTitle(pin: Pick<Pin, 'title' | 'description'>): string {
	if (pin.title.trim()) return truncate(pin.title.trim(), TITLE_LIMIT);
	if (pin.description.trim()) return truncate(pin.description.trim(), 100);
	return contentDefaults().pinTitle();
}
