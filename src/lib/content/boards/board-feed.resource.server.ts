import { z } from 'zod';
import { AppError } from '../../platform/http/errors.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { MAX_PAGE_SIZE } from '../pins/pins.service.server.ts';
import { boardIdOption, sectionIdOption } from './board-input.ts';
import { boardPinsPage } from './board-pins.service.server.ts';
import { requireReadableBoard } from './boards.service.server.ts';
import { findSectionRow } from './sections.repository.server.ts';

/**
 * `BoardsFeedResource` get (API-79): a page of a board's pins in board order, or of one section
 * (`section_id`), or of the unorganized pins (`sectionless: true`). Keyset `bookmarks`.
 */
export const boardsFeedResource = defineResource({
	name: 'BoardsFeedResource',
	get: action({
		auth: 'optional',
		options: z.object({
			board_id: boardIdOption,
			section_id: sectionIdOption.optional(),
			sectionless: z.boolean().optional(),
			page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
			bookmarks: z.array(z.string().max(500)).max(5).optional(),
			field_set_key: z.string().max(50).optional(),
		}),
		async run({ db, viewer, readerId }, options) {
			const found = await requireReadableBoard(db, viewer, options.board_id);
			if (options.section_id) {
				const section = await findSectionRow(db, options.section_id);
				if (!section || section.board_id !== found.board.id)
					throw new AppError('SectionNotOnBoard');
			}
			const page = await boardPinsPage(db, found, {
				...(options.section_id
					? { sectionId: options.section_id }
					: options.sectionless
						? { sectionId: null }
						: {}),
				bookmark: options.bookmarks?.[0],
				viewerId: readerId,
				pageSize: options.page_size,
			});
			return { data: page.pins, bookmark: page.bookmark };
		},
	}),
});
