import type { Page } from '@playwright/test';

/**
 * Text on a page in the pseudo-locale (`/en-xa/…`, docs/i18n.md) that did not come from the
 * message catalogue: visible text nodes, and `alt`, `title`, `aria-label`, `placeholder` and
 * `value` of buttons, outside the ⟦ ⟧ markers every catalogue message wears. Not counted: text
 * inside an element whose `lang` differs from the page's, and `<time datetime>` text (`Intl`
 * writes it). `allowed` holds text that is rightly not translated (brand names, numbers, names
 * `Intl` gives languages and countries: `intlNames()`).
 */
export interface UntranslatedText {
	/** `text`, or the attribute's name. */
	where: string;
	text: string;
	/** A short path of the element it was found on. */
	element: string;
}

export async function untranslatedTexts(
	page: Page,
	allowed: readonly (string | RegExp)[] = [],
): Promise<UntranslatedText[]> {
	const found = await page.evaluate(() => {
		const out: { where: string; text: string; element: string }[] = [];
		const pathOf = (el: Element): string => {
			const parts: string[] = [];
			let node: Element | null = el;
			while (node && parts.length < 4) {
				parts.unshift(
					node.tagName.toLowerCase() +
						(node.id ? `#${node.id}` : '') +
						(node.classList[0] ? `.${node.classList[0]}` : ''),
				);
				node = node.parentElement;
			}
			return parts.join(' > ');
		};
		const pageLang = document.documentElement.lang;
		const hidden = (el: Element): boolean => {
			if (el.closest('script, style, noscript, template, svg title')) return true;
			// Text in another language on purpose (the language picker names each language in
			// its own tongue) and dates and times `Intl` wrote are not the catalogue's.
			if (el.closest('[lang]')?.getAttribute('lang') !== pageLang) return true;
			if (el.closest('time[datetime]')) return true;
			if (el.closest('[hidden], [aria-hidden="true"]') && !el.closest('dialog[open]')) {
				// Hidden text still matters when it will show (popovers, closed dialogs): only
				// skip what is hidden for good.
				return el.closest('[aria-hidden="true"]') !== null;
			}
			return false;
		};
		/** Strips ⟦…⟧ runs (they may nest one level when a message holds another). */
		const outside = (text: string): string => {
			let depth = 0;
			let rest = '';
			for (const c of text) {
				if (c === '⟦') depth++;
				else if (c === '⟧') depth = Math.max(0, depth - 1);
				else if (depth === 0) rest += c;
			}
			return rest;
		};
		const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
		const runs = new Map<Element, string>();
		for (let node = walker.nextNode(); node; node = walker.nextNode()) {
			const parent = node.parentElement;
			if (!parent || hidden(parent)) continue;
			runs.set(parent, (runs.get(parent) ?? '') + (node.nodeValue ?? ''));
		}
		for (const [el, text] of runs) {
			const rest = outside(text).trim();
			if (rest) out.push({ where: 'text', text: rest, element: pathOf(el) });
		}
		for (const el of document.querySelectorAll('[alt], [title], [aria-label], [placeholder]')) {
			if (hidden(el)) continue;
			for (const name of ['alt', 'title', 'aria-label', 'placeholder']) {
				const value = el.getAttribute(name);
				if (!value) continue;
				const rest = outside(value).trim();
				if (rest) out.push({ where: name, text: rest, element: pathOf(el) });
			}
		}
		const title = outside(document.title).trim();
		if (title) out.push({ where: 'document.title', text: title, element: 'title' });
		return out;
	});
	const ignorable = /^[\s\d.,:;·•|/()\-–—+×%#@~!?*'"“”‘’«»…<>=&]*$/u;
	return found.filter(({ text }) => {
		if (ignorable.test(text)) return false;
		return !allowed.some((a) =>
			typeof a === 'string' ? text === a || text.includes(a) : a.test(text),
		);
	});
}

/**
 * The names `Intl.DisplayNames` gives regions and the languages of `tags` in English (the
 * pseudo-locale's base): a country or language picker shows them as `Intl` wrote them.
 */
export function intlNames(tags: readonly string[]): Set<string> {
	const names = new Set<string>();
	const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
	const languages = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
	const A = 'A'.charCodeAt(0);
	for (let i = 0; i < 26 * 26; i++) {
		const code = String.fromCharCode(A + Math.floor(i / 26), A + (i % 26));
		const name = regions.of(code);
		if (name) names.add(name);
	}
	for (const tag of tags) {
		const name = languages.of(tag);
		if (name) names.add(name);
	}
	return names;
}
