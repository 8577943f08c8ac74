import type { Kysely } from 'kysely';
import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Pin } from '../pins/pin.ts';
import { type BoardInterest, boardInterests } from './board-interests.repository.server.ts';
import { requireReadableBoard } from './boards.service.server.ts';
import { suggestedPinsPage } from './suggested-pins.server.ts';

/**
 * The interests of a board (BRD-11, U-13), as `GET /v3/boards/{id}/interests/` answers them:
 * `boardInterests` of a board the viewer may read; any other is `NotFound`.
 */
export async function boardInterestsForApi(
	db: Kysely<Database>,
	viewer: Viewer | null,
	boardId: string,
): Promise<BoardInterest[]> {
	const found = await requireReadableBoard(db, viewer, boardId);
	return boardInterests(db, found.board.id);
}

/**
 * "More ideas" for a board (BRD-11, U-13), as `GET /v3/boards/{id}/automagical/pins/` answers
 * them: a page of `suggestedPinsPage` for a board the viewer may read (any other is
 * `NotFound`), without the reader's hidden pins and blocks; `bookmark` continues it.
 */
export async function suggestedPinsForApi(
	db: Kysely<Database>,
	viewer: Viewer | null,
	boardId: string,
	paging: { bookmark?: string | undefined; pageSize?: number | undefined },
): Promise<{ data: Pin[]; bookmark: string }> {
	const found = await requireReadableBoard(db, viewer, boardId);
	const page = await suggestedPinsPage(db, found.board.id, {
		bookmark: paging.bookmark,
		pageSize: paging.pageSize,
		viewerId: readerIdOf(viewer),
	});
	return { data: page.pins, bookmark: page.bookmark };
}
