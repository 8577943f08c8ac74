import { AppError } from './errors.ts';
import { formString, notAFormMessage, readForm } from './form.server.ts';

/** Where a page opened from a mailed one-time link is: asking, done, or refused. */
export interface MailedLinkState {
	state: 'ask' | 'done' | 'error';
	/** What the page says (empty while asking). */
	message: string;
	/** The HTTP status of the answer. */
	status: number;
}

/**
 * The flow of a page opened from a mailed one-time link (`?t=…`): a GET only shows a button
 * (mail scanners that fetch links must not use the token up), and the button's POST sends the
 * token back as the form field `t` and runs `use`, whose answer is the message to show. A
 * refusal (`AppError`) shows its message with its status; a GET without a token is refused
 * with `missing`. Any other error is rethrown for the error page.
 */
export async function mailedLinkForm(
	request: Request,
	queryToken: string,
	use: (token: string) => Promise<string>,
	missing: string,
): Promise<MailedLinkState> {
	if (request.method !== 'POST') {
		return queryToken
			? { state: 'ask', message: '', status: 200 }
			: { state: 'error', message: missing, status: 400 };
	}
	const form = await readForm(request);
	try {
		if (!form) throw new AppError('InvalidOptions', { message: notAFormMessage() });
		return { state: 'done', message: await use(formString(form, 't', 200)), status: 200 };
	} catch (error) {
		if (!(error instanceof AppError)) throw error;
		return { state: 'error', message: error.message, status: error.status };
	}
}
