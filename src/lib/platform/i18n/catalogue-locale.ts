/**
 * Which table of the catalogue serves a language tag: the tag itself when the catalogue has it
 * (`de`, `en-XA`), else its base language (`de-AT` → `de`, `en-GB` → `en`), else English.
 * Tags compare without regard to case (`EN-xa` is `en-XA`).
 */
export function catalogueLocaleOf(tag: string, available: readonly string[]): string {
	const lower = tag.toLowerCase();
	let base: string | undefined;
	const language = lower.split('-')[0];
	for (const locale of available) {
		const candidate = locale.toLowerCase();
		if (candidate === lower) return locale;
		if (candidate === language) base = locale;
	}
	return base ?? 'en';
}
