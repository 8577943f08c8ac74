import { currentLanguage } from '../i18n/current-language.ts';
import { DEFAULT_LANGUAGE, directionOf, isCompleteLanguage } from '../i18n/languages.ts';

/**
 * The HTML twin of a mail: paragraphs and buttons in a small document whose `<html lang dir>`
 * is the language the mail is composed in (`withLanguage` of the recipient; docs/i18n.md). A
 * language the mail catalogue does not have reads English, so it is marked English.
 */

export function escapeHtml(text: string): string {
	return text
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&#39;');
}

/** A link styled as a button, as one paragraph. */
export function mailButton(label: string, href: string | URL): string {
	return `<p><a href="${escapeHtml(String(href))}" style="display:inline-block;padding:12px 20px;border-radius:24px;background:#e60023;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`;
}

/** A paragraph of plain text. */
export function mailParagraph(text: string): string {
	return `<p>${escapeHtml(text)}</p>`;
}

/** The `lang` and `dir` attributes of a mail composed now. */
function mailLanguageAttributes(): string {
	const tag = currentLanguage();
	const lang = isCompleteLanguage(tag) ? tag : DEFAULT_LANGUAGE;
	return `lang="${escapeHtml(lang)}" dir="${directionOf(lang)}"`;
}

/** The whole document around already escaped body HTML. */
export function mailDocument(body: string): string {
	return `<!doctype html><html ${mailLanguageAttributes()}><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">${body}</body></html>`;
}
