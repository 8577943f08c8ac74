import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/**
 * Script payloads planted in user fields. Each one, if it ever ran, sets `window.__xss` or
 * opens a dialog: as markup in text (`script`, `svg`), breaking out of an attribute (`img`), out
 * of a script element such as the page's JSON-LD (`breakout`), as a client-side template
 * (`template`) and as a link (`jsUrl`).
 */
export const PAYLOADS = {
	script: '<script>window.__xss=1</script>',
	img: '"><img src=x onerror=window.__xss=1>',
	svg: "<svg onload=alert('xss')>",
	breakout: '</script><script>window.__xss=1</script>',
	template: "{{constructor.constructor('window.__xss=1')()}}",
	jsUrl: 'javascript:window.__xss=1',
} as const;

/** Every payload in one text, for fields that hold 500 characters. */
export const ALL_PAYLOADS = Object.values(PAYLOADS).join(' ');

/** Records the dialogs (alert, confirm, prompt) a page opens, dismissing each. */
export function watchDialogs(page: Page): string[] {
	const opened: string[] = [];
	page.on('dialog', (dialog) => {
		opened.push(dialog.message());
		void dialog.dismiss();
	});
	return opened;
}

/**
 * Asserts that nothing planted became live on the page once it has loaded: no payload ran
 * (`window.__xss` unset, no dialog), and the DOM holds no trace of markup that could run:
 * no event-handler attribute on any element, no `javascript:` link, form or frame, and no
 * script other than JSON-LD whose text mentions the payloads. These hold whether or not the
 * Content Security Policy would have stopped the code, so they test the escaping itself.
 */
export async function expectNothingRan(page: Page, dialogs: readonly string[]): Promise<void> {
	await page.waitForLoadState('load');
	const found = await page.evaluate(() => {
		const attrs = (el: Element) => Array.from(el.attributes);
		return {
			flag: typeof (window as { __xss?: unknown }).__xss,
			handlers: Array.from(document.querySelectorAll('*')).flatMap((el) =>
				attrs(el)
					.filter((a) => /^on/i.test(a.name))
					.map((a) => `<${el.localName} ${a.name}>`),
			),
			jsUrls: Array.from(document.querySelectorAll('[href], [src], [action], [formaction]'))
				.flatMap(attrs)
				.filter((a) => /^(href|src|action|formaction)$/.test(a.name))
				.filter((a) => /^\s*javascript:/i.test(a.value))
				.map((a) => a.value),
			scripts: Array.from(document.scripts)
				.filter((s) => s.type !== 'application/ld+json' && s.text.includes('__xss'))
				.map((s) => s.text.slice(0, 80)),
		};
	});
	expect(found, `planted markup on ${page.url()}`).toEqual({
		flag: 'undefined',
		handlers: [],
		jsUrls: [],
		scripts: [],
	});
	expect(dialogs, `dialogs on ${page.url()}`).toEqual([]);
}

/** The page's JSON-LD, parsed, with `@graph` nodes flattened into the list. */
export async function jsonLdNodes(page: Page): Promise<Record<string, unknown>[]> {
	const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
	return texts
		.map((t) => JSON.parse(t) as Record<string, unknown>)
		.flatMap((d) =>
			Array.isArray(d['@graph']) ? (d['@graph'] as Record<string, unknown>[]) : [d],
		);
}
