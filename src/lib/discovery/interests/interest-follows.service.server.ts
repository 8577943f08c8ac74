import type { Kysely } from 'kysely';
import { END_BOOKMARK } from '../../platform/db/bookmark.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { decodeFollowBookmark, encodeFollowBookmark } from './follow-bookmark.ts';
import { isInterestId } from './interest.ts';
import { interestRowToInterest } from './interest-row.server.ts';
import {
	deleteInterestFollows,
	findInterestsByIds,
	followedAmong,
	insertInterestFollows,
	listFollowedRows,
} from './interests.repository.server.ts';
import { type TopicAnswer, toTopicAnswer } from './topic-answer.ts';

/**
 * FED-07/08: following and unfollowing interests. Each change runs in one transaction with the
 * `interests.follower_count` it changes; a follow counts only when its row really appears and
 * an unfollow only when one really goes, so repeats and races count once and counts never go
 * below zero. A request naming an unknown interest changes nothing (`InterestNotFound`).
 */

/** The most interests one request may name. */
const MAX_INTERESTS_PER_REQUEST = 50;

/** One wanted change: follow (`follow` true) or unfollow the interest. */
export interface FollowChange {
	interestId: string;
	follow: boolean;
}

/** Ids, each once, all known; else `InterestNotFound` naming the first unknown one. */
async function knownIds(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
	const unique = [...new Set(ids)];
	if (unique.length > MAX_INTERESTS_PER_REQUEST) throw new AppError('TooManyInterests');
	const bad = unique.find((id) => !isInterestId(id));
	if (bad !== undefined) {
		throw new AppError('InterestNotFound', { detail: `No interest ${bad.slice(0, 24)}.` });
	}
	const found = new Set((await findInterestsByIds(db, unique)).map((r) => r.id));
	const missing = unique.find((id) => !found.has(id));
	if (missing !== undefined) {
		throw new AppError('InterestNotFound', { detail: `No interest ${missing}.` });
	}
	return unique;
}

/** The interests as topics after a change, with their counts as they now stand. */
async function topicsAfter(
	db: Kysely<Database>,
	userId: string,
	ids: readonly string[],
): Promise<TopicAnswer[]> {
	const [rows, followed] = await Promise.all([
		findInterestsByIds(db, ids),
		followedAmong(db, userId, ids),
	]);
	const byId = new Map(rows.map((r) => [r.id, interestRowToInterest(r)]));
	return ids.flatMap((id) => {
		const interest = byId.get(id);
		return interest ? [toTopicAnswer(interest, { isFollowed: followed.has(id) })] : [];
	});
}

/**
 * Applies follow and unfollow changes for `userId` in one transaction (the last change named
 * for an interest wins) and answers the changed interests as topics.
 */
export async function changeInterestFollows(
	db: Kysely<Database>,
	userId: string,
	changes: readonly FollowChange[],
): Promise<TopicAnswer[]> {
	const wanted = new Map<string, boolean>();
	for (const c of changes) wanted.set(c.interestId, c.follow);
	const ids = await knownIds(db, [...wanted.keys()]);
	const follow = ids.filter((id) => wanted.get(id) === true);
	const unfollow = ids.filter((id) => wanted.get(id) === false);
	const at = new Date().toISOString();
	await db.transaction().execute(async (trx) => {
		await insertInterestFollows(trx, userId, follow, at);
		await deleteInterestFollows(trx, userId, unfollow);
	});
	return topicsAfter(db, userId, ids);
}

/** Follows these interests (idempotent). */
export function followInterests(
	db: Kysely<Database>,
	userId: string,
	ids: readonly string[],
): Promise<TopicAnswer[]> {
	return changeInterestFollows(
		db,
		userId,
		ids.map((interestId) => ({ interestId, follow: true })),
	);
}

/** Stops following these interests (idempotent). */
export function unfollowInterests(
	db: Kysely<Database>,
	userId: string,
	ids: readonly string[],
): Promise<TopicAnswer[]> {
	return changeInterestFollows(
		db,
		userId,
		ids.map((interestId) => ({ interestId, follow: false })),
	);
}

export interface FollowedPage {
	topics: TopicAnswer[];
	/** The next page's bookmark, or `-end-`. */
	bookmark: string;
}

const FOLLOWED_PAGE_SIZE = 25;
export const MAX_FOLLOWED_PAGE_SIZE = 100;

/** A page of the interests `userId` follows, newest follow first (FED-08, FED-09). */
export async function followedInterestsPage(
	db: Kysely<Database>,
	userId: string,
	options: { bookmark?: string | null | undefined; pageSize?: number | undefined },
): Promise<FollowedPage> {
	const pageSize = Math.min(
		Math.max(options.pageSize ?? FOLLOWED_PAGE_SIZE, 1),
		MAX_FOLLOWED_PAGE_SIZE,
	);
	const rows = await listFollowedRows(db, userId, {
		after: decodeFollowBookmark(options.bookmark),
		limit: pageSize + 1,
	});
	const page = rows.slice(0, pageSize);
	const last = page.at(-1);
	return {
		topics: page.map((r) => toTopicAnswer(interestRowToInterest(r), { isFollowed: true })),
		bookmark:
			rows.length > pageSize && last
				? encodeFollowBookmark({ at: last.followed_at, id: last.id })
				: END_BOOKMARK,
	};
}
