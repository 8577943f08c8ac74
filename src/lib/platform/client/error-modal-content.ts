/**
 * The error modals' words (ERR-01..03). Three kinds, one look:
 * - `oops`: 'Oops!' with a message and 'Okay'; it hides by itself after 3 s (ERR-02);
 * - `html`: 'Something went wrong', for an answer that was not the API's JSON at all, such as
 *   a proxy's error page (ERR-03);
 * - `generic`: 'An error occurred' with 'Okay' (ERR-03), for a failure the server reported.
 * Which failures show which kind is `error-policy.ts`. The words are the `error-modal` messages,
 * in the page's language.
 */
import errorModalMessages from '~/messages/error-modal/index.ts';

/** ERR-01: what a failure says when nothing more specific is known. */
export function defaultErrorMessage(): string {
	return errorModalMessages().defaultMessage();
}
/** ERR-02: the 'Oops!' modal hides itself after this long. */
export const OOPS_AUTO_HIDE_MS = 3000;

type ErrorModalKind = 'oops' | 'html' | 'generic';

/** What a caller asks `showErrorModal` for. */
export interface ErrorModalRequest {
	kind: ErrorModalKind;
	/** The text to show; the default message (ERR-01) when empty. */
	message?: string | undefined;
}

export interface ErrorModalContent {
	title: string;
	message: string;
	/** The one button's label ("Okay"). */
	button: string;
	/** Milliseconds after which the modal closes by itself; null: it stays until closed. */
	autoHideMs: number | null;
}

export function errorModalContent(request: ErrorModalRequest): ErrorModalContent {
	const t = errorModalMessages();
	const titles: Record<ErrorModalKind, string> = {
		oops: t.oopsTitle(),
		html: t.somethingWrongTitle(),
		generic: t.errorOccurredTitle(),
	};
	return {
		title: titles[request.kind],
		message: request.message?.trim() || t.defaultMessage(),
		button: t.okay(),
		autoHideMs: request.kind === 'oops' ? OOPS_AUTO_HIDE_MS : null,
	};
}
