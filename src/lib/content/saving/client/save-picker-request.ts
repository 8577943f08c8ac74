import { importScript } from '../../../platform/client/chunk-load.ts';

/**
 * How Save controls reach the board picker without bundling it: the picker's code is a page
 * script whose URL `SavePickerLoader.astro` leaves in `#save-picker-script[data-src]` (pages of
 * signed-in viewers only). A request imports it by URL (no Vite preload helper rides along, see
 * `LazyScript.astro`) with the STA-03 retries (`importScript`), then sends an event the script
 * listens for. The card links' delegated listener (`SavePickerLoader.astro`) goes through here.
 */

/** Opens the picker; detail: `SavePinRequest`. */
export const SAVE_PIN_EVENT = 'corkboard:save-pin';
/** Loads the viewer's savedInfo of a pin into `$savedPins`; detail: the pin id. */
export const SAVED_INFO_EVENT = 'corkboard:saved-info';
/** Opens the pin options ("…" on a card: hide, report); detail: `PinOptionsRequest`. */
export const PIN_OPTIONS_EVENT = 'corkboard:pin-options';
/** The element carrying the picker script's URL (`LazyScript` in `SavePickerLoader.astro`). */
export const SAVE_PICKER_SCRIPT_ID = 'save-picker-script';

export interface SavePinRequest {
	pinId: string;
	pinTitle: string;
	/** The control that asked; focus returns to it, and a card's Save link turns into "Saved". */
	opener: HTMLElement | null;
	/** Save straight to this board (a card's overlay names it) instead of opening the picker. */
	board?: { id: string; name: string };
}

export interface PinOptionsRequest {
	pinId: string;
	/** The "…" button; focus returns to it. */
	opener: HTMLElement;
}

/**
 * Imports the picker script (with the STA-03 retries), then sends the event. False when the
 * script is missing or failed, or when the page is out of date (STA-08): the caller's page
 * (`/pin/{id}/repin/`) is then the fresh load.
 */
async function ask(type: string, detail: unknown): Promise<boolean> {
	try {
		await importScript(SAVE_PICKER_SCRIPT_ID);
	} catch {
		return false;
	}
	dispatchEvent(new CustomEvent(type, { detail }));
	return true;
}

/** Opens the picker for a pin; false means: follow the link to `/pin/{id}/repin/` instead. */
export function requestSavePicker(request: SavePinRequest): Promise<boolean> {
	return ask(SAVE_PIN_EVENT, request);
}

/** Opens a card's pin options; false means: the options could not load. */
export function requestPinOptions(request: PinOptionsRequest): Promise<boolean> {
	return ask(PIN_OPTIONS_EVENT, request);
}

/** Asks for the viewer's savedInfo of a pin (PIN-10); it arrives in `$savedPins`. */
export function requestSavedInfo(pinId: string): Promise<boolean> {
	return ask(SAVED_INFO_EVENT, pinId);
}
