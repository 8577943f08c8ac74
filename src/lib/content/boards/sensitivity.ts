/**
 * BRD-07: which sensitivity screens a browser has dismissed. Kept in a cookie (signed-in or
 * not, one list per browser) rather than the database: the screen is a courtesy, not access
 * control, and the board page can read it without a query.
 */
export const SENSITIVITY_COOKIE = '_cb_sens';
const MAX_ENTRIES = 50;

/** The board ids in the cookie value; anything malformed is dropped. */
export function parseDismissed(value: string | undefined): string[] {
	if (!value) return [];
	return value
		.split('.')
		.filter((id) => /^[1-9][0-9]{0,18}$/.test(id))
		.slice(0, MAX_ENTRIES);
}

/** The cookie value after dismissing `boardId` (newest first, at most 50 boards). */
export function addDismissed(value: string | undefined, boardId: string): string {
	const rest = parseDismissed(value).filter((id) => id !== boardId);
	return [boardId, ...rest].slice(0, MAX_ENTRIES).join('.');
}
