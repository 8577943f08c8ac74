import type { Kysely } from 'kysely';
import { z } from 'zod';
import errorsDetail from '~/messages/errors-detail/index.ts';
import type { Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { boardIdOption, pinIdOption, sectionIdOption } from './board-input.ts';
import { findPinPlaces } from './board-pins.repository.server.ts';
import { requireBoardAccess } from './boards.service.server.ts';
import { runBulkMove } from './move-pins.server.ts';
import { findSectionRow } from './sections.repository.server.ts';

/**
 * Checks a move: the target board is writable by the viewer (owner or collaborator, not
 * archived), the section is on it, and every pin is on a board the viewer may remove pins from.
 * Pins the viewer cannot see are `NotFound`. Answers the source board and BRD-04 section of the
 * move (one section, the unorganized pins, or `-1` for several).
 */
export async function checkMove(
	db: Kysely<Database>,
	viewer: Viewer | null,
	pinIds: readonly string[],
	boardId: string,
	sectionId: string | null,
) {
	const target = await requireBoardAccess(db, viewer, boardId, 'write');
	if (sectionId !== null) {
		const section = await findSectionRow(db, sectionId);
		if (!section || section.board_id !== target.board.id) throw new AppError('SectionNotOnBoard');
	}
	const pins = await findPinPlaces(db, pinIds);
	const sources = new Set(pins.map((p) => p.board_id));
	// One answer for missing pins and pins on boards the viewer cannot read, so it does not
	// tell which ids exist.
	const missing = pinIds.find((id) => !pins.some((p) => p.id === id));
	if (missing) throw new AppError('NotFound', { detail: errorsDetail().somePinsMissing() });
	for (const sourceId of sources) {
		try {
			await requireBoardAccess(db, viewer, sourceId, 'removePins');
		} catch (e) {
			// A pin on a board the viewer cannot even read does not exist for them.
			if (e instanceof AppError && e.code === 'NotFound') {
				throw new AppError('NotFound', { detail: errorsDetail().somePinsMissing() });
			}
			throw e;
		}
	}
	const sections = new Set(pins.map((p) => p.section_id));
	const sourceBoard = sources.size === 1 ? [...sources][0]! : target.board.id;
	const sourceSection =
		sources.size === 1 && sections.size === 1 ? ([...sections][0] ?? null) : '-1';
	return { target, sourceBoard, sourceSection };
}

/**
 * `BoardPinsMoveResource` create `{pin_ids, board_id, section_id?}` (BRD-14, BRD-16, bulk
 * organize): moves pins to a board (and section) and answers the blocking action that ran it
 * (BRD-03/04). Owners and collaborators may move pins between boards they can write.
 */
export const boardPinsMoveResource = defineResource({
	name: 'BoardPinsMoveResource',
	create: action({
		auth: 'required',
		options: z.object({
			pin_ids: z.array(pinIdOption).min(1).max(1000),
			board_id: boardIdOption,
			section_id: sectionIdOption.nullable().optional(),
		}),
		async run({ db, viewer }, options) {
			const pinIds = [...new Set(options.pin_ids)];
			const sectionId = options.section_id ?? null;
			const { target, sourceBoard, sourceSection } = await checkMove(
				db,
				viewer,
				pinIds,
				options.board_id,
				sectionId,
			);
			const result = await runBulkMove(db, {
				userId: viewer!.id,
				boardId: sourceBoard,
				sectionId: sourceSection,
				kind: 'move',
				pinIds,
				target: { boardId: target.board.id, sectionId },
			});
			return {
				data: {
					blocking_action_id: result.actionId,
					moved_pin_count: result.moved,
					board_id: target.board.id,
					section_id: sectionId,
				},
			};
		},
	}),
});
