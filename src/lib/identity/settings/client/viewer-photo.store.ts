import { atom } from 'nanostores';

/**
 * The signed-in viewer's profile picture as changed on this page (Edit profile's "Change
 * photo"): the header's avatar shows it at once rather than the one the page was rendered with.
 * `undefined` until a change on this page; a URL, or null for no picture (the placeholder).
 * Settings are always the session's own account, and switching accounts loads a new page, so
 * the value needs no account id.
 */
export const $viewerPhoto = atom<string | null | undefined>(undefined);

/** Records the viewer's new picture (its URL, or null when it was removed). */
export function viewerPhotoChanged(url: string | null): void {
	$viewerPhoto.set(url);
}
