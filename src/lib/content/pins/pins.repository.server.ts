import type { Kysely, SelectQueryBuilder } from 'kysely';
import { nameColumns } from '../../identity/users/display-name.sql.server.ts';
import { boardReadableBy } from '../../platform/access/board-visibility.server.ts';
import { discoveryVisibleSql } from '../../platform/access/discovery-visibility.server.ts';
import { pinReadableSql, visibleOriginIdSql } from '../../platform/access/pin-visibility.server.ts';
import type { Database } from '../../platform/db/database.ts';
import { countAll } from '../../platform/db/sql.server.ts';
import { hasTagsColumn } from './pin-tags.sql.server.ts';

/**
 * The columns a pin card or closeup needs (what `pinRowToPin` reads), in one row per pin (one
 * query per feed page). Feeds of other parts may start from this rather than copy the list.
 */
export function selectPinRows(db: Kysely<Database>) {
	return db
		.selectFrom('pins as p')
		.innerJoin('boards as b', 'b.id', 'p.board_id')
		.innerJoin('users as u', 'u.id', 'p.pinner_id')
		.innerJoin('users as o', 'o.id', 'b.owner_id')
		.innerJoin('media as m', 'm.id', 'p.media_id')
		.select([
			'p.id',
			'p.title',
			'p.description',
			'p.link',
			'p.domain',
			'p.alt_text',
			'p.dominant_color',
			'p.created_at',
			'p.repin_count',
			'p.comment_count',
			'p.favorite_count',
			'p.done_count',
			'p.is_hidden',
			'p.section_id',
			// A save's original only when everyone may read it (the closeup names it to those
			// who may: `pinDetailRowToPin`, `pinAnswer`).
			(eb) => visibleOriginIdSql(null, 'p')(eb).as('origin_pin_id'),
			'b.id as board_id',
			'b.name as board_name',
			'b.slug as board_slug',
			'b.privacy as board_privacy',
			'b.is_archived as board_is_archived',
			'b.is_collaborative as board_is_collaborative',
			'b.owner_id as board_owner_id',
			'o.username as board_owner_username',
			// The person rule's inputs (`person-visibility.ts`), from the joins already here.
			'o.status as board_owner_status',
			'o.is_private as board_owner_is_private',
			'o.owner_user_id as board_owner_owner_user_id',
			'u.id as pinner_id',
			...nameColumns('u', 'pinner_'),
			'u.status as pinner_status',
			'u.is_private as pinner_is_private',
			'u.owner_user_id as pinner_owner_user_id',
			'm.storage_key as media_storage_key',
			'm.variants as media_variants',
			'm.placeholder as media_placeholder',
		]);
}

type PinQuery = ReturnType<typeof selectPinRows>;
export type PinJoinedRow = PinQuery extends SelectQueryBuilder<any, any, infer R> ? R : never;

export type PinDetailRow = PinJoinedRow & {
	rich_metadata: string | null;
	/** The pinner's picture (a `media` row), for the closeup's pinner line; null without one. */
	pinner_avatar_storage_key: string | null;
	pinner_avatar_variants: string | null;
	reaction_count: number;
	/** The stored original of a save, whoever may read it (`pinAnswer` decides per viewer). */
	stored_origin_pin_id: string | null;
	pin_type: string;
	story_data: string | null;
	/** 1 when the pin has product tags (an index probe, so a plain pin asks nothing more). */
	has_tags: number;
	/** A video pin's uploaded video (`videos`), else null. */
	video_id: string | null;
};

/**
 * One pin with its board, pinner (and their picture), media and rich metadata (PIN-07), whatever its visibility
 * (callers decide). Feeds use `selectPinRows` without the metadata, which only the closeup shows.
 */
export async function findPinRow(
	db: Kysely<Database>,
	id: string,
): Promise<PinDetailRow | undefined> {
	return selectPinRows(db)
		.leftJoin('media as pa', 'pa.id', 'u.image_media_id')
		.select((eb) => [
			'p.rich_metadata',
			'pa.storage_key as pinner_avatar_storage_key',
			'pa.variants as pinner_avatar_variants',
			'p.origin_pin_id as stored_origin_pin_id',
			'p.pin_type',
			'p.story_data',
			hasTagsColumn(eb),
			'p.video_id',
			// PIN-01 totalReactionCount, from the reactions' primary key (pin_id first).
			eb
				.selectFrom('pin_reactions as r')
				.select(countAll().as('n'))
				.whereRef('r.pin_id', '=', 'p.id')
				.as('reaction_count'),
		])
		.where('p.id', '=', id)
		.executeTakeFirst() as Promise<PinDetailRow | undefined>;
}

