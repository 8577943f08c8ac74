import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { visibleOriginIdSql } from '../../platform/access/pin-visibility.server.ts';
import type { Database } from '../../platform/db/database.ts';

/**
 * The reads of the data export (SET-12 request data). Lists are read by keyset, `PAGE_SIZE`
 * rows per query in key order, each page one query with its joins (no per-row queries), so a
 * large account costs a number of small indexed queries and never one huge result. Nothing
 * here selects a secret: no password, MFA or passcode hashes, no token hashes, no mail bodies.
 */
const PAGE_SIZE = 1000;

/** Reads a list page by page: `page(after)` returns up to `PAGE_SIZE` rows after the key. */
async function* keysetPages<R>(
	page: (after: string | null) => Promise<R[]>,
	keyOf: (row: R) => string,
): AsyncGenerator<R[]> {
	let after: string | null = null;
	for (;;) {
		const rows = await page(after);
		if (rows.length > 0) yield rows;
		if (rows.length < PAGE_SIZE) return;
		after = keyOf(rows.at(-1)!);
	}
}

/** The profile columns an export shows: an allow-list, so a new secret column is never exported. */
export async function exportProfile(db: Kysely<Database>, userId: string) {
	return db
		.selectFrom('users')
		.leftJoin('media', 'media.id', 'users.image_media_id')
		.select([
			'users.id',
			'users.username',
			'users.email',
			'users.email_verified_at',
			'users.email_changing_to',
			'users.first_name',
			'users.last_name',
			'users.business_name',
			'users.about',
			'users.website_url',
			'users.account_type',
			'users.owner_user_id',
			'users.country',
			'users.locale',
			'users.birthday',
			'users.gender',
			'users.phone_country',
			'users.phone_number',
			'users.is_private',
			'users.status',
			'users.follower_count',
			'users.following_count',
			'users.pin_count',
			'users.board_count',
			'users.mfa_enabled',
			'users.passcode_backup_email',
			'users.passcode_verified_at',
			'users.password_changed_at',
			'users.created_at',
			'users.updated_at',
			'users.settings',
			'users.signup_data',
			'media.storage_key as image_storage_key',
			'media.variants as image_variants',
			sql<number>`case when users.passcode_hash is null then 0 else 1 end`.as('has_passcode'),
		])
		.where('users.id', '=', userId)
		.executeTakeFirst();
}

/** Linked business accounts the user owns (MAS-07). */
export async function exportLinkedAccounts(db: Kysely<Database>, userId: string) {
	return db
		.selectFrom('users')
		.select(['id', 'username', 'business_name', 'created_at'])
		.where('owner_user_id', '=', userId)
		.orderBy('id')
		.limit(PAGE_SIZE)
		.execute();
}

/**
 * Whether the user may see a board: their own, a public one, or one they collaborate on
 * (accepted). Other people's secret boards are never exported.
 */
function boardVisibleTo(userId: string) {
	return (eb: ExpressionBuilder<Database, 'boards'>) =>
		eb.or([
			eb('boards.owner_id', '=', userId),
			eb('boards.privacy', '<>', 'secret'),
			eb.exists(
				eb
					.selectFrom('board_collaborators as c')
					.select(sql`1`.as('one'))
					.whereRef('c.board_id', '=', 'boards.id')
					.where('c.user_id', '=', userId)
					.where('c.status', '=', 'accepted'),
			),
		]);
}

export function ownBoardPages(db: Kysely<Database>, userId: string) {
	return keysetPages(
		(after) => {
			let q = db
				.selectFrom('boards')
				.select([
					'id',
					'name',
					'slug',
					'description',
					'privacy',
					'is_collaborative',
					'is_archived',
					'pin_count',
					'section_count',
					'follower_count',
					'collaborator_count',
					'created_at',
					'updated_at',
				])
				.where('owner_id', '=', userId)
				.orderBy('id')
				.limit(PAGE_SIZE);
			if (after) q = q.where('id', '>', after);
			return q.execute();
		},
		(r) => r.id,
	);
}

/** Other people's boards the user is an accepted collaborator on. */
export function collaborationPages(db: Kysely<Database>, userId: string) {
	return keysetPages(
		(after) => {
			let q = db
				.selectFrom('board_collaborators as c')
				.innerJoin('boards', 'boards.id', 'c.board_id')
				.innerJoin('users as owner', 'owner.id', 'boards.owner_id')
				.select([
					'boards.id',
					'boards.name',
					'boards.slug',
					'boards.privacy',
					'owner.username as owner_username',
					'c.created_at as joined_at',
				])
				.where('c.user_id', '=', userId)
				.where('c.status', '=', 'accepted')
				.where('boards.owner_id', '<>', userId)
				.orderBy('c.board_id')
				.limit(PAGE_SIZE);
			if (after) q = q.where('c.board_id', '>', after);
			return q.execute();
		},
		(r) => r.id,
	);
}

