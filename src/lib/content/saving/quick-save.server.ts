import type { Kysely } from 'kysely';
import contentDefaults from '~/messages/content-defaults/index.ts';
import { upsertUserState } from '../../identity/users/user-states.repository.server.ts';
import type { Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import { createBoard } from '../boards/create-board.server.ts';
import { readableSourcePin, type SaveResult, savePin } from './save-pin.server.ts';
import { findQuickSavesBoardId } from './saving.repository.server.ts';

/** ACC-20 / PIN-11: the user state naming the quick-saves board. */
const QUICK_SAVES_STATE = 'QUICK_SAVES_BOARD_ID';

/**
 * The viewer's quick-saves board: the one in `QUICK_SAVES_BOARD_ID` while it is theirs and not
 * archived; otherwise a new **secret** "Quick saves" board, stored in the state. The board is
 * named in the request's language ("Schnell gemerkt" in German); it is the person's own board
 * from then on and keeps that name whatever language they use later. Secret because
 * a one-click save should not publish anything: the viewer moves pins out of it to share them.
 * Two first quick saves racing may each create a board; the later state wins and the other
 * board stays an ordinary board of theirs.
 */
async function quickSavesBoardId(db: Kysely<Database>, userId: string): Promise<string> {
	const existing = await findQuickSavesBoardId(db, userId);
	if (existing) return existing;
	const board = await createBoard(db, userId, {
		name: contentDefaults().quickSavesBoardName(),
		privacy: 'secret',
	});
	await upsertUserState(db, userId, QUICK_SAVES_STATE, board.id);
	return board.id;
}

/** PIN-11: saves a pin the viewer can see to their quick-saves board (made on first use). */
export async function quickSavePin(
	db: Kysely<Database>,
	viewer: Viewer,
	pinId: string,
): Promise<SaveResult> {
	// Check the pin first, so a bad id does not leave an empty new board behind.
	await readableSourcePin(db, viewer.id, pinId);
	const boardId = await quickSavesBoardId(db, viewer.id);
	return savePin(db, viewer, pinId, { boardId });
}
