import type { Kysely } from 'kysely';
import type { Pin } from '../../content/pins/pin.ts';
import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { type FollowedPage, followedInterestsPage } from './interest-follows.service.server.ts';
import { getInterestById, interestPinsPage } from './interests.service.server.ts';

/** Paging as every feed operation takes it: where to go on, and how many. */
export interface Paging {
	bookmark?: string | undefined;
	pageSize?: number | undefined;
}

/**
 * The interests a user follows (FED-08, FED-09), newest follow first, as topics, the one
 * implementation behind `InterestFollowingResource` get and `GET /v3/users/me/interests/`.
 */
export async function followedInterestsForApi(
	db: Kysely<Database>,
	userId: string,
	paging: Paging,
): Promise<{ data: FollowedPage['topics']; bookmark: string }> {
	const page = await followedInterestsPage(db, userId, paging);
	return { data: page.topics, bookmark: page.bookmark };
}

/**
 * A use case's feed (FED-09), as `GET /v3/usecases/{id}/feed/` answers it: a use case is an
 * interest, and its feed is that interest's public pins, newest first (the same feed as its
 * `/ideas/` page), without the reader's hidden pins and blocks. Unknown: `InterestNotFound`.
 */
export async function interestFeedForApi(
	db: Kysely<Database>,
	viewer: Viewer | null,
	interestId: string,
	paging: Paging,
): Promise<{ data: Pin[]; bookmark: string }> {
	const interest = await getInterestById(db, interestId);
	if (!interest) throw new AppError('InterestNotFound');
	const page = await interestPinsPage(db, interest.id, { ...paging, viewerId: readerIdOf(viewer) });
	return { data: page.pins, bookmark: page.bookmark };
}
