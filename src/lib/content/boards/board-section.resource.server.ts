import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Viewer } from '../../platform/access/viewer.ts';
import type { BoardSectionRow, Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import type { Board } from './board.ts';
import { boardIdOption, sectionIdOption, sectionTitleOption } from './board-input.ts';
import { sectionRowToSection } from './board-row.server.ts';
import { requireBoardAccess, requireReadableBoard } from './boards.service.server.ts';
import { sectionSuggestions } from './section-suggestions.server.ts';
import { findSectionRow, listSectionRows } from './sections.repository.server.ts';
import {
	createSection,
	deleteSection,
	renameSection,
	reorderSections,
} from './sections.service.server.ts';

/** BRD-08, API-78: a section as answers carry it. */
function sectionAnswer(row: BoardSectionRow, board: Board) {
	const s = sectionRowToSection(row, board);
	return {
		type: 'board_section',
		id: s.id,
		board_id: s.boardId,
		title: s.title,
		slug: s.slug,
		url: s.url,
		position: s.position,
		pin_count: s.pinCount,
	};
}

/** The section and its board, when the viewer may read the board (else `NotFound`). */
async function sectionFor(
	db: Kysely<Database>,
	viewer: Viewer | null,
	sectionId: string,
	need: 'read' | 'edit',
) {
	const missing = () => new AppError('NotFound', { detail: `No section ${sectionId}.` });
	const row = await findSectionRow(db, sectionId);
	if (!row) throw missing();
	try {
		const found =
			need === 'read'
				? await requireReadableBoard(db, viewer, row.board_id)
				: await requireBoardAccess(db, viewer, row.board_id, 'edit');
		return { row, found };
	} catch (error) {
		// A section of a board the viewer cannot read does not exist for them: the same answer
		// as a missing section, without the board's id.
		if (error instanceof AppError && error.code === 'NotFound') throw missing();
		throw error;
	}
}

/**
 * `BoardSectionResource` (BRD-08, API-78): get `{section_id}`, create `{board_id, title}`,
 * update `{section_id, title}`, delete `{section_id}` (deletes its pins too). Sections are the
 * owner's to manage (`boardAccess(...).edit`); a title a section of the board already has
 * (trimmed, any case) is refused.
 */
export const boardSectionResource = defineResource({
	name: 'BoardSectionResource',
	get: action({
		auth: 'optional',
		options: z.object({ section_id: sectionIdOption }),
		async run({ db, viewer }, options) {
			const { row, found } = await sectionFor(db, viewer, options.section_id, 'read');
			return { data: sectionAnswer(row, found.board) };
		},
	}),
	create: action({
		auth: 'required',
		options: z.object({ board_id: boardIdOption, title: sectionTitleOption }),
		async run({ db, viewer }, options) {
			const found = await requireBoardAccess(db, viewer, options.board_id, 'edit');
			const row = await createSection(db, found.board, options.title);
			return { data: sectionAnswer(row, found.board) };
		},
	}),
	update: action({
		auth: 'required',
		options: z.object({ section_id: sectionIdOption, title: sectionTitleOption }),
		async run({ db, viewer }, options) {
			const { row, found } = await sectionFor(db, viewer, options.section_id, 'edit');
			await renameSection(db, row, options.title);
			const fresh = await findSectionRow(db, row.id);
			return { data: sectionAnswer(fresh ?? row, found.board) };
		},
	}),
	delete: action({
		auth: 'required',
		options: z.object({ section_id: sectionIdOption }),
		async run({ db, viewer }, options) {
			const { row } = await sectionFor(db, viewer, options.section_id, 'edit');
			await deleteSection(db, row);
			return { data: { id: row.id, deleted: true } };
		},
	}),
});

/**
 * `BoardSectionsResource`: get `{board_id}` lists a board's sections in order; update
 * `{board_id, section_ids}` reorders them (owner).
 */
export const boardSectionsResource = defineResource({
	name: 'BoardSectionsResource',
	get: action({
		auth: 'optional',
		options: z.object({ board_id: boardIdOption }),
		async run({ db, viewer }, options) {
			const found = await requireReadableBoard(db, viewer, options.board_id);
			const rows = await listSectionRows(db, found.board.id);
			return { data: rows.map((r) => sectionAnswer(r, found.board)) };
		},
	}),
	update: action({
		auth: 'required',
		options: z.object({
			board_id: boardIdOption,
			section_ids: z.array(sectionIdOption).min(1).max(500),
		}),
		async run({ db, viewer }, options) {
			const found = await requireBoardAccess(db, viewer, options.board_id, 'edit');
			await reorderSections(db, found.board.id, options.section_ids);
			const rows = await listSectionRows(db, found.board.id);
			return { data: rows.map((r) => sectionAnswer(r, found.board)) };
		},
	}),
});

/**
 * `BoardSectionSuggestionsResource` get `{board_id}` (BRD-08): names to offer for new sections,
 * from the interests of the board's pins, without the names its sections already have
 * (compared trimmed and lower-cased), so creating a section removes its suggestion.
 */
export const boardSectionSuggestionsResource = defineResource({
	name: 'BoardSectionSuggestionsResource',
	get: action({
		auth: 'required',
		options: z.object({ board_id: boardIdOption }),
		async run({ db, viewer }, options) {
			const found = await requireBoardAccess(db, viewer, options.board_id, 'edit');
			return { data: await sectionSuggestions(db, found.board.id) };
		},
	}),
});
