import feedbackMessages from '~/messages/feedback-dialogs/index.ts';
import { callRest } from '../../../platform/client/api.ts';
import { createModal, el, openModal } from '../../../platform/ui/client/modal-dialog.ts';
import {
	BUG_DETAILS_MAX_LENGTH,
	BUG_REPORTS_PATH,
	BUG_SUMMARY_MAX_LENGTH,
	type BugReportInput,
	FEEDBACK_MAX_LENGTH,
	FEEDBACK_PATH,
	feedbackDataOf,
} from '../feedback.ts';
import { type DialogState, OPEN_STATE, submitBugReport, submitFeedback } from '../feedback-flow.ts';
import { FEEDBACK_EVENT, type FeedbackRequest } from './feedback-openers.ts';

/**
 * The feedback (NAV-21) and report-bug (NAV-12) dialogs, loaded on first use. Each is a form
 * in a native modal dialog; its state (`feedback-flow.ts`) drives what shows: the form while
 * open, submitting or failed (with the failure's message in an alert), a thank-you once it
 * succeeded. The report-bug dialog is for signed-in viewers only: others are asked to log in
 * (the server refuses their reports anyway). The words are the `feedback-dialogs` messages.
 */

const here = () => location.pathname + location.search;

interface FormDialog {
	dialog: HTMLDialogElement;
	form: HTMLFormElement;
	submit: HTMLButtonElement;
	alert: HTMLElement;
	done: HTMLElement;
	/** Puts the dialog back to an empty form. */
	reset(): void;
}

/** A dialog with a form (`fields`), an alert line, Cancel and a submit button, and a "done" view. */
function formDialog(options: {
	id: string;
	title: string;
	intro: string;
	fields: Node[];
	submitLabel: string;
	thanks: string;
}): FormDialog {
	const titleId = `${options.id}-title`;
	const alert = el('p', { class: 'cb-modal__error', role: 'alert' });
	const submit = el(
		'button',
		{ type: 'submit', class: 'button button--primary' },
		options.submitLabel,
	);
	const t = feedbackMessages();
	const cancel = el('button', { type: 'button', class: 'button' }, t.cancel());
	const form = el(
		'form',
		{ novalidate: true },
		el('p', { class: 'cb-modal__text', id: `${options.id}-intro` }, options.intro),
		...options.fields,
		alert,
		el('div', { class: 'cb-modal__actions' }, cancel, submit),
	);
	const close = el('button', { type: 'button', class: 'button button--primary' }, t.close());
	const done = el(
		'div',
		{ hidden: true },
		el('p', { class: 'cb-modal__text', role: 'status' }, options.thanks),
		el('div', { class: 'cb-modal__actions' }, close),
	);
	const dialog = createModal(
		titleId,
		'',
		el('h2', { id: titleId, class: 'cb-modal__title' }, options.title),
		form,
		done,
	);
	dialog.setAttribute('aria-describedby', `${options.id}-intro`);
	cancel.addEventListener('click', () => dialog.close());
	close.addEventListener('click', () => dialog.close());
	return {
		dialog,
		form,
		submit,
		alert,
		done,
		reset() {
			form.reset();
			form.hidden = false;
			done.hidden = true;
			alert.textContent = '';
			submit.disabled = false;
			submit.removeAttribute('aria-busy');
		},
	};
}

/** Shows `state` in the dialog: busy while submitting, the message, the thank-you at the end. */
function render(view: FormDialog, state: DialogState, submitLabel: string): void {
	const busy = state.status === 'submitting';
	view.submit.disabled = busy;
	view.submit.toggleAttribute('aria-busy', busy);
	view.submit.textContent = busy ? feedbackMessages().sending() : submitLabel;
	view.alert.textContent = state.message ?? '';
	if (state.status === 'succeeded') {
		view.form.hidden = true;
		view.done.hidden = false;
		view.done.querySelector('button')?.focus();
	}
}