export function sectionPages(db: Kysely<Database>, userId: string) {
	return keysetPages(
		(after) => {
			let q = db
				.selectFrom('board_sections as s')
				.innerJoin('boards', 'boards.id', 's.board_id')
				.select([
					's.id',
					's.board_id',
					's.title',
					's.slug',
					's.position',
					's.pin_count',
					's.created_at',
				])
				.where('boards.owner_id', '=', userId)
				.orderBy('s.id')
				.limit(PAGE_SIZE);
			if (after) q = q.where('s.id', '>', after);
			return q.execute();
		},
		(r) => r.id,
	);
}

/** The user's pins with their pictures, on boards the user may see; keyset on `(pinner_id, id)`. */
export function pinPages(db: Kysely<Database>, userId: string) {
	return keysetPages(
		(after) => {
			let q = db
				.selectFrom('pins')
				.innerJoin('boards', 'boards.id', 'pins.board_id')
				.innerJoin('media', 'media.id', 'pins.media_id')
				.select([
					'pins.id',
					'pins.board_id',
					'boards.name as board_name',
					'pins.section_id',
					// A save's original only while the user may read it (a private, deactivated or
					// suspended person's pin, or a secret one, is not named).
					(eb) => visibleOriginIdSql(userId, 'pins')(eb).as('origin_pin_id'),
					'pins.title',
					'pins.description',
					'pins.link',
					'pins.alt_text',
					'pins.is_hidden',
					'pins.created_at',
					'pins.updated_at',
					'media.storage_key',
					'media.variants',
					'media.width',
					'media.height',
				])
				.where('pins.pinner_id', '=', userId)
				.where(boardVisibleTo(userId))
				.orderBy('pins.id')
				.limit(PAGE_SIZE);
			if (after) q = q.where('pins.id', '>', after);
			return q.execute();
		},
		(r) => r.id,
	);
}

export function followedUserPages(db: Kysely<Database>, userId: string) {
	return keysetPages(
		(after) => {
			let q = db
				.selectFrom('user_follows as f')
				.innerJoin('users', 'users.id', 'f.followee_id')
				.select(['users.id', 'users.username', 'f.created_at as followed_at'])
				.where('f.follower_id', '=', userId)
				.orderBy('f.followee_id')
				.limit(PAGE_SIZE);
			if (after) q = q.where('f.followee_id', '>', after);
			return q.execute();
		},
		(r) => r.id,
	);
}

export function followedBoardPages(db: Kysely<Database>, userId: string) {
	return keysetPages(
		(after) => {
			let q = db
				.selectFrom('board_follows as f')
				.innerJoin('boards', 'boards.id', 'f.board_id')
				.innerJoin('users as owner', 'owner.id', 'boards.owner_id')
				.select([
					'boards.id',
					'boards.name',
					'boards.slug',
					'owner.username as owner_username',
					'f.created_at as followed_at',
				])
				.where('f.user_id', '=', userId)
				.where(boardVisibleTo(userId))
				.orderBy('f.board_id')
				.limit(PAGE_SIZE);
			if (after) q = q.where('f.board_id', '>', after);
			return q.execute();
		},
		(r) => r.id,
	);
}

export function followedInterestPages(db: Kysely<Database>, userId: string) {
	return keysetPages(
		(after) => {
			let q = db
				.selectFrom('interest_follows as f')
				.innerJoin('interests', 'interests.id', 'f.interest_id')
				.select(['interests.id', 'interests.name', 'interests.slug', 'f.created_at as followed_at'])
				.where('f.user_id', '=', userId)
				.orderBy('f.interest_id')
				.limit(PAGE_SIZE);
			if (after) q = q.where('f.interest_id', '>', after);
			return q.execute();
		},
		(r) => r.id,
	);
}

/** Sessions: when and from what client; never the token hash. */
export function sessionPages(db: Kysely<Database>, userId: string) {
	return keysetPages(
		(after) => {
			let q = db
				.selectFrom('sessions')
				.select(['id', 'created_at', 'last_used_at', 'expires_at', 'client'])
				.where('user_id', '=', userId)
				.orderBy('id')
				.limit(PAGE_SIZE);
			if (after) q = q.where('id', '>', after);
			return q.execute();
		},
		(r) => r.id,
	);
}

export function userStatePages(db: Kysely<Database>, userId: string) {
	return keysetPages(
		(after) => {
			let q = db
				.selectFrom('user_states')
				.select(['state', 'value', 'updated_at'])
				.where('user_id', '=', userId)
				.orderBy('state')
				.limit(PAGE_SIZE);
			if (after) q = q.where('state', '>', after);
			return q.execute();
		},
		(r) => r.state,
	);
}

/** Mail sent to the user: what and when, never the body (it may hold one-time links). */
export function mailPages(db: Kysely<Database>, userId: string) {
	return keysetPages(
		(after) => {
			let q = db
				.selectFrom('outbox')
				.select(['id', 'kind', 'subject', 'status', 'created_at', 'sent_at'])
				.where('user_id', '=', userId)
				.orderBy('id')
				.limit(PAGE_SIZE);
			if (after) q = q.where('id', '>', after);
			return q.execute();
		},
		(r) => r.id,
	);
}
