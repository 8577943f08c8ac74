import { nameColumns } from '../../identity/users/display-name.sql.server.ts';
import { boardReadableBy } from '../../platform/access/board-visibility.server.ts';
import { personLiveSql } from '../../platform/access/person-visibility.server.ts';
import type { Db } from '../../platform/db/database.ts';

/** How many follows of each kind the tuner lists (most recent first). */
const TUNER_LIST_LIMIT = 200;

export interface FollowedUserRow {
	id: string;
	username: string;
	first_name: string;
	last_name: string;
	account_type: string;
	business_name: string | null;
}

export interface FollowedBoardRow {
	id: string;
	name: string;
	slug: string;
	owner_username: string;
}

export interface FollowedInterestRow {
	id: string;
	name: string;
	slug: string;
}

/** The active people `viewerId` follows, most recently followed first. */
export function listFollowedUsers(db: Db, viewerId: string): Promise<FollowedUserRow[]> {
	return db
		.selectFrom('user_follows as f')
		.innerJoin('users as u', 'u.id', 'f.followee_id')
		.select(['u.id', ...nameColumns('u')])
		.where('f.follower_id', '=', viewerId)
		.where(personLiveSql('u'))
		.orderBy('f.created_at', 'desc')
		.limit(TUNER_LIST_LIMIT)
		.execute();
}

/** The boards `viewerId` follows and may still read, most recently followed first. */
export function listFollowedBoards(db: Db, viewerId: string): Promise<FollowedBoardRow[]> {
	return db
		.selectFrom('board_follows as f')
		.innerJoin('boards as b', 'b.id', 'f.board_id')
		.innerJoin('users as o', 'o.id', 'b.owner_id')
		.select(['b.id', 'b.name', 'b.slug', 'o.username as owner_username'])
		.where('f.user_id', '=', viewerId)
		.where(personLiveSql('o'))
		.where(boardReadableBy(viewerId))
		.orderBy('f.created_at', 'desc')
		.limit(TUNER_LIST_LIMIT)
		.execute();
}

/** The interests `viewerId` follows, most recently followed first. */
export function listFollowedInterests(db: Db, viewerId: string): Promise<FollowedInterestRow[]> {
	return db
		.selectFrom('interest_follows as f')
		.innerJoin('interests as i', 'i.id', 'f.interest_id')
		.select(['i.id', 'i.name', 'i.slug'])
		.where('f.user_id', '=', viewerId)
		.orderBy('f.created_at', 'desc')
		.limit(TUNER_LIST_LIMIT)
		.execute();
}
