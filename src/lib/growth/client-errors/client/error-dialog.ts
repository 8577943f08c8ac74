import { errorModalContent } from '../../../platform/client/error-modal-content.ts';
import {
	ERROR_MODAL_EVENT,
	type ErrorModalDetail,
	setErrorModalShown,
} from '../../../platform/client/error-modal-flag.ts';
import { createModal, el, openModal } from '../../../platform/ui/client/modal-dialog.ts';

/**
 * The error modal itself (ERR-01..03), loaded on first use by `showErrorModal`: one
 * `alertdialog` reused for every request. 'Okay' or Escape closes it; an 'Oops!' closes by
 * itself after 3 s (ERR-02), and focus then returns where it was.
 */
export function mountErrorModal(): void {
	const title = el('h2', { id: 'error-modal-title', class: 'cb-modal__title' });
	const message = el('p', { id: 'error-modal-message', class: 'cb-modal__text' });
	const okay = el('button', { type: 'submit', class: 'button button--primary', autofocus: true });
	const dialog = createModal(
		'error-modal-title',
		'cb-modal--center',
		title,
		message,
		el('form', { method: 'dialog', class: 'cb-modal__actions' }, okay),
	);
	dialog.setAttribute('role', 'alertdialog');
	dialog.setAttribute('aria-describedby', 'error-modal-message');
	dialog.dataset.errorModal = '';

	let timer: ReturnType<typeof setTimeout> | undefined;
	dialog.addEventListener('close', () => {
		clearTimeout(timer);
		setErrorModalShown(false);
	});

	addEventListener(ERROR_MODAL_EVENT, (event) => {
		const detail = (event as CustomEvent<ErrorModalDetail>).detail;
		const content = errorModalContent(detail);
		title.textContent = content.title;
		message.textContent = content.message;
		okay.textContent = content.button;
		dialog.dataset.kind = detail.kind;
		clearTimeout(timer);
		setErrorModalShown(true);
		openModal(dialog, detail.opener);
		okay.focus();
		if (content.autoHideMs !== null) timer = setTimeout(() => dialog.close(), content.autoHideMs);
	});
}
