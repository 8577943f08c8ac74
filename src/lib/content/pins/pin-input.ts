import pinInput from '~/messages/pin-input/index.ts';

/**
 * U-17: what a pin's editable text may hold, and the user-readable message when it does not
 * (U-22), in the current language. Pure, so the edit island and the server check the same rules.
 */

export const PIN_TITLE_MAX = 100;
export const PIN_DESCRIPTION_MAX = 500;
export const PIN_ALT_TEXT_MAX = 500;
const PIN_LINK_MAX = 2048;

export interface PinTextInput {
	title?: string | undefined;
	description?: string | undefined;
	alt_text?: string | undefined;
	/** An http(s) URL, or '' / null to remove the link. */
	link?: string | null | undefined;
}

export interface PinTextProblem {
	field: 'title' | 'description' | 'alt_text' | 'link';
	message: string;
}

const LIMITS = [
	['title', PIN_TITLE_MAX, 'titleTooLong'],
	['description', PIN_DESCRIPTION_MAX, 'descriptionTooLong'],
	['alt_text', PIN_ALT_TEXT_MAX, 'altTextTooLong'],
] as const;

/**
 * The link in canonical form, or null when it is not an http(s) URL of at most 2,048
 * characters (javascript:, data:, relative and malformed URLs are refused).
 */
export function normalizePinLink(link: string): string | null {
	const text = link.trim();
	if (text.length === 0 || text.length > PIN_LINK_MAX) return null;
	let url: URL;
	try {
		url = new URL(text);
	} catch {
		return null;
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
	if (!url.hostname || url.username || url.password) return null;
	const href = url.toString();
	return href.length <= PIN_LINK_MAX ? href : null;
}

/** The domain shown for a link (`www.` dropped), e.g. `example.com`. */
export function linkDomain(link: string): string {
	return new URL(link).hostname.replace(/^www\./, '');
}

/** The first problem with the text of a pin, or null when it is fine (U-17). */
export function pinTextProblem(input: PinTextInput): PinTextProblem | null {
	const t = pinInput();
	for (const [field, max, message] of LIMITS) {
		const value = input[field];
		if (value !== undefined && Array.from(value).length > max) {
			return { field, message: t[message]({ max }) };
		}
	}
	if (input.link && normalizePinLink(input.link) === null) {
		return { field: 'link', message: t.invalidLink() };
	}
	return null;
}
