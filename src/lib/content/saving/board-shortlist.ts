/** BRD-12: the board picker's data, as `BoardPickerBoardsShortlistResource` answers it. */

/** How many boards `recent_boards` lists. */
export const RECENT_BOARDS = 5;

/** A board as the board picker shows it (BRD-12). */
export interface PickerBoard {
	id: string;
	name: string;
	url: string;
	/** BRD-02 code: 0 NONE (public), 2 GROUP, 3 SECRET. */
	privacy: number;
	is_collaborative: boolean;
	/** `owner` or `collaborator`. */
	role: 'owner' | 'collaborator';
	owner: { id: string; username: string };
	pin_count: number;
	section_count: number;
	last_pinned_at: string | null;
	/** A 60×60 thumbnail (cover pin, else newest pin), or null for an empty board. */
	image_thumbnail_url: string | null;
	sections: { id: string; title: string; url: string }[];
}

export interface BoardShortlist {
	/** Every board the viewer can save to: recently pinned-to first, then the others by name. */
	boards_shortlist: PickerBoard[];
	/** The few boards the viewer saved to last, newest first. */
	recent_boards: PickerBoard[];
}
