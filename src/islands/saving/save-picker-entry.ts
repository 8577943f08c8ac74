import {
	PIN_OPTIONS_EVENT,
	type PinOptionsRequest,
	SAVE_PIN_EVENT,
	SAVED_INFO_EVENT,
	type SavePinRequest,
} from '~/lib/content/saving/client/save-picker-request.ts';
import { loadSavedInfo } from '~/lib/content/saving/client/saving.api.ts';

/** What the picker's React code offers once loaded (`mount-board-picker.tsx`). */
export interface PickerModule {
	openBoardPicker: (request: SavePinRequest) => void;
	openPinOptions: (request: PinOptionsRequest) => void;
}

let listening = false;

/**
 * The picker's page script (`SavePickerScript.astro`) runs this when first imported: from then
 * on `SAVED_INFO_EVENT` loads a pin's savedInfo, `SAVE_PIN_EVENT` opens the picker (or saves to
 * the board a card names) and `PIN_OPTIONS_EVENT` a card's pin options; their React code
 * (`load`) is fetched on the first of those.
 */
export function listenForSaveRequests(load: () => Promise<PickerModule>): void {
	if (listening) return;
	listening = true;
	addEventListener(SAVED_INFO_EVENT, (event) => {
		void loadSavedInfo((event as CustomEvent<string>).detail);
	});
	let loaded: Promise<PickerModule> | null = null;
	const withModule = (use: (m: PickerModule) => void, fallback: string) => {
		loaded ??= load();
		loaded.then(use, () => {
			loaded = null;
			location.assign(fallback);
		});
	};
	addEventListener(SAVE_PIN_EVENT, (event) => {
		const request = (event as CustomEvent<SavePinRequest>).detail;
		withModule((m) => m.openBoardPicker(request), `/pin/${request.pinId}/repin/`);
	});
	addEventListener(PIN_OPTIONS_EVENT, (event) => {
		const request = (event as CustomEvent<PinOptionsRequest>).detail;
		withModule((m) => m.openPinOptions(request), `/pin/${request.pinId}/`);
	});
}
