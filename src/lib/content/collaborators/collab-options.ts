import { z } from 'zod';
import { isId } from '../../platform/db/ids.ts';

/** Option schemas shared by the collaboration resources. */

/** U-18: list pages. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 250;

export const idOption = z.string().max(40).refine(isId, 'must be an id (digits)');

export const pageOptions = {
	page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
	bookmarks: z.array(z.string().max(500)).max(5).optional(),
	bookmark: z.string().max(500).optional(),
};

/** The bookmark a client sent, in either form. */
export function sentBookmark(options: {
	bookmark?: string | undefined;
	bookmarks?: string[] | undefined;
}) {
	return options.bookmark ?? options.bookmarks?.[0];
}
