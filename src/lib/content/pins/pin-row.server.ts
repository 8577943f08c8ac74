import { avatarUrl } from '../../identity/users/avatar.server.ts';
import { nameOf } from '../../identity/users/display-name.sql.server.ts';
import { displayName } from '../../identity/users/display-name.ts';
import { isBoardPublic } from '../../platform/access/board-access.ts';
import { type PersonState, personOpenToAll } from '../../platform/access/person-visibility.ts';
import { config } from '../../platform/config/config.server.ts';
import { type StoredVariants, variantsToImages } from '../../platform/media/image-sizes.ts';
import {
	type CarouselSlot,
	type Pin,
	type PinDetail,
	type PinTagView,
	parsePinType,
} from './pin.ts';
import type { PinDetailRow, PinJoinedRow } from './pins.repository.server.ts';
import { parseRichMetadata } from './rich-metadata.ts';

/** Row → domain pin. Rows never leave the server; this is the one place that reads them. */
export function pinRowToPin(row: PinJoinedRow): Pin {
	const variants = JSON.parse(row.media_variants) as StoredVariants;
	return {
		id: row.id,
		title: row.title,
		description: row.description,
		link: row.link,
		domain: row.domain,
		altText: row.alt_text,
		dominantColor: row.dominant_color,
		createdAt: row.created_at,
		repinCount: row.repin_count,
		commentCount: row.comment_count,
		favoriteCount: row.favorite_count,
		doneCount: row.done_count,
		images: variantsToImages(config().MEDIA_BASE_URL, row.media_storage_key, variants),
		placeholder: row.media_placeholder,
		sectionId: row.section_id,
		originPinId: row.origin_pin_id,
		board: {
			id: row.board_id,
			name: row.board_name,
			slug: row.board_slug,
			url: `/${row.board_owner_username}/${row.board_slug}/`,
			ownerId: row.board_owner_id,
			privacy: row.board_privacy === 'secret' ? 'secret' : 'public',
			isArchived: row.board_is_archived === 1,
			isCollaborative: row.board_is_collaborative === 1,
		},
		pinner: {
			id: row.pinner_id,
			username: row.pinner_username,
			fullName: displayName(nameOf(row, 'pinner_')),
			url: `/${row.pinner_username}/`,
		},
	};
}

/** The board owner and the pinner of a row, as the person rule reads them. */
export function pinPeopleOf(row: PinJoinedRow): { owner: PersonState; pinner: PersonState } {
	return {
		owner: {
			id: row.board_owner_id,
			status: row.board_owner_status,
			is_private: row.board_owner_is_private,
			owner_user_id: row.board_owner_owner_user_id,
		},
		pinner: {
			id: row.pinner_id,
			status: row.pinner_status,
			is_private: row.pinner_is_private,
			owner_user_id: row.pinner_owner_user_id,
		},
	};
}

/** Whether everyone, signed out included, may read the pin of this row. */
export function pinRowOpenToAll(row: PinJoinedRow): boolean {
	const { owner, pinner } = pinPeopleOf(row);
	return (
		isBoardPublic({ privacy: row.board_privacy, isArchived: row.board_is_archived === 1 }) &&
		row.is_hidden === 0 &&
		personOpenToAll(owner) &&
		personOpenToAll(pinner)
	);
}

/**
 * Row → the closeup's pin: the feed pin plus its rich metadata (PIN-07), with the stored
 * original of a save (the caller names it only to readers who may read it).
 */
export function pinDetailRowToPin(row: PinDetailRow): PinDetail {
	return {
		...pinRowToPin(row),
		originPinId: row.stored_origin_pin_id,
		richMetadata: parseRichMetadata(row.rich_metadata),
		reactionCount: Number(row.reaction_count ?? 0),
		videoId: row.video_id ?? null,
		pinnerAvatarUrl: avatarUrl(row.pinner_avatar_storage_key, row.pinner_avatar_variants, '60x60'),
		isOpen: pinRowOpenToAll(row),
		pinType: parsePinType(row.pin_type),
		carouselSlots: [],
		pinTags: [],
		storyJson: row.pin_type === 'story' ? row.story_data : null,
	};
}

/** Slot rows (`listCarouselSlotRows`) → a carousel's pictures. */
export function carouselSlotOfRow(row: {
	position: number;
	media_id: string;
	title: string;
	description: string;
	link: string | null;
	alt_text: string;
	dominant_color: string;
	media_storage_key: string;
	media_variants: string;
}): CarouselSlot {
	return {
		position: row.position,
		mediaId: row.media_id,
		title: row.title,
		description: row.description,
		link: row.link,
		altText: row.alt_text,
		dominantColor: row.dominant_color,
		images: variantsToImages(
			config().MEDIA_BASE_URL,
			row.media_storage_key,
			JSON.parse(row.media_variants) as StoredVariants,
		),
	};
}

/** A tag row (`listPinTagRows`) → the tag shown. */
export function pinTagOfRow(row: {
	id: string;
	slot: number;
	x: number;
	y: number;
	link: string;
}): PinTagView {
	return { id: row.id, slot: row.slot, x: Number(row.x), y: Number(row.y), link: row.link };
}
