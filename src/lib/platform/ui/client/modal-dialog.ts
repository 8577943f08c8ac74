import styles from './modal-dialog.css?inline';

/**
 * Small modal dialogs without React, for code that loads on first use on any page (the error
 * modals, feedback, report a bug): a native `<dialog>` opened with `showModal()`, so focus
 * moves into it and stays there, the page behind is inert, and Escape closes it. Focus goes
 * back to the element that opened it. The styles travel inside this module's chunk and are
 * added to the page once.
 */

type Child = Node | string | null | false;
type Attrs = Record<string, string | boolean | undefined>;

/** Creates an element with attributes (`true`: present and empty; false/undefined: absent). */
export function el<K extends keyof HTMLElementTagNameMap>(
	tag: K,
	attrs: Attrs = {},
	...children: Child[]
): HTMLElementTagNameMap[K] {
	const node = document.createElement(tag);
	for (const [name, value] of Object.entries(attrs)) {
		if (value === true) node.setAttribute(name, '');
		else if (typeof value === 'string') node.setAttribute(name, value);
	}
	for (const child of children) if (child) node.append(child);
	return node;
}

let styled = false;
const openers = new WeakMap<HTMLDialogElement, HTMLElement>();

/**
 * A dialog labelled by its heading (`labelId`), added to the page closed. Closing (a button,
 * Escape) returns focus to the element that had it when `openModal` ran.
 */
export function createModal(
	labelId: string,
	className = '',
	...children: Child[]
): HTMLDialogElement {
	if (!styled) {
		document.head.append(el('style', {}, styles));
		styled = true;
	}
	const dialog = el(
		'dialog',
		{ class: `cb-modal ${className}`.trim(), 'aria-labelledby': labelId },
		...children,
	);
	dialog.addEventListener('close', () => {
		const opener = openers.get(dialog);
		openers.delete(dialog);
		if (opener?.isConnected) opener.focus();
	});
	document.body.append(dialog);
	return dialog;
}

/** Opens `dialog` as a modal (again, if open), remembering where focus was. */
export function openModal(dialog: HTMLDialogElement, opener?: Element | null): void {
	const from = opener ?? document.activeElement;
	if (!dialog.open && from instanceof HTMLElement && !dialog.contains(from)) {
		openers.set(dialog, from);
	}
	if (!dialog.open) dialog.showModal();
}
