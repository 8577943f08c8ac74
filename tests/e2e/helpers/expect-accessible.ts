import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe on the page and fails on any WCAG 2.x A/AA violation, listing them readably. */
export async function expectAccessible(page: Page): Promise<void> {
	const results = await new AxeBuilder({ page })
		.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
		.analyze();
	const summary = results.violations.map(
		(v) =>
			`${v.id} (${v.impact}): ${v.help} — ${v.nodes
				.slice(0, 3)
				.map((n) => n.target.join(' '))
				.join(', ')}`,
	);
	expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
