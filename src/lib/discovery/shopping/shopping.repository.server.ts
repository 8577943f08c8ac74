import { type Kysely, sql } from 'kysely';
import { type PinJoinedRow, selectPinRows } from '../../content/pins/pins.repository.server.ts';
import { discoveryVisibleSql } from '../../platform/access/discovery-visibility.server.ts';
import type { Database } from '../../platform/db/database.ts';
import { type DiscoveryKind, KIND_PATTERN } from './discovery-kind.ts';

/** All SQL of the shopping and video feeds. */

export type KindPinRow = PinJoinedRow & { rich_metadata: string | null; video_id: string | null };

/**
 * The kind's partial-index predicate, as a literal (a parameter would not match the index).
 * Videos are rich-metadata entries or pins with an uploaded video, as the index says.
 */
function isKind(kind: DiscoveryKind) {
	const like = sql<boolean>`p.rich_metadata like ${sql.lit(KIND_PATTERN[kind])}`;
	return kind === 'video' ? sql<boolean>`(${like} or p.video_id is not null)` : like;
}

/**
 * Original pins of a kind the reader may see, newest first, strictly older than `beforeId`
 * (keyset on the kind's partial index), optionally only those of one interest (a probe of
 * `pin_interests`' primary key per pin). Saves carry their original's metadata and are left
 * out, so each product or video shows once.
 */
export async function listKindPinRows(
	db: Kysely<Database>,
	options: {
		kind: DiscoveryKind;
		readerId: string | null;
		interestId?: string | undefined;
		beforeId?: string | undefined;
		limit: number;
	},
): Promise<KindPinRow[]> {
	let q = selectPinRows(db)
		.select(['p.rich_metadata', 'p.video_id'])
		.where(isKind(options.kind))
		// `+` keeps SQLite from walking `pins_origin_idx` (every original) instead of the kind's
		// partial index; PostgreSQL reads it as the plain column.
		.where(sql<boolean>`+p.origin_pin_id is null`)
		.where(discoveryVisibleSql(options.readerId))
		.orderBy('p.id', 'desc')
		.limit(options.limit);
	if (options.beforeId) q = q.where('p.id', '<', options.beforeId);
	const interestId = options.interestId;
	if (interestId) {
		q = q.where((eb) =>
			eb.exists(
				eb
					.selectFrom('pin_interests as pi')
					.select('pi.pin_id')
					.whereRef('pi.pin_id', '=', 'p.id')
					.where('pi.interest_id', '=', interestId),
			),
		);
	}
	return q.execute();
}

/** One pin of a kind with its metadata, whatever its visibility (callers decide). */
export async function findKindPinRow(
	db: Kysely<Database>,
	kind: DiscoveryKind,
	pinId: string,
	readerId: string | null,
): Promise<KindPinRow | undefined> {
	return selectPinRows(db)
		.select(['p.rich_metadata', 'p.video_id'])
		.where('p.id', '=', pinId)
		.where(isKind(kind))
		.where(discoveryVisibleSql(readerId))
		.executeTakeFirst();
}

export interface CategoryRow {
	id: string;
	name: string;
	slug: string;
	/** Whether any public pin of the kind is in the category (0/1 or boolean by dialect). */
	has_items: unknown;
}

/**
 * The 13 idea categories (NAV-08) in menu order, each with whether it holds a pin of the kind
 * that a signed-out visitor's feed would show (an EXISTS probe per category over the kind's
 * partial index, with the feeds' own rule: an original, `discoveryVisibleSql(null)`), so a
 * category is never linked for a product only a private, suspended or moderated pin has.
 */
export async function listCategories(
	db: Kysely<Database>,
	kind: DiscoveryKind,
): Promise<CategoryRow[]> {
	return db
		.selectFrom('interests as i')
		.select((eb) => [
			'i.id',
			'i.name',
			'i.slug',
			eb
				.exists(
					eb
						.selectFrom('pins as p')
						.innerJoin('pin_interests as pi', 'pi.pin_id', 'p.id')
						.innerJoin('boards as b', 'b.id', 'p.board_id')
						.innerJoin('users as o', 'o.id', 'b.owner_id')
						.innerJoin('users as u', 'u.id', 'p.pinner_id')
						.select('p.id')
						.whereRef('pi.interest_id', '=', 'i.id')
						.where(isKind(kind))
						.where(sql<boolean>`+p.origin_pin_id is null`)
						.where(discoveryVisibleSql(null)),
				)
				.as('has_items'),
		])
		.where('i.is_category', '=', 1)
		.orderBy('i.position')
		.orderBy('i.id')
		.execute();
}

/** One interest by id. */
export async function findInterest(
	db: Kysely<Database>,
	id: string,
): Promise<{ id: string; name: string; slug: string } | undefined> {
	return db
		.selectFrom('interests')
		.select(['id', 'name', 'slug'])
		.where('id', '=', id)
		.executeTakeFirst();
}