/**
 * Newest public pins (of one pinner when `pinnerId` is given), newest first, strictly older than `beforeId` when given (keyset).
 * Uses the primary key order; secret boards and hidden pins are filtered in SQL.
 */
export async function listPublicPinRows(
	db: Kysely<Database>,
	options: {
		beforeId?: string | undefined;
		limit: number;
		pinnerId?: string;
		/** Leave out saves of other pins (`origin_pin_id` set). */
		originalsOnly?: boolean;
		/** Leave out the pins this viewer hid. */
		viewerId?: string | null | undefined;
	},
): Promise<PinJoinedRow[]> {
	let q = selectPinRows(db)
		// Pins everyone may see (public live boards, not hidden by moderation, not a private,
		// deactivated or suspended person's boards or pins: SET-01, SET-12), less those the
		// viewer hid; the viewer's own private ones are in their profile's feeds.
		.where(
			discoveryVisibleSql(options.viewerId ?? null, {
				boards: 'public',
				people: 'public',
				blocks: false,
			}),
		)
		.orderBy('p.id', 'desc')
		.limit(options.limit);
	if (options.beforeId) q = q.where('p.id', '<', options.beforeId);
	if (options.pinnerId) q = q.where('p.pinner_id', '=', options.pinnerId);
	if (options.originalsOnly) q = q.where('p.origin_pin_id', 'is', null);
	return q.execute();
}

/**
 * Those of `ids` the viewer may see counted as an impression: not hidden by moderation, on a
 * board the viewer may read.
 */
export async function findImpressionPinIds(
	db: Kysely<Database>,
	viewerId: string | null,
	ids: readonly string[],
) {
	return db
		.selectFrom('pins as p')
		.innerJoin('boards as b', 'b.id', 'p.board_id')
		.select('p.id')
		.where('p.id', 'in', [...ids])
		.where('p.is_hidden', '=', 0)
		.where(boardReadableBy(viewerId))
		.execute();
}

/**
 * The pinner of a pin (id and names) when `viewerId` may read that pin (`pinReadableSql`), else
 * undefined: what a save may say of the pin it came from (PIN-01 `originPinner`).
 */
export async function findReadablePinner(
	db: Kysely<Database>,
	pinId: string,
	viewerId: string | null,
) {
	return db
		.selectFrom('pins as p')
		.innerJoin('boards as b', 'b.id', 'p.board_id')
		.innerJoin('users as u', 'u.id', 'p.pinner_id')
		.innerJoin('users as o', 'o.id', 'b.owner_id')
		.select(['u.id', ...nameColumns('u')])
		.where('p.id', '=', pinId)
		.where(pinReadableSql(viewerId, { pin: 'p', board: 'b', pinner: 'u', owner: 'o' }))
		.executeTakeFirst();
}

/**
 * The carousel pictures of the given pins (one query for a page of pins), in order, with what
 * showing them needs.
 */
export async function listCarouselSlotRows(db: Kysely<Database>, pinIds: readonly string[]) {
	if (pinIds.length === 0) return [];
	return db
		.selectFrom('pin_carousel_slots as s')
		.innerJoin('media as m', 'm.id', 's.media_id')
		.select([
			's.pin_id',
			's.position',
			's.media_id',
			's.title',
			's.description',
			's.link',
			's.alt_text',
			'm.dominant_color',
			'm.storage_key as media_storage_key',
			'm.variants as media_variants',
		])
		.where('s.pin_id', 'in', [...pinIds])
		.orderBy('s.pin_id')
		.orderBy('s.position')
		.execute();
}

/** The product tags of the given pins (one query for a page of pins). */
export async function listPinTagRows(db: Kysely<Database>, pinIds: readonly string[]) {
	if (pinIds.length === 0) return [];
	return db
		.selectFrom('pin_tags')
		.select(['id', 'pin_id', 'slot', 'x', 'y', 'link'])
		.where('pin_id', 'in', [...pinIds])
		.orderBy('pin_id')
		.orderBy('slot')
		.orderBy('id')
		.execute();
}

/**
 * CMT-12's two switches of a pin: its own `comments_allowed` (BLD-16) and its pinner's settings
 * JSON (privacy `comments_disabled`), or undefined for no such pin.
 */
export async function findCommentSwitchRow(db: Kysely<Database>, pinId: string) {
	return db
		.selectFrom('pins as p')
		.innerJoin('users as u', 'u.id', 'p.pinner_id')
		.select(['p.comments_allowed', 'u.settings as pinner_settings'])
		.where('p.id', '=', pinId)
		.executeTakeFirst();
}
