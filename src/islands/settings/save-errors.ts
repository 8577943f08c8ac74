import { fieldOfError, genericSaveError } from '~/lib/identity/settings/client/field-errors.ts';
import { ApiError } from '~/lib/platform/client/api.ts';

/** Where a failed save's message goes: under fields (by settings field name), or for the form. */
export interface SaveErrors {
	fields: Record<string, string>;
	form: string | null;
}

export const NO_ERRORS: SaveErrors = { fields: {}, form: null };

/**
 * Sorts a save failure: username and email errors (SET-04) go under their field; an
 * `InvalidOptions` naming a field the form shows (`extra_data.field`, detail `field: what to
 * do`) goes under that field; anything else is for the whole form.
 */
export function saveErrorsOf(error: unknown, formFields: readonly string[] = []): SaveErrors {
	if (!(error instanceof ApiError) || error.apiErrorCode === 0) {
		return { fields: {}, form: genericSaveError() };
	}
	const field = fieldOfError(error.code);
	if (field) return { fields: { [field]: error.message }, form: null };
	const named = typeof error.extra.field === 'string' ? error.extra.field : null;
	if (error.code === 'InvalidOptions' && named && formFields.includes(named)) {
		const text = error.detail.replace(/^[a-z_]+:\s*/i, '');
		const sentence = text.charAt(0).toUpperCase() + text.slice(1);
		return { fields: { [named]: sentence || error.message }, form: null };
	}
	return { fields: {}, form: error.detail || error.message || genericSaveError() };
}
