import type { Kysely } from 'kysely';
import { boardPublicSql } from '../../platform/access/board-visibility.server.ts';
import { personLiveSql } from '../../platform/access/person-visibility.server.ts';
import type { Database, UserRow, UserUpdate } from '../../platform/db/database.ts';
import { countAll } from '../../platform/db/sql.server.ts';
import { nameSearchTerms } from '../../platform/text/search-terms.ts';
import { nameColumns } from './display-name.sql.server.ts';

/** All SQL of users: the account row, its counts and linked businesses (states: `user-states.repository.server.ts`). */

export async function findUserByUsername(
	db: Kysely<Database>,
	username: string,
): Promise<UserRow | undefined> {
	return db
		.selectFrom('users')
		.selectAll()
		.where('username', '=', username.toLowerCase())
		.executeTakeFirst();
}

export async function findUserByLogin(
	db: Kysely<Database>,
	usernameOrEmail: string,
): Promise<UserRow | undefined> {
	const value = usernameOrEmail.trim().toLowerCase();
	const column = value.includes('@') ? 'email' : 'username';
	return db.selectFrom('users').selectAll().where(column, '=', value).executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
	return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A user row with its avatar's media (storage key and variants JSON), in one query. */
export type UserWithAvatarRow = UserRow & {
	avatar_storage_key: string | null;
	avatar_variants: string | null;
};

export async function findUserWithAvatar(
	db: Kysely<Database>,
	where: { id: string } | { username: string },
): Promise<UserWithAvatarRow | undefined> {
	let query = db
		.selectFrom('users')
		.leftJoin('media', 'media.id', 'users.image_media_id')
		.selectAll('users')
		.select(['media.storage_key as avatar_storage_key', 'media.variants as avatar_variants']);
	query =
		'id' in where
			? query.where('users.id', '=', where.id)
			: query.where('users.username', '=', where.username.toLowerCase());
	return query.executeTakeFirst();
}

/** Whether another account already uses this username or email (both stored lower-case). */
export async function isUsernameTaken(
	db: Kysely<Database>,
	username: string,
	exceptUserId: string,
): Promise<boolean> {
	const row = await db
		.selectFrom('users')
		.select('id')
		.where('username', '=', username)
		.where('id', '<>', exceptUserId)
		.executeTakeFirst();
	return row !== undefined;
}

export async function isEmailTaken(
	db: Kysely<Database>,
	email: string,
	exceptUserId: string,
): Promise<boolean> {
	const row = await db
		.selectFrom('users')
		.select('id')
		.where('email', '=', email)
		.where('id', '<>', exceptUserId)
		.executeTakeFirst();
	return row !== undefined;
}

export async function updateUser(
	db: Kysely<Database>,
	id: string,
	patch: UserUpdate,
): Promise<void> {
	const set = await withNameTerms(db, id, patch);
	await db.updateTable('users').set(set).where('id', '=', id).execute();
}

/**
 * `patch` with the person's search terms (`users.name_terms`) when it changes a name: the terms
 * are of the whole name, so the parts it leaves are read first.
 */
export async function withNameTerms(
	db: Kysely<Database>,
	id: string,
	patch: UserUpdate,
): Promise<UserUpdate> {
	if (
		patch.first_name === undefined &&
		patch.last_name === undefined &&
		patch.business_name === undefined
	) {
		return patch;
	}
	const user = await db
		.selectFrom('users')
		.select(['first_name', 'last_name', 'business_name'])
		.where('id', '=', id)
		.executeTakeFirst();
	if (!user) return patch;
	const name_terms = nameSearchTerms({
		first_name: patch.first_name ?? user.first_name,
		last_name: patch.last_name ?? user.last_name,
		business_name: patch.business_name !== undefined ? patch.business_name : user.business_name,
	});
	return { ...patch, name_terms };
}

/** The account's stored settings JSON, or undefined when there is no such account. */
export async function findUserSettingsJson(
	db: Kysely<Database>,
	id: string,
): Promise<string | undefined> {
	const row = await db
		.selectFrom('users')
		.select('settings')
		.where('id', '=', id)
		.executeTakeFirst();
	return row?.settings;
}

/**
 * Locks the account row for the rest of the transaction and answers its settings JSON as
 * stored then (undefined: no such account). It is an `UPDATE … RETURNING` (setting
 * `updated_at`): on PostgreSQL that takes the row lock and, under READ COMMITTED, waits for a
 * concurrent writer and returns its version; on SQLite it makes the transaction a write
 * transaction from its start. So a read-modify-write of the settings JSON never loses another
 * save's keys.
 */
export async function lockUserSettings(
	trx: Kysely<Database>,
	id: string,
	at: string,
): Promise<string | undefined> {
	const row = await trx
		.updateTable('users')
		.set({ updated_at: at })
		.where('id', '=', id)
		.returning('settings')
		.executeTakeFirst();
	return row?.settings;
}

/**
 * SET-12: an active account becomes `deactivated`. A suspended account stays suspended, so
 * logging in (which reactivates a deactivated one) never lifts a suspension.
 */
export async function deactivateUser(db: Kysely<Database>, id: string, at: string): Promise<void> {
	await db
		.updateTable('users')
		.set({ status: 'deactivated', updated_at: at })
		.where('id', '=', id)
		.where('status', '=', 'active')
		.execute();
}

/** ACC-03/ACC-12 counts, computed from the tables rather than the denormalised columns. */
export interface UserCounts {
	board_count: number;
	secret_board_count: number;
	group_board_count: number;
	pin_count: number;
	follower_count: number;
	following_count: number;
}

/**
 * Every count of a user in one round trip (scalar subqueries, each on an index: boards by owner,
 * collaborators by user, pins by pinner, follows both ways). `publicOnly` counts what a stranger
 * may see: public boards and pins on them, no secret or group-board counts.
 */
export async function countsOfUser(
	db: Kysely<Database>,
	userId: string,
	options: { publicOnly: boolean },
): Promise<UserCounts> {
	const row = await db
		.selectNoFrom((eb) => [
			eb
				.selectFrom('boards')
				.select(countAll().as('c'))
				.where('owner_id', '=', userId)
				.where('is_archived', '=', 0)
				.$if(options.publicOnly, (q) => q.where(boardPublicSql('boards')))
				.as('board_count'),
			eb
				.selectFrom('boards')
				.select(countAll().as('c'))
				.where('owner_id', '=', userId)
				.where('is_archived', '=', 0)
				.where('privacy', '=', 'secret')
				.as('secret_board_count'),
			// Group boards: the user's own collaborative boards plus boards they joined.
			eb
				.selectFrom('boards')
				.select(countAll().as('c'))
				.where('is_archived', '=', 0)
				.where((w) =>
					w.or([
						w.and([w('owner_id', '=', userId), w('is_collaborative', '=', 1)]),
						w(
							'id',
							'in',
							w
								.selectFrom('board_collaborators')
								.select('board_id')
								.where('user_id', '=', userId)
								.where('status', '=', 'accepted'),
						),
					]),
				)
				.as('group_board_count'),
			options.publicOnly
				? eb
						.selectFrom('pins')
						.innerJoin('boards', 'boards.id', 'pins.board_id')
						.select(countAll().as('c'))
						.where('pins.pinner_id', '=', userId)
						.where('pins.is_hidden', '=', 0)
						.where(boardPublicSql('boards'))
						.as('pin_count')
				: eb
						.selectFrom('pins')
						.select(countAll().as('c'))
						.where('pinner_id', '=', userId)
						.as('pin_count'),
			eb
				.selectFrom('user_follows')
				.select(countAll().as('c'))
				.where('followee_id', '=', userId)
				.as('follower_count'),
			eb
				.selectFrom('user_follows')
				.select(countAll().as('c'))
				.where('follower_id', '=', userId)
				.as('following_count'),
		])
		.executeTakeFirstOrThrow();
	return {
		board_count: Number(row.board_count ?? 0),
		secret_board_count: options.publicOnly ? 0 : Number(row.secret_board_count ?? 0),
		group_board_count: options.publicOnly ? 0 : Number(row.group_board_count ?? 0),
		pin_count: Number(row.pin_count ?? 0),
		follower_count: Number(row.follower_count ?? 0),
		following_count: Number(row.following_count ?? 0),
	};
}

/** ACC-11: the linked business accounts a person owns, with their avatars. */
export async function findLinkedBusinesses(db: Kysely<Database>, ownerId: string) {
	return db
		.selectFrom('users')
		.leftJoin('media', 'media.id', 'users.image_media_id')
		.select([
			'users.id',
			...nameColumns('users'),
			'media.storage_key as avatar_storage_key',
			'media.variants as avatar_variants',
		])
		.where('users.owner_user_id', '=', ownerId)
		.where(personLiveSql('users'))
		.orderBy('users.id')
		.limit(100)
		.execute();
}

/** A board the user owns (not archived), for ACC-20's quick-saves board. */
export async function findOwnedBoardId(
	db: Kysely<Database>,
	boardId: string,
	ownerId: string,
): Promise<string | undefined> {
	const row = await db
		.selectFrom('boards')
		.select('id')
		.where('id', '=', boardId)
		.where('owner_id', '=', ownerId)
		.where('is_archived', '=', 0)
		.executeTakeFirst();
	return row?.id;
}

/** A media row the user uploaded (SET: a new profile picture must be the user's own upload). */
export async function findOwnedMediaId(
	db: Kysely<Database>,
	mediaId: string,
	ownerId: string,
): Promise<string | undefined> {
	const row = await db
		.selectFrom('media')
		.select('id')
		.where('id', '=', mediaId)
		.where('owner_id', '=', ownerId)
		.executeTakeFirst();
	return row?.id;
}

/** A user's username, or throws when there is no such user. */
export async function findUsernameOrThrow(
	db: Kysely<Database>,
	id: string,
): Promise<{ username: string }> {
	return db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirstOrThrow();
}

/** Who a user is for mail: id, username and address. */
export async function findUserContact(db: Kysely<Database>, id: string) {
	return db
		.selectFrom('users')
		.select(['id', 'username', 'email'])
		.where('id', '=', id)
		.executeTakeFirst();
}

/**
 * What the page shell reads of a signed-in viewer (one primary-key lookup): verified email,
 * avatar colour and media, locale, employee flag; with `withSettings`, the settings JSON too.
 */
export async function findShellAccountRow(
	db: Kysely<Database>,
	userId: string,
	withSettings: boolean,
) {
	const base = db
		.selectFrom('users')
		.leftJoin('media', 'media.id', 'users.image_media_id')
		.select([
			'users.email_verified_at',
			'users.avatar_color_index',
			'users.locale',
			'users.is_employee',
			'media.storage_key',
			'media.variants',
		])
		.where('users.id', '=', userId);
	return withSettings
		? await base.select('users.settings').executeTakeFirst()
		: await base.executeTakeFirst();
}

/** A user's parental passcode hash and, for a linked business, its owner (PPC-01, MAS). */
export async function findPasscodeAndOwner(db: Kysely<Database>, id: string) {
	return db
		.selectFrom('users')
		.select(['passcode_hash', 'owner_user_id'])
		.where('id', '=', id)
		.executeTakeFirst();
}

/** A user's parental passcode hash (null when none is set). */
export async function findPasscodeHash(db: Kysely<Database>, id: string) {
	return db.selectFrom('users').select('passcode_hash').where('id', '=', id).executeTakeFirst();
}

/** The interface language of an account (`users.locale`), for a mail to it; null if none. */
export async function findUserLocale(db: Kysely<Database>, id: string): Promise<string | null> {
	const row = await db.selectFrom('users').select('locale').where('id', '=', id).executeTakeFirst();
	return row?.locale ?? null;
}

/**
 * The interface language of another account that uses `email`, or undefined when none does
 * (`isEmailTaken` that also tells the language of a mail to that account).
 */
export async function localeOfOtherAccountWithEmail(
	db: Kysely<Database>,
	email: string,
	exceptUserId: string,
): Promise<string | undefined> {
	const row = await db
		.selectFrom('users')
		.select('locale')
		.where('email', '=', email)
		.where('id', '<>', exceptUserId)
		.executeTakeFirst();
	return row?.locale;
}