function feedbackDialog(): { open(opener: HTMLElement | null): void } {
	const text = el('textarea', {
		id: 'feedback-text',
		name: 'text',
		class: 'cb-modal__field',
		rows: '5',
		maxlength: String(FEEDBACK_MAX_LENGTH),
	});
	const t = feedbackMessages();
	const view = formDialog({
		id: 'feedback',
		title: t.feedbackTitle(),
		intro: t.feedbackIntro(),
		fields: [
			el('label', { class: 'cb-modal__label', for: 'feedback-text' }, t.feedbackLabel()),
			text,
		],
		submitLabel: t.feedbackSend(),
		thanks: t.feedbackThanks(),
	});
	let state: DialogState = OPEN_STATE;
	view.form.addEventListener('submit', (event) => {
		event.preventDefault();
		if (state.status === 'submitting') return;
		void submitFeedback(
			text.value,
			(value) => callRest('POST', FEEDBACK_PATH, { feedback_data: feedbackDataOf(value, here()) }),
			(next) => {
				state = next;
				render(view, next, t.feedbackSend());
			},
		);
	});
	return {
		open(opener) {
			if (!view.dialog.open) {
				view.reset();
				state = OPEN_STATE;
			}
			openModal(view.dialog, opener);
			text.focus();
		},
	};
}

function bugReportDialog(): { open(opener: HTMLElement | null): void } {
	const summary = el('input', {
		id: 'bug-summary',
		name: 'summary',
		type: 'text',
		class: 'cb-modal__field',
		maxlength: String(BUG_SUMMARY_MAX_LENGTH),
		required: true,
		autocomplete: 'off',
	});
	const details = el('textarea', {
		id: 'bug-details',
		name: 'details',
		class: 'cb-modal__field',
		rows: '5',
		maxlength: String(BUG_DETAILS_MAX_LENGTH),
	});
	const t = feedbackMessages();
	const view = formDialog({
		id: 'report-bug',
		title: t.bugTitle(),
		intro: t.bugIntro(),
		fields: [
			el('label', { class: 'cb-modal__label', for: 'bug-summary' }, t.bugSummaryLabel()),
			summary,
			el('label', { class: 'cb-modal__label', for: 'bug-details' }, t.bugDetailsLabel()),
			details,
		],
		submitLabel: t.bugSend(),
		thanks: t.bugThanks(),
	});
	let state: DialogState = OPEN_STATE;
	view.form.addEventListener('submit', (event) => {
		event.preventDefault();
		if (state.status === 'submitting') return;
		const body: BugReportInput = {
			summary: summary.value,
			details: details.value,
			page_url: here(),
		};
		void submitBugReport(
			summary.value,
			() => callRest('POST', BUG_REPORTS_PATH, { ...body }),
			(next) => {
				state = next;
				render(view, next, t.bugSend());
				summary.setAttribute('aria-invalid', String(next.status === 'open' && !!next.message));
				if (next.status === 'open' && next.message) summary.focus();
			},
		);
	});
	return {
		open(opener) {
			if (!view.dialog.open) {
				view.reset();
				state = OPEN_STATE;
				summary.removeAttribute('aria-invalid');
			}
			openModal(view.dialog, opener);
			summary.focus();
		},
	};
}

/** NAV-12 for viewers who are not signed in: the report needs a login. */
function logInToReportDialog(): { open(opener: HTMLElement | null): void } {
	const titleId = 'report-bug-login-title';
	const t = feedbackMessages();
	const close = el('button', { type: 'button', class: 'button' }, t.close());
	const login = el(
		'a',
		{ class: 'button button--primary', href: `/login?next=${encodeURIComponent(here())}` },
		t.logIn(),
	);
	const dialog = createModal(
		titleId,
		'cb-modal--center',
		el('h2', { id: titleId, class: 'cb-modal__title' }, t.bugTitle()),
		el('p', { class: 'cb-modal__text' }, t.logInToReport()),
		el('div', { class: 'cb-modal__actions' }, close, login),
	);
	close.addEventListener('click', () => dialog.close());
	return {
		open(opener) {
			openModal(dialog, opener);
			login.focus();
		},
	};
}

type Opener = { open(opener: HTMLElement | null): void };

/** Listens for `FEEDBACK_EVENT`; each dialog is built on its first request. */
export function listenForFeedbackRequests(): void {
	let feedback: Opener | null = null;
	let bug: Opener | null = null;
	addEventListener(FEEDBACK_EVENT, (event) => {
		const { kind, opener } = (event as CustomEvent<FeedbackRequest>).detail;
		if (kind === 'feedback') {
			feedback ??= feedbackDialog();
			feedback.open(opener);
			return;
		}
		const signedIn = document.documentElement.hasAttribute('data-signed-in');
		bug ??= signedIn ? bugReportDialog() : logInToReportDialog();
		bug.open(opener);
	});
}
