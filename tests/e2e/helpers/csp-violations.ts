import type { BrowserContext } from '@playwright/test';

/**
 * Collects the Content Security Policy violations Chromium reports in a context's pages (it
 * logs each as a console error, "Refused to … because it violates the following Content
 * Security Policy directive …", on every page the context opens, across navigations). The
 * project's `test` fails a test that leaves any (`test.ts`), so every page the suite visits is
 * checked against the policy (docs/security/xss-and-csp.md).
 */
export function watchCspViolations(context: BrowserContext): string[] {
	const violations: string[] = [];
	context.on('console', (message) => {
		if (message.type() !== 'error' || !message.text().includes('Content Security Policy')) return;
		violations.push(`${message.page()?.url() ?? '(no page)'}: ${message.text()}`);
	});
	return violations;
}
