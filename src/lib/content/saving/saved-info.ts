/**
 * PIN-10: where the viewer last saved a pin. Shared by the server (answers) and the islands
 * (the Save button shows "Saved" with a link to `url`).
 */
export interface SavedInfo {
	/** The board the viewer's save is on. */
	boardId: string;
	/** The viewer's own pin (the save), e.g. for unsaving or opening it. */
	localPinId: string;
	/** The section of the board, or null when the save sits on the board itself. */
	sectionId: string | null;
	/** The board's name, or the section's title when saved into a section. */
	title: string;
	/** `board` or `section`: what `title` and `url` name. */
	type: 'board' | 'section';
	/** Path of the board (or section) page. */
	url: string;
}

/** The columns `toSavedInfo` reads (the repository selects them in one query). */
export interface SavedInfoRow {
	pin_id: string;
	board_id: string;
	board_name: string;
	board_slug: string;
	owner_username: string;
	section_id: string | null;
	section_title: string | null;
	section_slug: string | null;
}

export function toSavedInfo(row: SavedInfoRow): SavedInfo {
	const boardUrl = `/${row.owner_username}/${row.board_slug}/`;
	if (row.section_id !== null && row.section_title !== null && row.section_slug !== null) {
		return {
			boardId: row.board_id,
			localPinId: row.pin_id,
			sectionId: row.section_id,
			title: row.section_title,
			type: 'section',
			url: `${boardUrl}${row.section_slug}/`,
		};
	}
	return {
		boardId: row.board_id,
		localPinId: row.pin_id,
		sectionId: null,
		title: row.board_name,
		type: 'board',
		url: boardUrl,
	};
}
