import { atom } from 'nanostores';
import { isErrorModalShown } from '../../client/error-modal-flag.ts';
import { TOAST_MS } from '../toast-duration.ts';

export interface Toast {
	id: number;
	message: string;
}

/** The toast on screen, or null. Shared by every island through this store. */
export const $toast = atom<Toast | null>(null);

let timer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;

/**
 * Shows a toast, replacing any on screen, and hides it after TOAST_MS. Not while an error
 * modal is up (ERR-03): the toast would sit unread under its backdrop, repeating it.
 */
export function showToast(message: string): void {
	if (isErrorModalShown()) return;
	clearTimeout(timer);
	const toast = { id: nextId++, message };
	$toast.set(toast);
	timer = setTimeout(() => {
		if ($toast.get()?.id === toast.id) $toast.set(null);
	}, TOAST_MS);
}
