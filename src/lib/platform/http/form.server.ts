import errorsDetail from '~/messages/errors-detail/index.ts';
import { errorMessage } from './errors.ts';

/**
 * Reading HTML form posts in pages. `Request.formData()` throws on a body that is not
 * `application/x-www-form-urlencoded` or `multipart/form-data` (e.g. JSON) or is malformed;
 * a page should answer that with 400, not 500.
 */

/** The posted form, or null when the body is not a readable form. */
export async function readForm(request: Request): Promise<FormData | null> {
	const type = (request.headers.get('content-type') ?? '').toLowerCase();
	if (
		!type.startsWith('application/x-www-form-urlencoded') &&
		!type.startsWith('multipart/form-data')
	) {
		return null;
	}
	try {
		return await request.formData();
	} catch {
		return null;
	}
}

/**
 * A text field of the form, cut to `maxLength` characters: '' when missing, when the form is
 * null, or when the value is a File (a multipart upload where text was expected).
 */
export function formString(form: FormData | null, name: string, maxLength: number): string {
	const value = form?.get(name);
	return typeof value === 'string' ? value.slice(0, maxLength) : '';
}

/** The message pages show for a post that is not a form, in the request's language. */
export function notAFormMessage(): string {
	return errorsDetail().notAForm();
}

/**
 * A form field's first validation problem as the sentence a form page shows: the schema's
 * message (from the catalogue, without a full stop so the API can use it in a list) ended the
 * way the request's language ends a sentence ("。" in Japanese).
 */
export function firstIssueSentence(error: { issues: readonly { message: string }[] }): string {
	const text = error.issues[0]?.message ?? errorMessage('InvalidOptions');
	return errorsDetail().formSentence({ text });
}
