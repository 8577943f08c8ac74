import type { ErrorModalRequest } from './error-modal-content.ts';

/**
 * Marks the page while an error modal is asked for or open (`<html data-error-modal>`), set
 * the moment `showErrorModal` is called, before its code has loaded. The toast store reads it:
 * a toast under a modal's backdrop cannot be read, and would repeat what the modal says.
 */
const ERROR_MODAL_ATTR = 'data-error-modal';
/** Sent on `window` with an `ErrorModalDetail`; the modal's code listens for it. */
export const ERROR_MODAL_EVENT = 'corkboard:error-modal';

/** A request as the modal's code receives it: with the element focus returns to. */
export type ErrorModalDetail = ErrorModalRequest & { opener: HTMLElement | null };

export function isErrorModalShown(): boolean {
	return typeof document !== 'undefined' && document.documentElement.hasAttribute(ERROR_MODAL_ATTR);
}

export function setErrorModalShown(shown: boolean): void {
	document.documentElement.toggleAttribute(ERROR_MODAL_ATTR, shown);
}
