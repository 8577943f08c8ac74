import { map } from 'nanostores';
import type { SavedInfo } from '../saved-info.ts';

/**
 * PIN-10 on the client: the viewer's latest save of each pin a Save button is on, by that pin's
 * id (`null`: not saved; absent: not known yet). The closeup's `SaveButton` reads it; the
 * picker's code (`saving.api.ts`) writes it after loading, saving or unsaving.
 *
 * Kept tiny on purpose: the closeup's island imports it, and the signed-out pin page has a
 * JavaScript budget.
 */
export const $savedPins = map<Record<string, SavedInfo | null>>({});

export function setSavedInfo(pinId: string, info: SavedInfo | null): void {
	$savedPins.setKey(pinId, info);
}

/** Whether the page was rendered for a fully signed-in viewer (`SessionKeeper.astro`'s marker). */
export function viewerSignedIn(): boolean {
	return document.querySelector('[data-session-keeper][data-login-state="1"]') !== null;
}
