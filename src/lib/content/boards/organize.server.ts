import type { Kysely } from 'kysely';
import errorsDetail from '~/messages/errors-detail/index.ts';
import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import { isId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Pin } from '../pins/pin.ts';
import type { Board } from './board.ts';
import { boardPinsPage } from './board-pins.service.server.ts';
import { listWritableBoardsWithSections } from './boards.repository.server.ts';
import { requireBoardAccess } from './boards.service.server.ts';
import { checkMove } from './move-pins.resource.server.ts';
import { runBulkMove } from './move-pins.server.ts';
import { findSectionRow } from './sections.repository.server.ts';

export interface OrganizePageData {
	board: Board;
	section: { id: string; title: string } | null;
	pins: Pin[];
	moreUrl: string | null;
	targets: Awaited<ReturnType<typeof listWritableBoardsWithSections>>;
}

/**
 * `/organize/repin/?board_id=…[&section_id=…]` (bulk organize): the pins of a board (or
 * section) the viewer can remove pins from, and the boards/sections they can move them to.
 * Null when the board is not theirs to organize (the page answers 404).
 */
export async function loadOrganizePage(
	db: Kysely<Database>,
	viewer: Viewer,
	url: URL,
): Promise<OrganizePageData | null> {
	const boardId = url.searchParams.get('board_id') ?? '';
	const sectionId = url.searchParams.get('section_id');
	if (!isId(boardId) || (sectionId !== null && !isId(sectionId))) return null;
	let found: Awaited<ReturnType<typeof requireBoardAccess>>;
	try {
		found = await requireBoardAccess(db, viewer, boardId, 'removePins');
	} catch {
		return null;
	}
	const section = sectionId ? await findSectionRow(db, sectionId) : null;
	if (sectionId && (!section || section.board_id !== boardId)) return null;
	const page = await boardPinsPage(db, found, {
		sectionId: section ? section.id : undefined,
		bookmark: url.searchParams.get('bookmark'),
		pageSize: 100,
		viewerId: readerIdOf(viewer),
	});
	const more = new URL(url);
	more.searchParams.set('bookmark', page.bookmark);
	return {
		board: found.board,
		section: section ? { id: section.id, title: section.title } : null,
		pins: page.pins,
		moreUrl: page.bookmark === '-end-' ? null : `${more.pathname}${more.search}`,
		targets: await listWritableBoardsWithSections(db, viewer.id),
	};
}

/**
 * The organize form's post: `pin_ids` (checkboxes) and `target` (`{boardId}` or
 * `{boardId}:{sectionId}`), run as a bulk move (BRD-03/04). Answers where to go next.
 */
export async function runOrganizeForm(
	db: Kysely<Database>,
	viewer: Viewer,
	form: FormData,
): Promise<{ to: string } | { error: string }> {
	const pinIds = [
		...new Set(form.getAll('pin_ids').filter((v): v is string => typeof v === 'string' && isId(v))),
	].slice(0, 1000);
	const target = String(form.get('target') ?? '');
	const [boardId = '', sectionId] = target.split(':');
	if (pinIds.length === 0) return { error: errorsDetail().organizeNoPins() };
	if (!isId(boardId) || (sectionId !== undefined && !isId(sectionId)))
		return { error: errorsDetail().organizePickBoard() };
	try {
		const checked = await checkMove(db, viewer, pinIds, boardId, sectionId ?? null);
		await runBulkMove(db, {
			userId: viewer.id,
			boardId: checked.sourceBoard,
			sectionId: checked.sourceSection,
			kind: 'move',
			pinIds,
			target: { boardId, sectionId: sectionId ?? null },
		});
		return { to: checked.target.board.url };
	} catch (error) {
		if (error instanceof AppError) return { error: error.detail ?? error.message };
		throw error;
	}
}
