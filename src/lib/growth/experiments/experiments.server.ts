import type { AstroCookies } from 'astro';
import { visitorIdOfPage } from '../../platform/http/visitor.server.ts';
import { subjectKey } from './assignment.ts';
import { experimentsDisabled, groupFor } from './experiments.ts';

/** What a page gives to read experiments: `Astro` itself fits. */
export interface ExperimentPageContext {
	locals: App.Locals;
	url: URL;
	cookies: AstroCookies;
}

/**
 * The viewer's group in experiment `name`, for a page to render its variant: by user id, or for
 * signed-out visitors by the visitor id cookie. A page never makes that cookie: a page that sets
 * a cookie cannot be kept by a shared cache (src/lib/platform/http/cache-policy.ts), so a brand-new
 * visitor's first page renders the control, and the cookie comes with their first call (the
 * event logger's, the state endpoint's). Null then, when the request has `?disable_experiments`
 * (LOG-09), or when the experiment is not in the registry; render the control for null. Mark what the variant changes with `data-experiment={name}` and
 * `data-experiment-group={group}`, so the browser sends the activation once (LOG-07).
 */
export function experimentGroup(page: ExperimentPageContext, name: string): string | null {
	if (experimentsDisabled(page.url)) return null;
	const userId = page.locals.viewer?.id ?? null;
	const visitor = userId ? null : visitorIdOfPage(page.cookies);
	if (!userId && !visitor) return null;
	return groupFor(name, subjectKey(userId, visitor), { disabled: false });
}
