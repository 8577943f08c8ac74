import feedbackMessages from '~/messages/feedback-dialogs/index.ts';
import { defaultErrorMessage } from '../../platform/client/error-modal-content.ts';

/**
 * The feedback and bug-report dialogs' states (NAV-21): open → submitting → succeeded or
 * failed. Pure: the sending is passed in, so the rules are unit-tested without a browser.
 */
type DialogStatus = 'open' | 'submitting' | 'succeeded' | 'failed';

export interface DialogState {
	status: DialogStatus;
	/** What to show under the form: why the send failed, or what to fix before sending. */
	message: string | null;
}

export const OPEN_STATE: DialogState = { status: 'open', message: null };

/**
 * The words for a failed send: the server's message when it sent one (our catalogue's
 * messages say what to do), the offline text when no answer came, else the default (ERR-01).
 */
export function failureMessage(error: unknown): string {
	if (typeof error === 'object' && error !== null && 'apiErrorCode' in error) {
		const { apiErrorCode, status, message } = error as {
			apiErrorCode: number;
			status: number;
			message: string;
		};
		if ((apiErrorCode !== 0 || status === 0) && message) return message;
	}
	return defaultErrorMessage();
}

async function send(
	call: () => Promise<unknown>,
	update: (state: DialogState) => void,
): Promise<DialogState> {
	update({ status: 'submitting', message: null });
	let state: DialogState;
	try {
		await call();
		state = { status: 'succeeded', message: null };
	} catch (error) {
		state = { status: 'failed', message: failureMessage(error) };
	}
	update(state);
	return state;
}

/**
 * NAV-21: sends feedback. Empty or whitespace-only text counts as success without a call;
 * otherwise `post` gets the text (it sends `feedback_data`), and a failure's message is kept
 * in the state for the dialog to show.
 */
export function submitFeedback(
	text: string,
	post: (text: string) => Promise<unknown>,
	update: (state: DialogState) => void,
): Promise<DialogState> {
	if (text.trim() === '') {
		const state: DialogState = { status: 'succeeded', message: null };
		update(state);
		return Promise.resolve(state);
	}
	return send(() => post(text), update);
}

/** What the bug form says when the summary is empty; nothing is sent. */
export function bugSummaryRequired(): string {
	return feedbackMessages().bugSummaryRequired();
}

/**
 * NAV-12: sends a bug report. A report needs a summary: without one the dialog stays open with
 * a message and nothing is sent.
 */
export function submitBugReport(
	summary: string,
	post: () => Promise<unknown>,
	update: (state: DialogState) => void,
): Promise<DialogState> {
	if (summary.trim() === '') {
		const state: DialogState = { status: 'open', message: bugSummaryRequired() };
		update(state);
		return Promise.resolve(state);
	}
	return send(post, update);
}
