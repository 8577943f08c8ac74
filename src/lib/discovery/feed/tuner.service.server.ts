import type { Kysely } from 'kysely';
import { boardPath } from '../../content/boards/board.ts';
import { deleteBoardFollow } from '../../content/boards/board-follows.repository.server.ts';
import { displayName } from '../../identity/users/display-name.ts';
import { unfollowUser } from '../../identity/users/user-relations.service.server.ts';
import type { Database } from '../../platform/db/database.ts';
import { isId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import { interestName } from '../interests/interest-name.ts';
import { deleteInterestFollows } from '../interests/interests.repository.server.ts';
import {
	listFollowedBoards,
	listFollowedInterests,
	listFollowedUsers,
} from './tuner.repository.server.ts';

/**
 * The home feed tuner (`/edit`): what shapes the viewer's home feed, and unfollowing it.
 * Following happens where things are shown (profiles, boards, topics) through their resources;
 * here every entry can be unfollowed with a plain form.
 */
export interface FeedTuner {
	users: { id: string; name: string; username: string; url: string }[];
	boards: { id: string; name: string; ownerUsername: string; url: string }[];
	/** Names in the request's language (`interestName`). */
	interests: { id: string; name: string; slug: string; url: string }[];
}

export async function loadFeedTuner(db: Kysely<Database>, viewerId: string): Promise<FeedTuner> {
	const [users, boards, interests] = await Promise.all([
		listFollowedUsers(db, viewerId),
		listFollowedBoards(db, viewerId),
		listFollowedInterests(db, viewerId),
	]);
	return {
		users: users.map((u) => ({
			id: u.id,
			username: u.username,
			name: displayName(u),
			url: `/${u.username}/`,
		})),
		boards: boards.map((b) => ({
			id: b.id,
			name: b.name,
			ownerUsername: b.owner_username,
			url: boardPath(b.owner_username, b.slug),
		})),
		interests: interests.map((i) => ({
			id: i.id,
			name: interestName(i),
			slug: i.slug,
			url: `/topics/${i.slug}/`,
		})),
	};
}

/**
 * Unfollows one person, board or interest (idempotent: unfollowing what is not followed changes
 * nothing). Anything but a kind and an id is refused (`HomefeedUnfollowInvalid`).
 */
export async function unfollowFromTuner(
	db: Kysely<Database>,
	viewerId: string,
	kind: string,
	id: string,
): Promise<void> {
	if (!isId(id) || (kind !== 'user' && kind !== 'board' && kind !== 'interest')) {
		throw new AppError('HomefeedUnfollowInvalid');
	}
	if (kind === 'user') {
		if (id === viewerId) throw new AppError('HomefeedUnfollowInvalid');
		try {
			await unfollowUser(db, viewerId, id);
		} catch (error) {
			// An account that is gone is simply not followed any more.
			if (!(error instanceof AppError && error.code === 'NotFound')) throw error;
		}
		return;
	}
	await db.transaction().execute(async (trx) => {
		if (kind === 'board') await deleteBoardFollow(trx, viewerId, id);
		else await deleteInterestFollows(trx, viewerId, [id]);
	});
}
