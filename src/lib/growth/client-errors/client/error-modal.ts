import { API_FAILURE_EVENT, type ApiFailureDetail } from '../../../platform/client/api-events.ts';
import { importScript } from '../../../platform/client/chunk-load.ts';
import type { ErrorModalRequest } from '../../../platform/client/error-modal-content.ts';
import {
	ERROR_MODAL_EVENT,
	type ErrorModalDetail,
	setErrorModalShown,
} from '../../../platform/client/error-modal-flag.ts';
import { errorModalFor } from '../error-policy.ts';

/**
 * The one way to show an error modal (ERR-01..03) from any island or page script:
 * `showErrorModal({ kind: 'generic', message })`. The modal's code is not part of any page's
 * JavaScript: the first call imports it by URL (`ErrorModalScript.astro` in `LazyScript`,
 * with the STA-03 retries), then asks it to open with an event.
 */

/** The element carrying the URL of the modal's code (`ShellRuntime.astro`). */
const ERROR_MODAL_SCRIPT_ID = 'error-modal-script';

/** The control the person last clicked (kept by `showModalsForApiFailures`). */
let lastClicked: HTMLElement | null = null;

/**
 * Where focus goes back to when the modal closes: the focused element, else the control last
 * clicked (an island often disables its button while its call runs, and a disabled button
 * loses focus).
 */
function currentOpener(): HTMLElement | null {
	const active = document.activeElement;
	if (active instanceof HTMLElement && active !== document.body) return active;
	return lastClicked?.isConnected ? lastClicked : null;
}

/**
 * Shows the modal (replacing the text of one already open). Resolves to false when its code
 * could not be loaded; the message then only reaches the console. Never rejects.
 */
export function showErrorModal(
	request: ErrorModalRequest,
	opener: HTMLElement | null = currentOpener(),
): Promise<boolean> {
	setErrorModalShown(true);
	// The error must be shown even on an out-of-date page: no STA-08 full load here.
	return importScript(ERROR_MODAL_SCRIPT_ID, { evenIfStale: true }).then(
		() => {
			const detail: ErrorModalDetail = { ...request, opener };
			dispatchEvent(new CustomEvent<ErrorModalDetail>(ERROR_MODAL_EVENT, { detail }));
			return true;
		},
		(error: unknown) => {
			setErrorModalShown(false);
			console.error('The error modal could not be loaded.', request.message ?? '', error);
			return false;
		},
	);
}

/** Opens the modal for failed calls that `errorModalFor` says deserve one (once per page). */
export function showModalsForApiFailures(): void {
	document.addEventListener(
		'click',
		(event) => {
			const target = event.target instanceof Element ? event.target : null;
			lastClicked =
				target?.closest<HTMLElement>('button, a[href], input, select, textarea') ?? null;
		},
		true,
	);
	addEventListener(API_FAILURE_EVENT, (event) => {
		const { method, quiet, error } = (event as CustomEvent<ApiFailureDetail>).detail;
		const request = errorModalFor({ method, quiet, call: error });
		if (request) void showErrorModal(request);
	});
}
