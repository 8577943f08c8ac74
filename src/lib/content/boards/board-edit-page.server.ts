import type { Kysely } from 'kysely';
import type { Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Pin } from '../pins/pin.ts';
import type { Board, BoardSection } from './board.ts';
import { boardPinsPage } from './board-pins.service.server.ts';
import { boardRowToBoard, sectionRowToSection } from './board-row.server.ts';
import { listBoardRowsOfOwner } from './boards.repository.server.ts';
import { type BoardForViewer, getBoardForViewer } from './boards.service.server.ts';
import { listSectionRows } from './sections.repository.server.ts';

/** What `/board/{id}/edit/` shows beside the board's own fields. */
export interface BoardEditPageData {
	board: Board;
	/** In the board's order, for the section-order buttons. */
	sections: BoardSection[];
	/** Its newest pins (up to 50), the cover choices. */
	coverChoices: Pin[];
	/** The viewer's other boards (archived and secret too), alphabetical: where it may merge. */
	mergeTargets: Board[];
}

/**
 * The board at `/board/{id}/edit/` if the viewer may edit it (its owner), else null: the page
 * answers 404 then, so others cannot tell a secret board exists. The page asks this before it
 * runs a posted form (`runBoardEditForm`), then `loadBoardEditPage` for what it shows.
 */
export async function boardToEdit(
	db: Kysely<Database>,
	viewer: Viewer,
	id: string,
): Promise<BoardForViewer | null> {
	const found = await getBoardForViewer(db, viewer, id);
	return found?.access.edit ? found : null;
}

/** The edit page's lists, for a board `boardToEdit` gave. */
export async function loadBoardEditPage(
	db: Kysely<Database>,
	viewer: Viewer,
	found: BoardForViewer,
): Promise<BoardEditPageData> {
	const { board } = found;
	const [sectionRows, recent, ownRows] = await Promise.all([
		listSectionRows(db, board.id),
		boardPinsPage(db, found, { pageSize: 50 }),
		listBoardRowsOfOwner(db, {
			ownerId: viewer.id,
			readerId: viewer.id,
			privacy: 'all',
			archived: 'include',
			sort: 'alphabetical',
			offset: 0,
			limit: 500,
		}),
	]);
	return {
		board,
		sections: sectionRows.map((row) => sectionRowToSection(row, board)),
		coverChoices: recent.pins,
		mergeTargets: ownRows.filter((row) => row.id !== board.id).map(boardRowToBoard),
	};
}
