import type { Kysely } from 'kysely';
import { displayName } from '../../identity/users/display-name.ts';
import { parseUserSettings } from '../../identity/users/user-settings.ts';
import { BOARD_PRIVACY_CODES, boardPrivacyName } from '../../platform/access/board-access.ts';
import { commentsOpen } from '../../platform/access/comment-access.ts';
import type { Database } from '../../platform/db/database.ts';
import { aspectClass, displayTitle, type PinDetail, slugify, visibleDescription } from './pin.ts';
import { type PinMarks, pinMarks } from './pin-marks.service.server.ts';
import { findCommentSwitchRow, findReadablePinner } from './pins.repository.server.ts';
import { totalReactions } from './reactions.ts';

/**
 * The person a save came from (PIN-01 `originPinner`), when the viewer may read the original,
 * else null: a public save of a secret, archived or moderated pin, or of a pin whose board owner
 * or pinner the viewer may not see (a private profile's, unless the viewer is a member of its
 * board; a deactivated or suspended account's), must not name it (`mayReadPin`'s rule, in SQL:
 * `pinReadableSql`).
 */
async function originPinner(
	db: Kysely<Database>,
	originPinId: string | null,
	viewerId: string | null,
) {
	if (!originPinId) return null;
	const row = await findReadablePinner(db, originPinId, viewerId);
	if (!row) return null;
	return {
		id: row.id,
		username: row.username,
		fullName: displayName(row),
		url: `/${row.username}/`,
	};
}

/**
 * The pin with `originPinId` left out when the viewer may not read the original (a save of a
 * secret pin), for answers that carry the domain pin as it is (RepinResource, QuickSaveResource).
 */
export async function withVisibleOrigin<P extends { originPinId: string | null }>(
	db: Kysely<Database>,
	pin: P,
	viewerId: string | null,
): Promise<P> {
	if (!pin.originPinId || (await originPinner(db, pin.originPinId, viewerId))) return pin;
	return { ...pin, originPinId: null };
}

/** The SEO form of a pin's URL (SEO-01): `/pin/{slug}--{id}/`, or `/pin/{id}/` without words. */
function pinSeoPath(pin: Pick<PinDetail, 'id' | 'title' | 'description'>): string {
	const slug = slugify(displayTitle(pin));
	return slug && slug !== 'pin' ? `/pin/${slug}--${pin.id}/` : `/pin/${pin.id}/`;
}

/**
 * A pin as API answers carry it (PinResource, v3GetPinQuery): the domain pin plus the PIN-01
 * and PIN-09 fields we have, under the spec's names. The board carries its BRD-02 privacy
 * number (`privacy`) and name (`privacy_name`).
 */
export async function pinAnswer(db: Kysely<Database>, pin: PinDetail, viewerId: string | null) {
	const [marks, origin, switches] = await Promise.all([
		pinMarks(db, pin.id, viewerId, {
			favorite_count: pin.favoriteCount,
			done_count: pin.doneCount,
		}),
		originPinner(db, pin.originPinId, viewerId),
		findCommentSwitchRow(db, pin.id),
	]);
	// CMT-12: off on the pin itself (BLD-16), or by its pinner's privacy setting.
	const pinAllowsComments = switches?.comments_allowed !== 0;
	const open = commentsOpen({
		pinAllowsComments,
		ownerDisabledComments: parseUserSettings(switches?.pinner_settings).privacy.comments_disabled,
	});
	// An original the viewer cannot read is not named, not even by id.
	return {
		...pinAnswerOf(origin || !pin.originPinId ? pin : { ...pin, originPinId: null }, marks, origin),
		comments_disabled: !pinAllowsComments,
		is_eligible_for_aggregated_comments: open,
		aggregated_pin_data: { comment_count: pin.commentCount },
	};
}

function storyJsonValue(json: string | null): unknown {
	if (json === null) return null;
	try {
		return JSON.parse(json) as unknown;
	} catch {
		return null;
	}
}

/** Pure part of `pinAnswer`. */
function pinAnswerOf(
	pin: PinDetail,
	marks: PinMarks,
	origin: Awaited<ReturnType<typeof originPinner>>,
) {
	const {
		richMetadata,
		isOpen: _isOpen,
		pinnerAvatarUrl: _avatar,
		pinType,
		carouselSlots,
		pinTags,
		storyJson,
		...rest
	} = pin;
	const title = displayTitle(pin);
	const privacyName = boardPrivacyName({
		privacy: pin.board.privacy,
		is_archived: pin.board.isArchived ? 1 : 0,
		is_collaborative: pin.board.isCollaborative ? 1 : 0,
	});
	return {
		...rest,
		type: 'pin' as const,
		entityId: pin.id,
		grid_title: pin.title ? title : '',
		seo_title: title,
		seo_description: visibleDescription(pin.title, pin.description) ?? '',
		seo_alt_text: pin.altText || title,
		seo_url: pinSeoPath(pin),
		aspect: aspectClass(pin.images.orig.width, pin.images.orig.height),
		rich_metadata: richMetadata,
		pin_type: pinType,
		// PIN-17: a story's pages, blocks and stickers as stored (checked when it was published).
		story_pin_data: storyJsonValue(storyJson),
		// A carousel's pictures in order (slot 0 is `images`), with the index shown first.
		carousel_data:
			pinType === 'carousel' && carouselSlots.length > 0
				? {
						index: 0,
						carousel_slots: carouselSlots.map((slot) => ({
							id: `${pin.id}-${slot.position}`,
							position: slot.position,
							media_id: slot.mediaId,
							title: slot.title,
							description: slot.description,
							link: slot.link,
							alt_text: slot.altText,
							dominant_color: slot.dominantColor,
							images: slot.images,
						})),
					}
				: null,
		// BLD-08 product tags: x and y in 0..1 of the picture of `slot`.
		pin_tags: pinTags.map((tag) => ({ ...tag, tagged_object_ids: [] })),
		...marks,
		total_reaction_count: totalReactions(marks.reaction_counts),
		board: {
			...pin.board,
			privacy: BOARD_PRIVACY_CODES[privacyName],
			privacy_name: privacyName,
		},
		section: pin.sectionId ? { id: pin.sectionId } : null,
		origin_pinner: origin,
	};
}

export type PinAnswer = Awaited<ReturnType<typeof pinAnswer>>;
