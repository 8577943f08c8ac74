import {
	SAVE_PIN_EVENT,
	SAVED_INFO_EVENT,
	type SavePinRequest,
} from '~/lib/content/saving/client/save-picker-request.ts';
import { loadSavedInfo } from '~/lib/content/saving/client/saving.api.ts';

let listening = false;

/**
 * The picker's page script (`SavePickerScript.astro`) runs this when first imported: from then
 * on `SAVED_INFO_EVENT` loads a pin's savedInfo and `SAVE_PIN_EVENT` opens the picker, whose
 * React code (`load`) is fetched on the first opening.
 */
export function listenForSaveRequests(load: () => Promise<(r: SavePinRequest) => void>): void {
	if (listening) return;
	listening = true;
	addEventListener(SAVED_INFO_EVENT, (event) => {
		void loadSavedInfo((event as CustomEvent<string>).detail);
	});
	let open: Promise<(r: SavePinRequest) => void> | null = null;
	addEventListener(SAVE_PIN_EVENT, (event) => {
		const request = (event as CustomEvent<SavePinRequest>).detail;
		open ??= load();
		open.then(
			(show) => show(request),
			() => {
				open = null;
				location.assign(`/pin/${request.pinId}/repin/`);
			},
		);
	});
}
