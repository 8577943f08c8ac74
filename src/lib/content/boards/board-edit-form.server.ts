import type { Kysely } from 'kysely';
import errorsDetail from '~/messages/errors-detail/index.ts';
import type { Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import { isId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import { firstIssueSentence } from '../../platform/http/form.server.ts';
import { moveInOrder } from './board.ts';
import { deleteBoard, updateBoard } from './board-edit.server.ts';
import { boardDescriptionOption, boardNameOption } from './board-input.ts';
import { requireBoardAccess } from './boards.service.server.ts';
import { mergeBoards } from './merge-boards.server.ts';
import { listSectionRows } from './sections.repository.server.ts';
import { reorderSections } from './sections.service.server.ts';

export type EditFormResult = { kind: 'redirect'; to: string } | { kind: 'error'; message: string };

/**
 * The `/board/{id}/edit/` form (works without JavaScript): `intent` `save` (name, description,
 * secret), `cover` (`cover_pin_id`, empty for the newest pins), `section-up`/`section-down`
 * (`section_id`), `delete` (needs the `confirm` box) or `merge` (into `target_board_id`). Same rules as
 * the API: owner only, secret boards of others are not found.
 */
export async function runBoardEditForm(
	db: Kysely<Database>,
	viewer: Viewer,
	boardId: string,
	form: FormData,
): Promise<EditFormResult> {
	const text = (name: string) => {
		const v = form.get(name);
		return typeof v === 'string' ? v.slice(0, 2000) : '';
	};
	try {
		const intent = text('intent');
		if (intent === 'delete') {
			const found = await requireBoardAccess(db, viewer, boardId, 'delete');
			if (text('confirm') !== '1') {
				return {
					kind: 'error',
					message: errorsDetail().boardDeleteConfirm(),
				};
			}
			await deleteBoard(db, found.board);
			return { kind: 'redirect', to: `/${viewer.username}/` };
		}
		if (intent === 'cover') {
			const found = await requireBoardAccess(db, viewer, boardId, 'edit');
			const pinId = text('cover_pin_id');
			await updateBoard(db, found.board, { coverPinId: isId(pinId) ? pinId : null });
			return { kind: 'redirect', to: found.board.url };
		}
		if (intent === 'section-up' || intent === 'section-down') {
			const found = await requireBoardAccess(db, viewer, boardId, 'edit');
			const order = (await listSectionRows(db, found.board.id)).map((s) => s.id);
			const sectionId = text('section_id');
			const at = order.indexOf(sectionId);
			if (at < 0) throw new AppError('SectionNotOnBoard');
			await reorderSections(
				db,
				found.board.id,
				moveInOrder(order, sectionId, intent === 'section-up' ? at - 1 : at + 1),
			);
			return { kind: 'redirect', to: `/board/${found.board.id}/edit/#sections` };
		}
		if (intent === 'merge') {
			const source = await requireBoardAccess(db, viewer, boardId, 'delete');
			const targetId = text('target_board_id');
			if (targetId === boardId) throw new AppError('MergeSameBoard');
			const target = await requireBoardAccess(db, viewer, targetId, 'edit');
			await mergeBoards(db, viewer.id, source.board, target.board);
			return { kind: 'redirect', to: target.board.url };
		}
		const found = await requireBoardAccess(db, viewer, boardId, 'edit');
		const name = boardNameOption.safeParse(text('name'));
		if (!name.success) return { kind: 'error', message: firstIssueSentence(name.error) };
		const description = boardDescriptionOption.safeParse(text('description'));
		if (!description.success)
			return { kind: 'error', message: firstIssueSentence(description.error) };
		await updateBoard(db, found.board, {
			name: name.data,
			description: description.data,
			privacy: text('secret') === '1' ? 'secret' : 'public',
		});
		const fresh = await requireBoardAccess(db, viewer, boardId, 'edit');
		return { kind: 'redirect', to: fresh.board.url };
	} catch (error) {
		if (error instanceof AppError) {
			return { kind: 'error', message: error.detail ?? error.message };
		}
		throw error;
	}
}
