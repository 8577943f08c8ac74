import { callResource, callRest } from '../../../platform/client/api.ts';
import { recordClientEvent } from '../../../platform/client/client-events.ts';
import type { BoardShortlist, PickerBoard } from '../board-shortlist.ts';
import type { SavedInfo } from '../saved-info.ts';
import { setSavedInfo } from './saving.store.ts';

/**
 * The board picker's calls (client side). Each one that changes a save updates `$savedPins`, so
 * every Save button of the pin follows. Errors are `ApiError`s with the server's message.
 */

/** PIN-10: loads the viewer's savedInfo of a pin into `$savedPins`; failures leave it unknown. */
export async function loadSavedInfo(pinId: string): Promise<void> {
	try {
		const data = await callResource<{ savedInfo: SavedInfo | null }>('RepinResource', 'get', {
			pin_id: pinId,
		});
		setSavedInfo(pinId, data.savedInfo);
	} catch {
		// Offline, or the pin went away: the button stays "Save".
	}
}

/** Saves `pinId` to a board (and section); answers where it went. */
export async function saveToBoard(
	pinId: string,
	boardId: string,
	sectionId: string | null = null,
): Promise<SavedInfo> {
	const pin = await callResource<{ savedInfo: SavedInfo }>('RepinResource', 'create', {
		pin_id: pinId,
		board_id: boardId,
		...(sectionId ? { section_id: sectionId } : {}),
	});
	setSavedInfo(pinId, pin.savedInfo);
	recordClientEvent('save', { board_id: boardId }, { object_id_str: pinId });
	return pin.savedInfo;
}

/** PIN-11: saves to the viewer's quick-saves board. */
export async function quickSave(pinId: string): Promise<SavedInfo> {
	const pin = await callResource<{ savedInfo: SavedInfo }>('QuickSaveResource', 'create', {
		pin_id: pinId,
	});
	setSavedInfo(pinId, pin.savedInfo);
	recordClientEvent('save', { quick: true }, { object_id_str: pinId });
	return pin.savedInfo;
}

/** Removes the viewer's latest save of `pinId`; answers the save left, if any. */
export async function unsave(pinId: string): Promise<SavedInfo | null> {
	const result = await callResource<{ savedInfo: SavedInfo | null }>('RepinResource', 'delete', {
		pin_id: pinId,
	});
	setSavedInfo(pinId, result.savedInfo);
	return result.savedInfo;
}

/** BRD-12: the boards the viewer can save to. */
export function loadShortlist(): Promise<BoardShortlist> {
	return callResource<BoardShortlist>('BoardPickerBoardsShortlistResource', 'get', {});
}

/** PIN-16: board names to offer when creating a board for this pin. */
export async function loadTitleSuggestions(pinId: string): Promise<string[]> {
	return callRest<string[]>(
		'GET',
		`/v3/pins/${encodeURIComponent(pinId)}/board_title_suggestions/`,
	);
}

/** Creates a board through `BoardResource` (boards part); answers it as the picker lists boards. */
export async function createBoardForSave(
	name: string,
	secret: boolean,
): Promise<Pick<PickerBoard, 'id' | 'name' | 'url'>> {
	const board = await callResource<{ id: string; name: string; url: string }>(
		'BoardResource',
		'create',
		{ name, privacy: secret ? 'secret' : 'public' },
	);
	return { id: board.id, name: board.name, url: board.url };
}
