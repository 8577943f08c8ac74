import type { Kysely } from 'kysely';
import errorsDetail from '~/messages/errors-detail/index.ts';
import type { Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
	deleteBoardFollow,
	findBoardFollowerCount,
	insertBoardFollow,
} from './board-follows.repository.server.ts';
import { requireReadableBoard } from './boards.service.server.ts';

/** A board's id and its follower count after a follow or unfollow. */
export interface BoardFollowState {
	boardId: string;
	followerCount: number;
}

/**
 * BRD-06: the viewer follows a board they can read (else `NotFound`); their own board is
 * `InvalidOptions`. Following twice changes nothing. The follow, its count and the count
 * answered share one transaction.
 */
export async function followBoard(
	db: Kysely<Database>,
	viewer: Viewer,
	boardId: string,
): Promise<BoardFollowState> {
	const found = await requireReadableBoard(db, viewer, boardId);
	if (found.access.role === 'owner') {
		throw new AppError('InvalidOptions', { detail: errorsDetail().followOwnBoard() });
	}
	const id = found.board.id;
	const followerCount = await db.transaction().execute(async (trx) => {
		await insertBoardFollow(trx, viewer.id, id, new Date().toISOString());
		return findBoardFollowerCount(trx, id);
	});
	return { boardId: id, followerCount };
}

/**
 * BRD-06: the viewer unfollows a board they can read (else `NotFound`); unfollowing a board
 * not followed changes nothing.
 */
export async function unfollowBoard(
	db: Kysely<Database>,
	viewer: Viewer,
	boardId: string,
): Promise<BoardFollowState> {
	const found = await requireReadableBoard(db, viewer, boardId);
	const id = found.board.id;
	const followerCount = await db.transaction().execute(async (trx) => {
		await deleteBoardFollow(trx, viewer.id, id);
		return findBoardFollowerCount(trx, id);
	});
	return { boardId: id, followerCount };
}
