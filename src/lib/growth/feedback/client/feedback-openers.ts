import { importScript, StaleAppError } from '../../../platform/client/chunk-load.ts';
import { showErrorModal } from '../../client-errors/client/error-modal.ts';

/**
 * How the feedback (NAV-21) and report-bug (NAV-12) dialogs open: a click on any element
 * carrying `data-open-feedback` or `data-open-report-bug` (menu entries placed by the shell).
 * One delegated listener per page; the dialogs' code loads on the first click
 * (`FeedbackScript.astro` in `LazyScript`), then gets `FEEDBACK_EVENT`.
 */

/** Sent on `window` with `FeedbackRequest`; the dialogs' code listens. */
export const FEEDBACK_EVENT = 'corkboard:feedback';
/** The element carrying the URL of the dialogs' code (`ShellRuntime.astro`). */
const FEEDBACK_SCRIPT_ID = 'feedback-script';

export interface FeedbackRequest {
	kind: 'feedback' | 'report-bug';
	/** Focus returns here when the dialog closes. */
	opener: HTMLElement | null;
}

/** Opens a dialog; resolves once it is open, false if its code could not load. */
function openFeedbackDialog(request: FeedbackRequest): Promise<boolean> {
	return importScript(FEEDBACK_SCRIPT_ID).then(
		() => {
			dispatchEvent(new CustomEvent<FeedbackRequest>(FEEDBACK_EVENT, { detail: request }));
			return true;
		},
		(error: unknown) => {
			// STA-08: the site has a newer version: load it rather than open old code.
			if (error instanceof StaleAppError) location.reload();
			else void showErrorModal({ kind: 'oops' });
			return false;
		},
	);
}

export function listenForFeedbackOpeners(): void {
	document.addEventListener('click', (event) => {
		if (event.defaultPrevented || event.button !== 0) return;
		const opener = (event.target as Element | null)?.closest?.<HTMLElement>(
			'[data-open-feedback],[data-open-report-bug]',
		);
		if (!opener) return;
		event.preventDefault();
		const kind = opener.hasAttribute('data-open-report-bug') ? 'report-bug' : 'feedback';
		void openFeedbackDialog({ kind, opener });
	});
}
