import type { Kysely } from 'kysely';
import { personLiveSql } from '../../platform/access/person-visibility.server.ts';
import type { Database } from '../../platform/db/database.ts';
import { nameColumns } from '../users/display-name.sql.server.ts';

/** A session row found by token hash, with its user's status. */
export interface TokenSessionRow {
	token_hash: string;
	id: string;
	user_id: string;
	owner_user_id: string | null;
	expires_at: string;
	user_status: string;
}

/** The sessions behind a set of token hashes, in one query (hashes with no row are absent). */
export async function sessionsByTokenHashes(
	db: Kysely<Database>,
	hashes: string[],
): Promise<TokenSessionRow[]> {
	if (hashes.length === 0) return [];
	return db
		.selectFrom('sessions')
		.innerJoin('users', 'users.id', 'sessions.user_id')
		.select([
			'sessions.token_hash',
			'sessions.id',
			'sessions.user_id',
			'sessions.owner_user_id',
			'sessions.expires_at',
			'users.status as user_status',
		])
		.where('sessions.token_hash', 'in', hashes)
		.execute();
}

/** The user columns an account profile is built from. */
const ACCOUNT_USER_COLUMNS = [
	'users.id',
	...nameColumns('users'),
	'users.email',
	'users.about',
	'users.image_media_id',
	'users.is_private',
	'users.status',
	'users.owner_user_id',
	'users.avatar_color_index',
	'users.signup_data',
	'users.follower_count',
	'users.following_count',
	'users.pin_count',
	'users.board_count',
] as const;

export interface AccountUserRow {
	id: string;
	username: string;
	email: string;
	first_name: string;
	last_name: string;
	about: string;
	image_media_id: string | null;
	account_type: string;
	is_private: number;
	status: string;
	owner_user_id: string | null;
	business_name: string | null;
	avatar_color_index: number;
	signup_data: string | null;
	follower_count: number;
	following_count: number;
	pin_count: number;
	board_count: number;
}

/** Users by id, in one query. */
export async function accountUsersByIds(
	db: Kysely<Database>,
	ids: string[],
): Promise<AccountUserRow[]> {
	if (ids.length === 0) return [];
	return db.selectFrom('users').select(ACCOUNT_USER_COLUMNS).where('users.id', 'in', ids).execute();
}

/** Users by id together with the owners of those that are linked businesses, in one query. */
export async function accountUsersWithOwners(
	db: Kysely<Database>,
	ids: string[],
): Promise<AccountUserRow[]> {
	if (ids.length === 0) return [];
	return db
		.selectFrom('users')
		.select(ACCOUNT_USER_COLUMNS)
		.where((eb) =>
			eb.or([
				eb('users.id', 'in', ids),
				eb(
					'users.id',
					'in',
					eb
						.selectFrom('users as linked')
						.select('linked.owner_user_id')
						.where('linked.id', 'in', ids)
						.where('linked.owner_user_id', 'is not', null)
						.$narrowType<{ owner_user_id: string }>(),
				),
			]),
		)
		.execute();
}

/** The active linked businesses owned by any of `ownerIds`, oldest first, in one query. */
export async function businessesOfOwners(
	db: Kysely<Database>,
	ownerIds: string[],
): Promise<AccountUserRow[]> {
	if (ownerIds.length === 0) return [];
	return db
		.selectFrom('users')
		.select(ACCOUNT_USER_COLUMNS)
		.where('users.owner_user_id', 'in', ownerIds)
		.where('users.account_type', '=', 'business')
		.where(personLiveSql('users'))
		.orderBy('users.id')
		.execute();
}

/** Where the avatars of a set of media rows are, in one query. */
export async function avatarMediaByIds(
	db: Kysely<Database>,
	ids: string[],
): Promise<{ id: string; storage_key: string; variants: string }[]> {
	if (ids.length === 0) return [];
	return db
		.selectFrom('media')
		.select(['id', 'storage_key', 'variants'])
		.where('id', 'in', ids)
		.execute();
}
