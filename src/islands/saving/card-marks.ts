import type { SavedInfo } from '~/lib/content/saving/saved-info.ts';
import savingPicker from '~/messages/saving-picker/index.ts';

/**
 * What a save changes on the page's pin cards, which have no island of their own
 * (`MasonryGrid.astro`, `PinCardOverlay.astro`).
 */

/** The card of the control that asked shows its pin as saved. */
export function markCardSaved(opener: HTMLElement | null): void {
	const save = opener?.hasAttribute('data-save-pin')
		? opener
		: opener?.closest('li')?.querySelector<HTMLElement>('a[data-save-pin]');
	if (!save) return;
	save.textContent = savingPicker().cardSaved();
	save.classList.add('is-saved');
}

/**
 * The board just saved to becomes every card's board button (and the overlay template's), as
 * the server names the board last saved to. A save into a section names the section, so it
 * leaves them as they are.
 */
export function rememberCardBoard(info: SavedInfo | null): void {
	if (info?.type !== 'board') return;
	const template = document.getElementById('pin-card-overlay') as HTMLTemplateElement | null;
	const buttons = [
		...document.querySelectorAll<HTMLElement>('[data-card-board]'),
		...(template?.content.querySelectorAll<HTMLElement>('[data-card-board]') ?? []),
	];
	for (const button of buttons) {
		button.dataset.cardBoard = info.boardId;
		button.textContent = info.title;
	}
}
